import Foundation

/// The host's side of a subview: how big it is for any proposal.
///
/// The host (the view graph, the scene's stage, a test) measures its views, text through `TextMeasuring` for
/// instance, and hands them to a layout as these; the layout sees them as
/// `LayoutSubview` proxies.
public struct MeasuredSubview {
  /// The subview's size for a proposal.
  public var sizeThatFits: (ProposedViewSize) -> CGSize {
    get { fixedSize.map { size in { _ in size } } ?? measure }
    set {
      measure = newValue
      fixedSize = nil
    }
  }
  /// The subview's layout priority, read by layouts through `LayoutSubview.priority`.
  public var priority: Double = 0
  /// A `Spacer`, which a stack offers only what its other subviews leave.
  var isSpacer = false
  /// The spacing the subview prefers around itself (`LayoutSubview.spacing`).
  public var spacing = ViewSpacing()
  /// Values set with `.layoutValue(key:value:)`, by key type.
  var layoutValues: [ObjectIdentifier: Any] = [:]
  /// The subview's alignment guides for a proposal, when it has explicit ones.
  var guides: ((ProposedViewSize) -> ViewDimensions)?
  /// The z-index set with `.zIndex`, where the layout sets none.
  var zIndex: Double = 0
  /// Set for `.fixed` subviews, so measuring one is a load rather than a closure call
  /// (with 100 000 tiles the calls were most of a layout pass).
  private var fixedSize: CGSize?
  private var measure: (ProposedViewSize) -> CGSize

  public init(sizeThatFits: @escaping (ProposedViewSize) -> CGSize) {
    measure = sizeThatFits
  }

  /// A subview that is `size` whatever it is offered, as an emoji glyph or a fixed frame.
  public static func fixed(_ size: CGSize) -> MeasuredSubview {
    var s = MeasuredSubview { _ in size }
    s.fixedSize = size
    return s
  }

  /// The subview's size for `proposal`.
  func size(for proposal: ProposedViewSize) -> CGSize {
    fixedSize ?? measure(proposal)
  }
}
