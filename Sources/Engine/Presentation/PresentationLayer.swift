import Foundation

/// Presented content over the whole window, in its style's frame, moved or faded by the
/// presentation's progress.
///
/// Its chrome is iOS's: a sheet is a card 10 pt below the window's top with 10 pt corners
/// over a dimmed window; a full-screen cover fills the window; an alert's card (its own
/// view, `AlertCard`) is centred; a dialog's buttons (`DialogCard`) sit 8 pt above the
/// bottom edge. Escape cancels it (and a tap outside a dialog's buttons).
struct PresentationLayer: View, PrimitiveView {
  let model: PresentationModel
  let style: PresentationStyle
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = PresentationLayerKind(model: model, style: style)
    node.dumpName = "presentation"
    let cancel: @MainActor () -> Void = { [model] in
      model.shown?.cancel?()
      model.end()
    }
    node.ownAttributes.keyHandlers = [
      KeyPressHandler(keys: [.escape], phases: .down) { _ in
        cancel()
        return .handled
      }
    ]
    if style == .dialog { node.ownAttributes.onTap = cancel }
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// A presented layer's node (see `PresentationLayer`).
struct PresentationLayerKind: NodeKind {
  let model: PresentationModel
  let style: PresentationStyle

  /// A sheet's top edge below the window's, and its corner radius (UIKit's page sheet on
  /// an iPhone: 10 pt each).
  static let sheetInset: CGFloat = 10
  static let sheetRadius: CGFloat = 10
  /// A dialog's margin from the window's edges (UIKit's action sheet: 8 pt).
  static let dialogMargin: CGFloat = 8
  /// The dimming over the window under a sheet, alert or dialog: black at 20 %
  /// (hand-matched to UIKit's dimming view).
  static let dimming = Color.black.opacity(0.2)

  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Where the content goes in `window` at progress `p`.
  @MainActor
  private func contentFrame(_ node: ViewNode, in window: CGRect, progress p: CGFloat) -> CGRect {
    switch style {
    case .sheet:
      let height = max(window.height - Self.sheetInset, 0)
      return CGRect(
        x: window.minX, y: window.minY + Self.sheetInset + (1 - p) * height,
        width: window.width, height: height)
    case .fullScreenCover:
      return window.offsetBy(dx: 0, dy: (1 - p) * window.height)
    case .alert, .dialog:
      let items = node.items()
      let wide = style == .dialog ? max(window.width - 2 * Self.dialogMargin, 0) : window.width
      let size = ContentLayout(items: items, context: .root(window.size)).sizeThatFits(
        ProposedViewSize(width: wide, height: window.height))
      if style == .alert {
        return CGRect(
          x: window.midX - size.width / 2, y: window.midY - size.height / 2, width: size.width,
          height: size.height)
      }
      let rest = window.maxY - Self.dialogMargin - size.height
      return CGRect(
        x: window.midX - size.width / 2, y: rest + (1 - p) * (size.height + Self.dialogMargin),
        width: size.width, height: size.height)
    }
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let p = CGFloat(model.progress(at: node.graph.now))
    let rect = contentFrame(node, in: frame, progress: style == .alert ? 1 : p)
    let content = ContentLayout(items: node.items(), context: .root(rect.size))
    if style == .alert || style == .dialog {
      content.place(in: rect, proposal: ProposedViewSize(rect.size))
      return
    }
    // A sheet's content is laid out as a window's root is: centred in all of it.
    let fitted = content.sizeThatFits(ProposedViewSize(rect.size))
    let origin = CGPoint(
      x: (rect.minX + (rect.width - fitted.width) / 2).rounded(),
      y: (rect.minY + (rect.height - fitted.height) / 2).rounded())
    content.place(in: CGRect(origin: origin, size: fitted), proposal: ProposedViewSize(rect.size))
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let p = model.progress(at: node.graph.now)
    let window = node.frame
    if style != .fullScreenCover {
      list.append(.fill(window, cornerRadius: 0, color: Self.dimming.opacity(opacity * p)))
    }
    if style == .sheet || style == .fullScreenCover {
      let card = contentFrame(node, in: window, progress: CGFloat(p))
      let background = Color.windowBackground.resolved(in: node.environment)
      list.append(
        .fill(
          style == .sheet ? card.insetBy(dx: 0, dy: 0) : card,
          cornerRadius: style == .sheet ? Self.sheetRadius : 0, color: background.opacity(opacity)))
    }
    let shown = style == .alert ? opacity * p : opacity
    for item in node.items() { item.node.draw(into: &list, opacity: shown) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items().reversed().map(\.node)
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}
