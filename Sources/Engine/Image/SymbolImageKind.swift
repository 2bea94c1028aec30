import Foundation

/// An `Image(systemName:)` node: its glyph's measured box at the symbol's size, or a
/// square of that size for an unknown name.
///
/// A resizable symbol takes the size it is offered (its glyph box where a dimension is
/// unspecified) and its glyph is set at the largest size whose box fits that frame, centred:
/// a glyph keeps its proportions, so `.resizable()` on a symbol draws as
/// `.resizable().scaledToFit()` would.
struct SymbolImageKind: NodeKind {
  let name: String
  /// The symbol font's character, nil for a name the table lacks.
  let glyph: Unicode.Scalar?
  /// Set by `resizable()`.
  var resizable = false
  /// The tint: the foreground colour, resolved in the environment it was built in (it
  /// animates: Animation/Kinds+Animatable.swift).
  var color: Color

  var drawsContent: Bool { true }

  /// The font a symbol is set in: the environment's font (body by default) at its size
  /// times the image scale's factor, bold from semibold up like text.
  static func font(in environment: EnvironmentValues) -> FontSpec {
    var font = environment.font ?? TextContent.defaultFont
    if let weight = environment.fontWeight { font.weight = weight }
    let text = font.spec(for: "", dynamicTypeSize: environment.dynamicTypeSize)
    return FontSpec(.symbol, size: text.size * environment.imageScale.factor, bold: text.bold)
  }

  /// The glyph's box (a square one em on a side for an unknown name).
  private func glyphSize(_ node: ViewNode, _ font: FontSpec) -> CGSize {
    guard let glyph else { return CGSize(width: font.size, height: font.size) }
    return node.graph.text.size(of: String(Character(glyph)), font: font)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let natural = glyphSize(node, Self.font(in: node.environment))
    return resizable ? ResourceImageKind.resizedSize(natural, for: proposal) : natural
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0, frame.height > 0 else { return }
    let env = node.environment
    var font = Self.font(in: env)
    if resizable {
      let natural = glyphSize(node, font)
      if natural.width > 0, natural.height > 0 {
        font.size *= min(frame.width / natural.width, frame.height / natural.height)
      }
    }
    let color = color.opacity(opacity)
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    guard let glyph else {
      Self.drawPlaceholder(in: frame, bold: font.bold, color: color, into: &list)
      return
    }
    list.append(
      .text(String(Character(glyph)), font: font, position: centre, anchor: .center, color: color))
  }

  /// The placeholder of an image that cannot be drawn: a square's outline, a twelfth of
  /// it thick, with a "?" in it, centred in `frame`.
  static func drawPlaceholder(
    in frame: CGRect, bold: Bool, color: Color, into list: inout DisplayList
  ) {
    let side = min(frame.width, frame.height)
    guard side > 0 else { return }
    let square = CGRect(
      x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    list.append(.stroke(square, width: max(side / 12, 1), color: color))
    let mark = FontSpec(.label, size: side * 0.7, bold: bold)
    list.append(
      .text(
        "?", font: mark, position: CGPoint(x: frame.midX, y: frame.midY), anchor: .center,
        color: color))
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.text = name
  }
}
