import Foundation

/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`).
///
/// Every inset Engine makes is the container region's: bars, `safeAreaInset`,
/// `safeAreaPadding`. There is no on-screen keyboard, so the keyboard region is always
/// empty and ignoring only it changes nothing.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The insets containers make: bars, `safeAreaInset`, `safeAreaPadding`.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The on-screen keyboard's inset (none here).
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea`: the content's size, as its parent sees it; placed, the content's
/// frame reaches out over the safe area's insets on `edges` where the view's frame meets
/// the safe area's edge (SwiftUI's `_SafeAreaIgnoringLayout`), and it is offered that
/// larger size.
struct IgnoresSafeAreaModifier: LayoutModifier {
  static var name: String { "ignoresSafeArea" }
  let edges: Edge.Set

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    guard let region = context.safeRegion else {
      content(node, context.child()).place(in: frame, proposal: proposal)
      return
    }
    let (out, reached) = region.reach(
      frame, proposal: proposal, edges: edges.physical(node.environment.layoutDirection))
    // What is inside has no inset where the view reached over it (a scroll view that
    // ignores the safe area starts its content under the bar).
    var inner = context.child()
    inner.safeRegion = region.ignoring(at: out)
    content(node, inner).place(in: out, proposal: reached)
  }
}

extension View {
  /// Lets the view's frame extend over the safe area's insets of `regions` on `edges`:
  /// on each edge where the view meets the safe area's edge (a background under a
  /// navigation bar or a `safeAreaInset`'s view), out to the container's edge.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    layoutModifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
  }

  /// The spelling before iOS 14: ignores every region's insets on `edges`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }
}
