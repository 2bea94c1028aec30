import Foundation

/// A multi-line field's node (`TextField(axis: .vertical)` or `TextEditor`): its text
/// wrapped to its width in lines of its font's height, with the selection, the caret and
/// an input method's underlined composition on them, scrolled so the caret's line shows.
///
/// A vertical text field is as tall as its lines, within its `lineLimit` range (past the
/// top of it, its lines scroll); a text editor takes all the space it is offered.
final class MultilineTextKind: NodeKind {
  let editor: FieldEditor
  let placeholder: String
  let look: _TextFieldLook
  /// A `TextEditor`: fills its proposal, and sets its text inside UIKit's text view insets.
  let isEditor: Bool

  /// UIKit's `UITextView` defaults, which SwiftUI's `TextEditor` draws with on iOS: a text
  /// container inset of 8 pt above and below, and a line fragment padding of 5 pt at the
  /// sides.
  static let editorInsets = CGSize(width: 5, height: 8)

  var drawsContent: Bool { true }

  init(editor: FieldEditor, placeholder: String, look: _TextFieldLook, isEditor: Bool) {
    self.editor = editor
    self.placeholder = placeholder
    self.look = look
    self.isEditor = isEditor
  }

  /// The space between the frame and the lines, horizontally and vertically.
  var inset: CGSize {
    if isEditor { return Self.editorInsets }
    let i = look == .roundedBorder ? TextFieldKind.roundedInset : 0
    return CGSize(width: i, height: i)
  }

  /// The face the text is set in, and its line height.
  @MainActor
  func font(_ node: ViewNode, for text: String) -> (spec: FontSpec, lineHeight: CGFloat) {
    node.fieldFont(for: text)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let shown = editor.shown
    let content = shown.isEmpty ? Array(placeholder) : shown
    let (spec, lineHeight) = font(node, for: String(content))
    let text = node.graph.text
    let measure = { (s: String) in s.isEmpty ? 0 : text.size(of: s, font: spec).width }
    let pad = inset
    let width: CGFloat
    if let w = proposal.width, w.isFinite {
      width = max(w, 0)
    } else {
      // Ideally as wide as its longest paragraph unwrapped.
      let paragraphs = TextLines(content, width: .infinity, measure: measure)
      let widest = paragraphs.ranges.map { measure(String(content[$0])) }.max() ?? 0
      width = widest + 2 * pad.width + TextFieldKind.caretWidth
    }
    if isEditor, let h = proposal.height, h.isFinite {
      return CGSize(width: width, height: max(h, 0))
    }
    let wrapWidth = max(width - 2 * pad.width - TextFieldKind.caretWidth, 0)
    var count = TextLines(content, width: wrapWidth, measure: measure).count
    let env = node.environment
    count = max(count, env.lineLimitMinimum)
    if !isEditor, let most = env.lineLimit { count = min(count, max(most, 1)) }
    return CGSize(width: width, height: CGFloat(count) * lineHeight + 2 * pad.height)
  }

