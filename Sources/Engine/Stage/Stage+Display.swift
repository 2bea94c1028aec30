import Foundation

/// What the host adds to a frame beyond the scene: overlays it owns the facts for.
public struct Overlays: Sendable, Equatable {
  /// Show the inspector (H): layout numbers and bounds outlines.
  public var inspector = false
  /// Milliseconds the last frame took, for the inspector.
  public var frameTime: Double?
  /// A scene error to keep on screen until the file is fixed.
  public var error: String?
  /// Help lines (controls), shown with the inspector.
  public var help: [String] = []

  public init(
    inspector: Bool = false, frameTime: Double? = nil, error: String? = nil, help: [String] = []
  ) {
    self.inspector = inspector
    self.frameTime = frameTime
    self.error = error
    self.help = help
  }
}

extension Stage {
  /// Point size of page labels: SwiftUI's body text.
  static let labelSize: CGFloat = 17
  static let overlayTextSize: CGFloat = 13
  static let ink = Color(red8: 0, green8: 0, blue8: 0)
  static let dotOn = Color(red8: 0x3a, green8: 0x3a, blue8: 0x3c)
  static let dotOff = Color(red8: 0xc7, green8: 0xc7, blue8: 0xcc)
  static let badgeFill = Color(red8: 0xe5, green8: 0xe5, blue8: 0xea)
  static let outline = Color(red8: 0x00, green8: 0x7a, blue8: 0xff, alpha8: 200)

  /// The frame's drawing, back to front.
  public func displayList(for layout: StageLayout, overlays: Overlays = Overlays()) -> DisplayList {
    var list = DisplayList()
    let window = CGRect(origin: .zero, size: layout.size)
    list.append(.fill(window, cornerRadius: 0, color: scene.background))
    list.append(.pushClip(window))
    for (r, row) in layout.rows.enumerated() {
      appendRow(row, style: scene.rows[r], to: &list)
    }
    appendCarousel(layout.carousel, to: &list)
    if overlays.inspector { appendInspector(layout, overlays: overlays, to: &list) }
    if let error = overlays.error { appendError(error, size: layout.size, to: &list) }
    list.append(.popClip)
    return list
  }

  /// Draws a row's tiles back to front, leaving out each tile that lands on the same device
  /// pixels as the tile drawn right over it (same snapped frame): it could show at most
  /// through the upper glyph's transparent parts, by less than a pixel of travel. So a row
  /// draws at most one tile per pixel column however many it holds; 100 000 tiles with
  /// `minimumSliver` 0 took 20 s a frame. See `maximumDrawnTiles(rowWidth:)`.
  func appendRow(_ row: RowLayout, style: RowStyle, to list: inout DisplayList) {
    let scale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
    func snapped(_ r: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
      (
        (r.minX * scale).rounded(), (r.minY * scale).rounded(), (r.width * scale).rounded(),
        (r.height * scale).rounded()
      )
    }
    let order = row.drawOrder
    for (k, i) in order.enumerated() {
      let tile = row.tiles[i]
      if k + 1 < order.count, !tile.isBadge, !row.tiles[order[k + 1]].isBadge,
        snapped(row.tiles[order[k + 1]].frame) == snapped(tile.frame)
      {
        continue
      }
      let center = CGPoint(x: tile.frame.midX, y: tile.frame.midY)
      if tile.isBadge {
        let radius = style.tile?.cornerRadius ?? min(tile.frame.width, tile.frame.height) / 4
        list.append(.fill(tile.frame, cornerRadius: radius, color: Self.badgeFill))
        list.append(
          .text(
            tile.glyph, font: tile.font, position: center,
            anchor: .center,
            color: Self.ink))
        continue
      }
      if let t = style.tile {
        list.append(.fill(tile.frame, cornerRadius: t.cornerRadius, color: t.color))
      }
      list.append(
        .text(
          tile.glyph, font: tile.font, position: center,
          anchor: .center,
          color: Self.ink))
    }
  }

  /// The most tiles `appendRow` draws for a row `rowWidth` points wide: one per device pixel
  /// column the tiles can start in, plus the last tile and a "+N" badge.
  public func maximumDrawnTiles(rowWidth: CGFloat) -> Int {
    let scale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
    return Int((rowWidth * scale).rounded(.up)) + 3
  }

  func appendCarousel(_ c: CarouselLayout, to list: inout DisplayList) {
    list.append(.pushClip(c.frame))
    for p in c.visiblePages {
      list.append(.fill(p.frame, cornerRadius: scene.carousel.cornerRadius, color: p.style.color))
      guard let label = p.label else {
        list.append(
          .text(
            p.style.label, font: FontSpec(.label, size: Self.labelSize),
            position: CGPoint(x: p.frame.midX, y: p.frame.midY), anchor: .center, color: Self.ink))
        continue
      }
      // Lines centred in the page; one line sits exactly where an unwrapped label did.
      let top = p.frame.midY - label.lineHeight * CGFloat(label.lines.count) / 2
      for (i, line) in label.lines.enumerated() where !line.isEmpty {
        let y = top + label.lineHeight * (CGFloat(i) + 0.5)
        list.append(
          .text(
            line, font: label.font, position: CGPoint(x: p.frame.midX, y: y), anchor: .center,
            color: Self.ink))
      }
    }
    list.append(.popClip)
    guard let dots = c.dotsFrame else { return }
    let n = carousel.pageCount
    let pitch = Self.dotSize + Self.dotGap
    let width = CGFloat(n) * pitch - Self.dotGap
    if width <= dots.width - 2 * carousel.geometry.inset {
      var x = dots.midX - width / 2
      for i in 0..<n {
        let rect = CGRect(x: x, y: dots.minY, width: Self.dotSize, height: Self.dotSize)
        list.append(
          .fill(rect, cornerRadius: Self.dotSize / 2, color: i == c.page ? Self.dotOn : Self.dotOff)
        )
        x += pitch
      }
    } else {
      // Too many pages for dots (UIPageControl would shrink them to nothing): a counter, in
      // the pages' own numbering (their labels count from 0).
      list.append(
        .text(
          pageCounter, font: FontSpec(.label, size: Self.overlayTextSize),
          position: CGPoint(x: dots.midX, y: dots.midY), anchor: .center, color: Self.dotOn))
    }
  }

  /// The page's name as its label shows it.
  func pageName(_ index: Int) -> String {
    let pages = scene.carousel.pages
    return pages.indices.contains(index) ? pages[index].label : String(index)
  }

  /// "page of last": the current page's label and the last page's, one numbering with the
  /// labels (which count from 0).
  var pageCounter: String {
    "\(pageName(carousel.page)) of \(pageName(carousel.pageCount - 1))"
  }
}
