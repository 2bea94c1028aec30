import PreviewHost

@main
struct FixtureApp: App {
  var body: some Scene {
    WindowGroup("Fixture") { CardView(color: .red) }
  }
}
