import PreviewHost

@main
struct HelloWorldApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
