import Engine
import Foundation

extension EnvironmentValues {
  /// The root environment the host gives an app's views: the colour scheme of
  /// `--color-scheme`, and URLs opened with the desktop's handler (`xdg-open`).
  @MainActor
  static func host(_ options: Options) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = options.colorScheme
    environment.openURL = OpenURLAction(system: { url in URLOpener.open(url) })
    // The host's clock starts about now (the window's or the headless run's time 0).
    environment.hostClockEpoch = Date()
    return environment
  }
}

/// Hands URLs to the desktop (`xdg-open`), without waiting for it.
enum URLOpener {
  static func open(_ url: URL) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      StandardStreams.error("cannot open \(url.absoluteString): \(error)")
    }
  }
}
