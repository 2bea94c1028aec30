import PreviewHost

@main
struct PagingCarouselApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
