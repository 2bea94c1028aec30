import PreviewHost

@main
struct AutoAdvancingCarouselApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
