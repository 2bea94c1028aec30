import Foundation

extension Stage {
  static let panelFill = Color(red8: 0, green8: 0, blue8: 0, alpha8: 190)
  static let panelInk = Color(red8: 255, green8: 255, blue8: 255)
  static let errorFill = Color(red8: 0xc6, green8: 0x28, blue8: 0x28, alpha8: 235)
  static let overlayLine: CGFloat = 17

  /// The inspector's lines: per row its available and ideal width, overlap and step; the
  /// carousel's page, offset, velocity, animation and time to the next advance; frame time.
  public func inspectorLines(for layout: StageLayout, frameTime: Double?) -> [String] {
    var lines: [String] = []
    for (i, row) in layout.rows.enumerated() {
      let state = row.step.map { "overlapping, step \(Self.f1($0))" } ?? "fits"
      let collapsed = row.hidden > 0 ? ", +\(row.hidden) collapsed" : ""
      lines.append(
        "row \(i): \(row.tiles.count) tiles, width \(Self.f1(row.frame.width)) / ideal "
          + "\(Self.f1(row.idealWidth)), \(state)"
          + collapsed)
    }
    let c = carousel
    let next = c.timeToNextAdvance.map { "next advance in \(Self.f1($0))s" } ?? "autoplay paused"
    lines.append(
      "carousel: page \(c.page + 1)/\(c.pageCount), offset \(Self.f1(c.offset)), "
        + "velocity \(Self.f1(c.velocity)) pt/s")
    lines.append(
      "animation: \(c.currentAnimation?.summary ?? "idle") (\(c.configuration.animation.summary)), \(next)"
    )
    if let frameTime { lines.append("frame: \(Self.f1(frameTime)) ms") }
    return lines
  }

  func appendInspector(_ layout: StageLayout, overlays: Overlays, to list: inout DisplayList) {
    for row in layout.rows {
      list.append(.stroke(row.frame, width: 1, color: Self.outline))
      for t in row.tiles {
        list.append(.stroke(t.frame, width: 1, color: Self.outline.opacity(0.5)))
      }
    }
    list.append(.stroke(layout.carousel.frame, width: 1, color: Self.outline))
    let lines = inspectorLines(for: layout, frameTime: overlays.frameTime) + overlays.help
    appendPanel(
      lines, at: CGPoint(x: 8, y: 8), width: layout.size.width - 16, fill: Self.panelFill,
      to: &list)
  }

  func appendError(_ message: String, size: CGSize, to list: inout DisplayList) {
    let height = Self.overlayLine + 12
    appendPanel(
      [message], at: CGPoint(x: 8, y: size.height - height - 8), width: size.width - 16,
      fill: Self.errorFill, to: &list)
  }

  /// Left-aligned lines on a translucent panel, clipped to it.
  func appendPanel(
    _ lines: [String], at origin: CGPoint, width: CGFloat, fill: Color, to list: inout DisplayList
  ) {
    let height = CGFloat(lines.count) * Self.overlayLine + 12
    let panel = CGRect(x: origin.x, y: origin.y, width: max(width, 0), height: height)
    list.append(.fill(panel, cornerRadius: 6, color: fill))
    list.append(.pushClip(panel))
    for (i, line) in lines.enumerated() {
      let y = origin.y + 6 + (CGFloat(i) + 0.5) * Self.overlayLine
      list.append(
        .text(
          line, font: FontSpec(.label, size: Self.overlayTextSize),
          position: CGPoint(x: origin.x + 8, y: y), anchor: .leading, color: Self.panelInk))
    }
    list.append(.popClip)
  }

  static func f1(_ v: Double) -> String {
    guard v.isFinite else { return "–" }
    let r = (v * 10).rounded() / 10
    return String(format: "%.1f", r)
  }

  static func f1(_ v: CGFloat) -> String { f1(Double(v)) }
}
