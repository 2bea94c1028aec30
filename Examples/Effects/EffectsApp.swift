import PreviewHost

@main
struct EffectsApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
