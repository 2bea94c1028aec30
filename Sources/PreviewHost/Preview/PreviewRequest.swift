import Foundation

/// What `preview --file` asks of the module's executable, passed in the environment: the
/// file's previews and where they go. The executable's `App.main` sees it and runs
/// `PreviewRunner` instead of the app.
struct PreviewRequest: Codable, Equatable {
  static let environmentKey = "OVERLAPCAROUSEL_PREVIEWS"

  /// One declaration: a `#Preview`'s registration function or a `PreviewProvider` type.
  struct Item: Codable, Equatable {
    /// The C name of the function `#Preview` expands to (`PreviewSymbol`).
    var symbol: String?
    /// The provider's mangled type name (`PreviewRequest.mangled`): the first that the
    /// runtime resolves, of this and `alternatives`.
    var provider: String?
    var alternatives: [String] = []
    var line: Int
  }

  /// `Module/File.swift`.
  var fileID: String
  var items: [Item]
  var headless: Bool
  var screenshotDir: String?
  var dumpLayout: Bool
  var width: Int
  var height: Int
  /// The preview the window shows first (by index, clamped).
  var selected = 0
  /// Where the window opens (its top-leading corner on the screen, in points): where the
  /// window it replaces was; nil centres it.
  var origin: [Int]?
  /// Previews whose body stopped an earlier window of this build, by index: the window
  /// shows the message instead of running the body again.
  var failures: [Int: String] = [:]
  /// `--trace`, passed on to the window.
  var trace = false
  /// `--assets`, passed on.
  var assetsPath: String?

  static func fromEnvironment() -> PreviewRequest? {
    guard let text = ProcessInfo.processInfo.environment[environmentKey] else { return nil }
    return try? JSONDecoder().decode(PreviewRequest.self, from: Data(text.utf8))
  }

  func environmentValue() -> String {
    String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
  }
}
