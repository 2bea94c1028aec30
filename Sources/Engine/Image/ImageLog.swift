/// Where named pictures that draw as placeholders are reported: once per name, to a sink the
/// host installs (PreviewHost writes the line to standard error; Engine writes nowhere).
@MainActor
package enum ImageLog {
  /// Receives each report's line; nil drops it.
  package static var sink: ((String) -> Void)?
  /// Names reported so far (at most `capacity`; then reporting stops, so a view that
  /// invents names cannot grow it without bound).
  private static var reported: Set<String> = []
  static let capacity = 256

  /// Reports `line` for `name` unless `name` has been already.
  static func report(_ name: String, _ line: String) {
    guard reported.count < capacity, reported.insert(name).inserted else { return }
    sink?(line)
  }

  /// `name` as a report quotes it: at most 64 characters, escaped.
  package nonisolated static func shown(_ name: String) -> String {
    String(name.prefix(64)).debugDescription
  }

  /// Forgets the names reported (for tests).
  package static func reset() { reported.removeAll() }
}