  /// Tells the editor where its lines are, so a press finds its gap before any frame.
  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    prepare(node, frame: frame)
  }

  @MainActor
  @discardableResult
  private func prepare(_ node: ViewNode, frame: CGRect) -> (TextLines, FontSpec) {
    let shown = editor.shown
    let (spec, lineHeight) = font(node, for: String(shown))
    let measure = node.graph.text
    editor.measure = { measure.size(of: $0, font: spec).width }
    editor.carets = { measure.caretOffsets(of: $0, font: spec) }
    editor.box = frame.insetBy(dx: inset.width, dy: inset.height)
    editor.scroll = 0
    let lines = editor.layOutLines(shown, lineHeight: lineHeight)
    return (lines, spec)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite
    else { return }
    let env = node.environment
    if look == .roundedBorder && !isEditor {
      TextFieldKind.drawBorder(frame, node: node, into: &list, opacity: opacity)
    }
    let (lines, spec) = prepare(node, frame: frame)
    let box = editor.box
    let lineHeight = editor.lineHeight
    guard lineHeight > 0 else { return }
    if editor.isEditing { editor.scrollToCaretLine() }
    list.append(.pushClip(box.insetBy(dx: -TextFieldKind.caretWidth, dy: 0)))
    defer { list.append(.popClip) }
    let shown = editor.shown
    let first = max(Int((editor.verticalScroll / lineHeight).rounded(.down)), 0)
    let last = min(
      Int(((editor.verticalScroll + box.height) / lineHeight).rounded(.up)), lines.count)
    if shown.isEmpty {
      drawPlaceholder(node, into: &list, opacity: opacity)
    }
    let tint = Color.tint.resolved(in: env)
    let selection = editor.selection
    let color =
      (env.isEnabled
      ? (env.foregroundColor ?? TextContent.defaultColor) : SystemButtonLook.disabledLabel)
      .resolved(in: env).opacity(opacity)
    for l in first..<max(last, first) {
      let r = lines.ranges[l]
      let top = editor.lineTop(l)
      let rtl = editor.isRightToLeft(line: l, in: shown, lines: lines)
      // A selection shows on the lines it covers, an empty line too when it runs across it.
      let covered = selection.overlaps(r) || (r.isEmpty && selection.contains(r.lowerBound))
      if editor.isEditing, !selection.isEmpty, covered {
        let a = editor.x(
          at: max(selection.lowerBound, r.lowerBound), line: l, in: shown, lines: lines)
        var b = editor.x(
          at: min(selection.upperBound, r.upperBound), line: l, in: shown, lines: lines)
        // Selected past the line's end (its line break): to the box's trailing edge.
        if selection.upperBound > r.upperBound { b = rtl ? box.minX : box.maxX }
        list.append(
          .fill(
            CGRect(x: min(a, b), y: top, width: abs(b - a), height: lineHeight), cornerRadius: 0,
            color: tint.opacity(TextFieldKind.selectionOpacity * opacity)))
      }
      guard !r.isEmpty else { continue }
      list.append(
        .text(
          String(shown[r]), font: spec, position: CGPoint(x: rtl ? box.maxX : box.minX, y: top),
          anchor: rtl ? .topTrailing : .topLeading, color: color))
    }
    guard editor.isEditing else { return }
    drawCaret(env: env, shown: shown, lines: lines, into: &list, opacity: opacity)
  }

  /// The composition's underline and the caret (when nothing is selected).
  @MainActor
  private func drawCaret(
    env: EnvironmentValues, shown: [Character], lines: TextLines, into list: inout DisplayList,
    opacity: Double
  ) {
    let caret = editor.caretIndex
    let line = editor.caretLine
    let top = editor.lineTop(line)
    let lineHeight = editor.lineHeight
    if let composition = editor.composition {
      let end = caret + composition.text.count
      if lines.line(of: end, upstream: true) == lines.line(of: caret) {
        let a = editor.x(at: caret, line: line, in: shown, lines: lines)
        let b = editor.x(at: end, line: line, in: shown, lines: lines)
        list.append(
          .fill(
            CGRect(x: min(a, b), y: top + lineHeight - 1, width: abs(b - a), height: 1),
            cornerRadius: 0, color: TextContent.defaultColor.resolved(in: env).opacity(opacity)))
      }
    }
    guard editor.selection.isEmpty else { return }
    let at =
      caret + min(max(editor.composition?.cursor ?? 0, 0), editor.composition?.text.count ?? 0)
    let x = editor.x(at: at, line: line, in: shown, lines: lines)
    let w = TextFieldKind.caretWidth
    list.append(
      .fill(
        CGRect(x: x - w / 2, y: top, width: w, height: lineHeight), cornerRadius: 0,
        color: Color.tint.resolved(in: env).opacity(opacity)))
  }

  /// The placeholder, wrapped as the text would be, in the placeholder grey.
  @MainActor
  private func drawPlaceholder(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let env = node.environment
    let chars = Array(placeholder)
    let spec = font(node, for: placeholder).spec
    let text = node.graph.text
    let box = editor.box
    let lines = TextLines(chars, width: max(box.width - TextFieldKind.caretWidth, 0)) {
      $0.isEmpty ? 0 : text.size(of: $0, font: spec).width
    }
    let rtl = FieldEditor.firstStrongIsRightToLeft(placeholder) ?? editor.defaultRightToLeft
    let color = TextFieldKind.placeholderColor.resolved(in: env).opacity(opacity)
    for (l, r) in lines.ranges.enumerated() where !r.isEmpty {
      list.append(
        .text(
          String(chars[r]), font: spec,
          position: CGPoint(x: rtl ? box.maxX : box.minX, y: editor.lineTop(l)),
          anchor: rtl ? .topTrailing : .topLeading, color: color))
    }
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.text = String(editor.shown)
  }
}
