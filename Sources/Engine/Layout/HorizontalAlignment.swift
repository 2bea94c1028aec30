/// Where a row of subviews sits horizontally when its container has room to spare.
///
/// SwiftUI's `HorizontalAlignment` is a struct open to custom alignment guides; Engine has no
/// alignment guides, so this is a closed enum with SwiftUI's three built-in values. Code that
/// writes `.leading`, `.center` or `.trailing` reads the same either way, and a `switch`
/// over it is exhaustive.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
  case leading
  case center
  case trailing

  /// Parses the name used on the command line and in layout dumps.
  ///
  /// - Parameter name: `"leading"`, `"center"` or `"trailing"`; anything else gives nil.
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// The name used on the command line and in layout dumps (the inverse of `init(name:)`).
  public var name: String { rawValue }
}
