import Engine

/// One page of the carousel: its label and fill.
public struct PageStyle: Sendable, Hashable {
  public var label: String
  public var color: Color

  public init(label: String, color: Color) {
    self.label = label
    self.color = color
  }

  /// SwiftUI sample pages: label = index, colour = hue i/n at full saturation and brightness.
  public static func hued(count: Int) -> [PageStyle] {
    (0..<max(count, 0)).map {
      PageStyle(
        label: String($0),
        color: Color(hue: Double($0) / Double(count), saturation: 1, brightness: 1))
    }
  }
}
