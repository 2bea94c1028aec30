import PreviewHost

@main
struct LayoutHelpersApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
