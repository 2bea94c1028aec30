/// How a preview is sized (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable, Equatable {
  /// The device's screen: here the preview window's size (`--size`), width and height
  /// swapped in a landscape orientation.
  case device
  /// The size the view takes when offered the device's screen, centred on a neutral
  /// backdrop.
  case sizeThatFits
  /// A container of this size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on (SwiftUI's `PreviewDevice`). Here only its name is kept: it is
/// shown beside the preview's name, and the size is the preview window's (README
/// "Previews").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    rawValue = value
  }
}

/// The orientation of the device's interface (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Sendable, Equatable, Hashable {
  let id: String
  /// Whether the width and the height of the screen trade places.
  var isLandscape: Bool { id.hasPrefix("landscape") }

  public static let portrait = InterfaceOrientation(id: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}
