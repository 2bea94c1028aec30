import PreviewHost

@main
struct TextStylesApp: App {
  var body: some Scene {
    WindowGroup {
      TextStylesView()
    }
  }
}
