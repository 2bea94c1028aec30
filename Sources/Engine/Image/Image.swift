import Foundation

/// A view that displays an image (SwiftUI's `Image`); here the system symbols alone,
/// `Image(systemName:)`.
///
/// A symbol is one glyph of the host's symbol font (`FontRole.symbol`), found through the
/// name table (SymbolNames.swift), drawn like a one-character `Text`: at the current font's
/// size times the `imageScale` factor, in the foreground colour. A name the table lacks
/// draws an outlined square with a "?" the same size and is reported once (`SymbolLog`).
public struct Image: View, PrimitiveView, Equatable {
  /// The SF Symbols name asked for.
  let systemName: String

  /// A system symbol image, by its SF Symbols name ("globe", "star.fill").
  public init(systemName: String) {
    self.systemName = systemName
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let glyph = SymbolNames.glyph(for: systemName)
    if glyph == nil { SymbolLog.reportUnknown(systemName) }
    node.kind = SymbolImageKind(name: systemName, glyph: glyph)
    node.reconcile(context) { _ in }
  }
}

/// An `Image(systemName:)` node: its glyph's measured box at the symbol's size, or a
/// square of that size for an unknown name.
struct SymbolImageKind: NodeKind {
  let name: String
  /// The symbol font's character, nil for a name the table lacks.
  let glyph: Unicode.Scalar?

  var drawsContent: Bool { true }

  /// The font a symbol is set in: the environment's font (body by default) at its size
  /// times the image scale's factor, bold from semibold up like text.
  static func font(in environment: EnvironmentValues) -> FontSpec {
    var font = environment.font ?? TextContent.defaultFont
    if let weight = environment.fontWeight { font.weight = weight }
    let text = font.spec(for: "")
    return FontSpec(.symbol, size: text.size * environment.imageScale.factor, bold: text.bold)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let font = Self.font(in: node.environment)
    guard let glyph else { return CGSize(width: font.size, height: font.size) }
    return node.graph.text.size(of: String(Character(glyph)), font: font)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0, frame.height > 0 else { return }
    let env = node.environment
    let font = Self.font(in: env)
    let color = (env.foregroundColor ?? TextContent.defaultColor).resolved(in: env)
      .opacity(opacity)
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    guard let glyph else {
      // The placeholder: the square's outline, a twelfth of it thick, and a "?" in it.
      let side = min(frame.width, frame.height)
      let square = CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)
      list.append(.stroke(square, width: max(side / 12, 1), color: color))
      let mark = FontSpec(.label, size: side * 0.7, bold: font.bold)
      list.append(.text("?", font: mark, position: centre, anchor: .center, color: color))
      return
    }
    list.append(
      .text(String(Character(glyph)), font: font, position: centre, anchor: .center, color: color))
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.text = name
  }
}
