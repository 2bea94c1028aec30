import PreviewHost

@main
struct ImagesApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
