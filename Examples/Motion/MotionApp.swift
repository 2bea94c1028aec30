import PreviewHost

@main
struct MotionApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
