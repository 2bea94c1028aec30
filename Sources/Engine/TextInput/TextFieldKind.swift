import Foundation

/// A text field's node: one line as tall as its font's line plus the style's insets, as
/// wide as proposed (ideally as its text or placeholder); draws the box, the text or the
/// placeholder, the selection, an input method's underlined composition and the caret.
final class TextFieldKind: NodeKind {
  let editor: FieldEditor
  let placeholder: String
  let look: _TextFieldLook

  /// UIKit's `roundedRect` text field, as iOS draws it at the body size: 34 pt tall for a
  /// 17-pt font's 20-pt line, so 7 pt above and below the text, 7 pt at the sides, corners
  /// of 5 pt, a hairline border in the separator grey on the system background.
  static let roundedInset: CGFloat = 7
  static let roundedCorner: CGFloat = 5
  /// iOS's insertion point: 2 pt wide, in the tint colour, the line's height.
  static let caretWidth: CGFloat = 2
  /// UIKit's `placeholderText` in the light appearance: #3C3C43 at 30 % (0x4D), in dark
  /// #EBEBF5 at 30 %.
  static let placeholderColor = Color(light: 0x3C3C_434D, dark: 0xEBEB_F54D)
  /// Selected text's highlight: the tint at 20 % (iOS's selection).
  static let selectionOpacity = 0.2

  var drawsContent: Bool { true }

  init(editor: FieldEditor, placeholder: String, look: _TextFieldLook) {
    self.editor = editor
    self.placeholder = placeholder
    self.look = look
  }

  var inset: CGFloat { look == .roundedBorder ? Self.roundedInset : 0 }

  /// The face the field's text is set in, and its line height.
  @MainActor
  func font(_ node: ViewNode, for text: String) -> (spec: FontSpec, lineHeight: CGFloat) {
    node.fieldFont(for: text)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let shown = String(editor.shown)
    let (spec, lineHeight) = font(node, for: shown)
    let height = lineHeight + 2 * inset
    if let w = proposal.width, w.isFinite { return CGSize(width: max(w, 0), height: height) }
    let longer = [shown, placeholder].map { node.graph.text.size(of: $0, font: spec).width }
    return CGSize(width: (longer.max() ?? 0) + 2 * inset + Self.caretWidth, height: height)
  }

  /// Tells the editor where its text is, so a press finds its cluster before any frame.
  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let spec = font(node, for: String(editor.shown)).spec
    let measure = node.graph.text
    editor.measure = { measure.size(of: $0, font: spec).width }
    editor.carets = { measure.caretOffsets(of: $0, font: spec) }
    editor.box = frame.insetBy(dx: inset, dy: inset)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite
    else { return }
    let env = node.environment
    if look == .roundedBorder { Self.drawBorder(frame, node: node, into: &list, opacity: opacity) }
    let shown = editor.shown
    let string = String(shown)
    let (spec, lineHeight) = font(node, for: string)
    let measure = node.graph.text
    editor.measure = { measure.size(of: $0, font: spec).width }
    editor.carets = { measure.caretOffsets(of: $0, font: spec) }
    let box = frame.insetBy(dx: inset, dy: inset)
    editor.box = box
    let tint = Color.tint.resolved(in: env)
    let line = CGRect(
      x: box.minX, y: box.midY - lineHeight / 2, width: box.width, height: lineHeight)
    // The caret may stand just outside the text's box (at its very end).
    list.append(.pushClip(box.insetBy(dx: -Self.caretWidth, dy: 0)))
    defer { list.append(.popClip) }
    if shown.isEmpty {
      let color = Self.placeholderColor.resolved(in: env).opacity(opacity)
      let rtl = FieldEditor.firstStrongIsRightToLeft(placeholder) ?? editor.defaultRightToLeft
      list.append(
        .text(
          placeholder, font: font(node, for: placeholder).spec,
          position: CGPoint(x: rtl ? box.maxX : box.minX, y: box.midY),
          anchor: rtl ? .trailing : .leading, color: color))
    }
    if editor.isEditing { editor.scrollToCaret() }
    let selection = editor.selection
    if editor.isEditing, !selection.isEmpty {
      let a = editor.x(at: selection.lowerBound, in: shown)
      let b = editor.x(at: selection.upperBound, in: shown)
      list.append(
        .fill(
          CGRect(x: min(a, b), y: line.minY, width: abs(b - a), height: line.height),
          cornerRadius: 0, color: tint.opacity(Self.selectionOpacity * opacity)))
    }
    if !shown.isEmpty {
      let enabled = env.isEnabled
      let color =
        (enabled
        ? (env.foregroundColor ?? TextContent.defaultColor) : SystemButtonLook.disabledLabel)
        .resolved(in: env).opacity(opacity)
      let rtl = editor.isRightToLeft
      list.append(
        .text(
          string, font: spec, position: CGPoint(x: editor.textEdge, y: box.midY),
          anchor: rtl ? .trailing : .leading, color: color))
    }
    guard editor.isEditing else { return }
    let caret = editor.caretIndex
    if let composition = editor.composition {
      // The composition, underlined, where it will be committed.
      let a = editor.x(at: caret, in: shown)
      let b = editor.x(at: caret + composition.text.count, in: shown)
      let primary = TextContent.defaultColor.resolved(in: env).opacity(opacity)
      list.append(
        .fill(
          CGRect(x: min(a, b), y: line.maxY - 1, width: abs(b - a), height: 1), cornerRadius: 0,
          color: primary))
    }
    if selection.isEmpty {
      let at =
        caret + min(max(editor.composition?.cursor ?? 0, 0), editor.composition?.text.count ?? 0)
      let x = editor.x(at: at, in: shown)
      list.append(
        .fill(
          CGRect(
            x: x - Self.caretWidth / 2, y: line.minY, width: Self.caretWidth, height: line.height),
          cornerRadius: 0, color: tint.opacity(opacity)))
    }
  }

  /// The rounded border's look: a hairline in the separator grey around the system
  /// background.
  @MainActor
  static func drawBorder(
    _ frame: CGRect, node: ViewNode, into list: inout DisplayList, opacity: Double
  ) {
    let env = node.environment
    let hairline = DividerKind.thickness(node.graph)
    list.append(
      .fill(
        frame, cornerRadius: roundedCorner,
        color: DividerKind.color.resolved(in: env).opacity(opacity)))
    list.append(
      .fill(
        frame.insetBy(dx: hairline, dy: hairline),
        cornerRadius: max(roundedCorner - hairline, 0),
        color: Color.windowBackground.resolved(in: env).opacity(opacity)))
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.text = String(editor.shown)
  }
}
