import Engine
import Foundation

/// Lays `view` out in a window of `width`×`height` and returns the dump's root node.
@MainActor
public func laidOut<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 300) -> ViewDump
{
  ViewGraph(root: view, size: CGSize(width: width, height: height), text: FixedTextMetrics()).dump()
}

extension ViewDump {
  /// Every node below (and including) this one, depth first.
  public var all: [ViewDump] { [self] + children.flatMap(\.all) }

  /// The frame as a rectangle.
  public var rect: CGRect { CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) }

  /// The first node of `type` (depth first).
  public func first(_ type: String) -> ViewDump? { all.first { $0.type == type } }

  /// The `Text` node showing `text`.
  public func text(_ text: String) -> ViewDump? {
    all.first { $0.type == "Text" && $0.text == text }
  }
}
