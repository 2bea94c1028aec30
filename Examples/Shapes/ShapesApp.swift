import PreviewHost

@main
struct ShapesApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
