import Foundation

/// The root `<svg>` element of an SVG document: where its start tag lies in the text and
/// the attributes that give its size, and the document made to draw at another size.
///
/// SDL_image (nanosvg) rasterises an SVG at its own `width` × `height`; to draw it sharp at
/// another size the host rewrites those two attributes and keeps (or adds) the `viewBox`
/// that maps the drawing onto them (SVG 1.1, 7.7).
struct SVGRoot {
  /// The start tag's range in the text, without its closing `>`.
  let tag: Range<String.Index>
  let attributes: [String: String]
  let text: String

  init?(_ text: String) {
    guard let open = text.range(of: "<svg"),
      let close = text[open.upperBound...].firstIndex(of: ">")
    else { return nil }
    // "<svg" must begin the element's name (not "<svgfoo").
    guard let next = text[open.upperBound...].first, next.isWhitespace || next == ">" || next == "/"
    else { return nil }
    self.text = text
    tag = open.lowerBound..<close
    var found: [String: String] = [:]
    let body = text[open.upperBound..<close]
    // name="value" or name='value' pairs.
    var rest = body[...]
    while let eq = rest.firstIndex(of: "=") {
      let name = rest[..<eq].split(whereSeparator: { $0.isWhitespace }).last.map(String.init)
      var after = rest[rest.index(after: eq)...].drop(while: { $0.isWhitespace })
      guard let quote = after.first, quote == "\"" || quote == "'" else { break }
      after = after.dropFirst()
      guard let end = after.firstIndex(of: quote) else { break }
      if let name { found[name] = String(after[..<end]) }
      rest = after[after.index(after: end)...]
    }
    attributes = found
  }

  /// A length attribute in pixels (96 an inch); nil for a percentage or an unknown unit.
  static func pixels(_ value: String?) -> CGFloat? {
    guard let value else { return nil }
    let v = value.trimmingCharacters(in: .whitespaces)
    let units: [(String, CGFloat)] = [
      ("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
    ]
    for (unit, factor) in units where v.hasSuffix(unit) {
      return Double(v.dropLast(unit.count)).map { CGFloat($0) * factor }
    }
    return Double(v).map { CGFloat($0) }
  }

  /// The viewBox's four numbers.
  var viewBox: [CGFloat]? {
    guard let box = attributes["viewBox"] else { return nil }
    let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline })
      .compactMap { Double($0).map { CGFloat($0) } }
    return numbers.count == 4 ? numbers : nil
  }

  /// The drawing's own size in pixels: `width` and `height`, a missing one from the
  /// viewBox's ratio; nil when neither says, or the size is not positive and finite.
  var size: CGSize? {
    let w = Self.pixels(attributes["width"])
    let h = Self.pixels(attributes["height"])
    let box = viewBox
    var size: CGSize?
    switch (w, h, box) {
    case (let w?, let h?, _): size = CGSize(width: w, height: h)
    case (let w?, nil, let b?) where b[2] > 0: size = CGSize(width: w, height: w * b[3] / b[2])
    case (nil, let h?, let b?) where b[3] > 0: size = CGSize(width: h * b[2] / b[3], height: h)
    case (nil, nil, let b?): size = CGSize(width: b[2], height: b[3])
    default: size = nil
    }
    guard let s = size, s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
      return nil
    }
    return s
  }

  /// The document drawn at `width` × `height` pixels: the root's `width` and `height`
  /// replaced, with a viewBox of its own size when it had none.
  func resized(width: Int, height: Int) -> String? {
    guard let own = size else { return nil }
    var tagText = String(text[tag])
    for name in ["width", "height"] {
      // Drops the attribute (either quote), then the new values are added at the end.
      if let r = tagText.range(
        of: "\\s\(name)\\s*=\\s*(\"[^\"]*\"|'[^']*')", options: .regularExpression)
      {
        tagText.replaceSubrange(r, with: "")
      }
    }
    let box = viewBox == nil ? " viewBox=\"0 0 \(own.width) \(own.height)\"" : ""
    var end = tagText
    let selfClosing = end.hasSuffix("/")
    if selfClosing { end.removeLast() }
    end += " width=\"\(width)\" height=\"\(height)\"" + box + (selfClosing ? "/" : "")
    return text.replacingCharacters(in: tag, with: end)
  }
}
