/// Where an unknown symbol name is reported: once per name, to a sink the host installs
/// (PreviewHost writes the line to standard error; Engine itself writes nowhere).
@MainActor
package enum SymbolLog {
  /// Receives each report's line; nil drops it.
  package static var sink: ((String) -> Void)?
  /// Names reported so far (at most `capacity`; then reporting stops, so a view that
  /// invents names cannot grow it without bound).
  private static var reported: Set<String> = []
  static let capacity = 256

  /// Reports `name` unless it has been already.
  static func reportUnknown(_ name: String) {
    guard reported.count < capacity, reported.insert(name).inserted else { return }
    let shown = String(name.prefix(64)).debugDescription
    sink?("Image(systemName: \(shown)): no such symbol in the name table; drawn as a placeholder")
  }

  /// Forgets the names reported (for tests).
  package static func reset() { reported.removeAll() }
}
