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
    node.reconcile(context) {
      $0.add(content, slot: 0)
      if style == .sheet { $0.add(SheetDragBand(sheet: model.sheet), slot: 1) }
    }
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
      // At its detent's height (the full height unless the content asks for others).
      let sheet = model.sheet
      sheet.maximum = max(window.height - Self.sheetInset, 0)
      let height = sheet.height(at: node.graph.now)
      return CGRect(
        x: window.minX, y: window.maxY - height + (1 - p) * height,
        width: window.width, height: height)
    case .fullScreenCover:
      return window.offsetBy(dx: 0, dy: (1 - p) * window.height)
    case .alert, .dialog:
      let items = node.items(of: 0..<1)
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
    if node.children.count > 1 {
      // The sheet's top, where a drag moves it between its detents.
      let band = CGRect(
        x: rect.minX, y: rect.minY, width: rect.width,
        height: min(SheetDetents.dragBand, rect.height))
      ContentLayout(items: node.items(of: 1..<2), context: .root(band.size)).place(
        in: band, proposal: ProposedViewSize(band.size))
    }
    let content = ContentLayout(items: node.items(of: 0..<1), context: .root(rect.size))
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
    for item in node.items(of: 0..<1) { item.node.draw(into: &list, opacity: shown) }
    if style == .sheet, model.sheet.showsGrabber {
      let card = contentFrame(node, in: window, progress: CGFloat(p))
      let size = SheetDetents.grabberSize
      list.append(
        .fill(
          CGRect(
            x: card.midX - size.width / 2, y: card.minY + SheetDetents.grabberInset,
            width: size.width, height: size.height),
          cornerRadius: size.height / 2, color: SheetDetents.grabberColor.opacity(opacity)))
    }
  }

  /// The content, frontmost first, then the sheet's drag band behind it (the content's
  /// buttons in the bar keep their presses).
  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items(of: 0..<1).reversed().map(\.node)
      + (node.children.count > 1 ? node.items(of: 1..<2).map(\.node) : [])
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items(of: 0..<1).map { $0.node.dump() }
  }
}

/// The top of a sheet: a press there drags the sheet between its detents (drawn nothing;
/// the grabber is the layer's).
struct SheetDragBand: View {
  let sheet: SheetDetents

  var body: some View {
    let sheet = self.sheet
    var a = Attributes()
    a.controlDrag = ControlDrag(
      changed: { p, _, began in
        sheet.dragChanged(y: p.y, began: began, now: sheet.graph?.now ?? 0)
        sheet.graph?.setNeedsLayout()
      },
      ended: { _, _ in
        sheet.dragEnded(now: sheet.graph?.now ?? 0)
        sheet.graph?.setNeedsLayout()
      })
    return AttributeModifier(content: Color.clear, attributes: a)
  }
}
