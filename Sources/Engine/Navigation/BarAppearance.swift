import Foundation

/// How a stack screen's navigation bar looks over its content, as UIKit's navigation bar
/// switches between its two appearances (Apple's documentation of UINavigationBar's
/// `scrollEdgeAppearance`): while the edge of the scrolled content is at the bar's edge, the
/// scroll-edge appearance, a transparent background with no shadow; once the content has
/// scrolled under the bar, the standard one, the bar's material with a hairline at its
/// bottom. The change fades in over the first 10 pt of content under the bar (iOS's
/// distance, as Flutter's Cupertino navigation bar reproduces it).
///
/// A screen with a collapsing large title has its content's edge at the bar once the 52 pt
/// large-title area has gone under it; an inline-title screen as soon as it scrolls. A
/// screen whose content does not scroll keeps the scroll-edge look.
@MainActor
enum BarAppearance {
  /// The scroll, past the content's edge, over which the standard appearance fades in.
  static let fadeDistance: CGFloat = 10
  /// The bar's material: Flutter's Cupertino bar colour (its theme's `barBackgroundColor`:
  /// #F9F9F9, #1D1D1D in dark mode, at alpha 0xF0) over what is under the bar, blurred.
  static var material: Color { Color(light: 0xF9F9_F9F0, dark: 0x1D1D_1DF0) }
  /// The blur under the material: the Cupertino bar's σ of 10 pt, a radius of 20 pt
  /// (`DisplayEffect.sigma`).
  static let blurRadius: CGFloat = 20

  /// How far the standard appearance has come in (0: scroll edge, 1: standard) for content
  /// scrolled by `offset`, its edge reaching the bar at `edge`.
  static func scrolledUnder(offset: CGFloat, edge: CGFloat) -> Double {
    Double(min(max((offset - edge) / fadeDistance, 0), 1))
  }
}

extension NavigationModel {
  /// How far screen `id`'s bar shows its standard appearance now.
  func scrolledUnder(for id: EntryID) -> Double {
    guard let screen = screens[id], let node = screen.edgeScroll, node.isAttached,
      let state = node.scrollState
    else { return 0 }
    let edge = screen.collapses ? LargeTitleCollapse.threshold : 0
    return BarAppearance.scrolledUnder(offset: node.graph.snap(state.offset), edge: edge)
  }
}

/// A navigation bar's background: transparent (what lies under it shows: the window, or a
/// view of the screen that ignores the safe area), giving way to the material (what is
/// drawn under the bar, blurred, under the bar's colour) and the bottom hairline as far as
/// the standard appearance has come in, read when drawn, so that scrolling builds nothing.
struct BarBackground: View, PrimitiveView {
  let scrolledUnder: @MainActor () -> Double

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = BarBackgroundKind(scrolledUnder: scrolledUnder)
    node.reconcile(context) { _ in }
  }
}

/// `BarBackground`'s node: fills what it is offered.
struct BarBackgroundKind: NodeKind {
  let scrolledUnder: @MainActor () -> Double

  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let rect = node.presentedFrame
    guard rect.width > 0, rect.height > 0 else { return }
    let p = scrolledUnder()
    guard p > 0 else { return }
    let material = BarAppearance.material.resolved(in: node.environment)
    let blur = DisplayEffect(
      frame: rect, kind: .backdropBlur(radius: BarAppearance.blurRadius), opacity: opacity * p)
    list.append(.pushEffect(blur))
    list.append(.fill(rect, cornerRadius: 0, color: material))
    list.append(.popClip)
    let hairline = DividerKind.thickness(node.graph)
    list.append(
      .fill(
        CGRect(x: rect.minX, y: rect.maxY - hairline, width: rect.width, height: hairline),
        cornerRadius: 0, color: DividerKind.color.opacity(opacity * p)))
  }
}
