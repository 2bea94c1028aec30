import Foundation

/// The host's side of a subview: how big it is for any proposal.
///
/// The host (a scene, or a test) measures its views, text through `TextMeasuring` for
/// instance, and hands them to a layout as these; the layout sees them as
/// `LayoutSubview` proxies.
public struct MeasuredSubview {
  /// The subview's size for a proposal.
  public var sizeThatFits: (ProposedViewSize) -> CGSize
  /// The subview's layout priority, read by layouts through `LayoutSubview.priority`.
  public var priority: Double = 0

  public init(sizeThatFits: @escaping (ProposedViewSize) -> CGSize) {
    self.sizeThatFits = sizeThatFits
  }

  /// A subview that is `size` whatever it is offered, as an emoji glyph or a fixed frame.
  public static func fixed(_ size: CGSize) -> MeasuredSubview {
    MeasuredSubview { _ in size }
  }
}
