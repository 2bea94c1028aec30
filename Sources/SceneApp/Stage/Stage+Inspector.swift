import Engine
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
      "carousel: page \(pageCounter), offset \(Self.f1(c.offset)), "
        + "velocity \(Self.f1(c.currentVelocity)) pt/s")
    // The running animation, and the configured one only when it is a different one.
    let configured = c.configuration.animation.summary
    let animation: String
    if let running = c.currentAnimation?.summary {
      animation = running == configured ? running : "\(running) (autoplay: \(configured))"
    } else {
      animation = "idle (autoplay: \(configured))"
    }
    lines.append("animation: \(animation), \(next)")
    if let frameTime { lines.append("frame: \(Self.f1(frameTime)) ms") }
    return lines
  }

  /// Outlines first (so the panels are drawn over them, never under), then the lines where
  /// they cover nothing they measure: in the gap below the dots, then the gap above the rows.
  /// The measurements come first; help lines that find no room are left out. Only in a
  /// window too short for the measurements themselves do the rest go in a more translucent
  /// panel over the rows' lower part. Lines too long for the panel wrap at their commas.
  func appendInspector(_ layout: StageLayout, overlays: Overlays, to list: inout DisplayList) {
    for row in layout.rows {
      list.append(.stroke(row.frame, width: 1, color: Self.outline))
      for t in row.tiles {
        list.append(.stroke(t.frame, width: 1, color: Self.outline.opacity(0.5)))
      }
    }
    list.append(.stroke(layout.carousel.frame, width: 1, color: Self.outline))
    let width = max(layout.size.width - 16, 0)
    var measurements = Self.wrapped(
      inspectorLines(for: layout, frameTime: overlays.frameTime), width: width)
    var help = Self.wrapped(overlays.help, width: width)
    let contentBottom = (layout.carousel.dotsFrame ?? layout.carousel.frame).maxY
    let contentTop =
      layout.rows.first { $0.frame.height > 0 }?.frame.minY
      ?? layout.carousel.frame.minY
    func capacity(_ gap: CGFloat) -> Int { max(Int((gap - 16 - 12) / Self.overlayLine), 0) }
    let gaps: [(capacity: Int, place: (Int) -> CGPoint)] = [
      (
        capacity(layout.size.height - contentBottom),
        { n in CGPoint(x: 8, y: layout.size.height - CGFloat(n) * Self.overlayLine - 20) }
      ),
      (capacity(contentTop), { _ in CGPoint(x: 8, y: 8) }),
    ]
    for gap in gaps where gap.capacity > 0 {
      var lines = Array(measurements.prefix(gap.capacity))
      measurements.removeFirst(lines.count)
      let room = gap.capacity - lines.count
      lines += help.prefix(room)
      help.removeFirst(min(room, help.count))
      if !lines.isEmpty {
        appendPanel(
          lines, at: gap.place(lines.count), width: width, fill: Self.panelFill, to: &list)
      }
    }
    if !measurements.isEmpty {
      let height = CGFloat(measurements.count) * Self.overlayLine + 12
      let origin = CGPoint(x: 8, y: max(layout.carousel.frame.minY - height - 8, 8))
      appendPanel(
        measurements, at: origin, width: width, fill: Self.panelFill.opacity(0.6), to: &list)
    }
  }

  /// Average advance of the inspector's face (DejaVu Sans at 13 pt is about 7.3 pt a
  /// character; hand-tuned with margin so lines never run past the panel).
  static let overlayAdvance: CGFloat = 7.6

  /// `lines` broken at ", " (then anywhere) so each fits `width` less the panel's margins.
  static func wrapped(_ lines: [String], width: CGFloat) -> [String] {
    let limit = max(Int((width - 16) / overlayAdvance), 8)
    var out: [String] = []
    for line in lines {
      var current = ""
      for (i, part) in line.components(separatedBy: ", ").enumerated() {
        let piece = i == 0 ? part : ", " + part
        if current.count + piece.count > limit && !current.isEmpty {
          out.append(current + (piece.hasPrefix(",") ? "," : ""))
          current = "  " + (piece.hasPrefix(", ") ? String(piece.dropFirst(2)) : piece)
        } else {
          current += piece
        }
        while current.count > limit {
          out.append(String(current.prefix(limit)))
          current = "  " + current.dropFirst(limit)
        }
      }
      out.append(current)
    }
    return out
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
