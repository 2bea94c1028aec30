import PreviewHost

@main
struct ControlsSettingsApp: App {
  var body: some Scene {
    WindowGroup("Settings") {
      SettingsView()
    }
  }
}
