import PreviewHost

@main
struct SafeAreaApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
