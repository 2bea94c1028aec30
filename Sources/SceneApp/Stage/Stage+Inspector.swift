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
  /// panel over the rows' lower part. Lines too wide for the panel, as `measure` finds them,
  /// wrap at their commas.
  func inspectorOverlay(
    _ layout: StageLayout, overlays: Overlays, measure: (String) -> CGFloat
  ) -> SceneOverlay {
    var overlay = SceneOverlay()
    for row in layout.rows {
      overlay.outlines.append(.init(frame: row.frame, color: Self.outline))
      for t in row.tiles {
        overlay.outlines.append(.init(frame: t.frame, color: Self.outline.opacity(0.5)))
      }
    }
    overlay.outlines.append(.init(frame: layout.carousel.frame, color: Self.outline))
    let width = max(layout.size.width - 16, 0)
    var measurements = Self.wrapped(
      inspectorLines(for: layout, frameTime: overlays.frameTime), width: width, measure: measure)
    var help = Self.wrapped(overlays.help, width: width, measure: measure)
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
        overlay.panels.append(
          Self.panel(lines, at: gap.place(lines.count), width: width, fill: Self.panelFill))
      }
    }
    if !measurements.isEmpty {
      let height = CGFloat(measurements.count) * Self.overlayLine + 12
      let origin = CGPoint(x: 8, y: max(layout.carousel.frame.minY - height - 8, 8))
      overlay.panels.append(
        Self.panel(measurements, at: origin, width: width, fill: Self.panelFill.opacity(0.6)))
    }
    return overlay
  }

  /// `lines` broken at ", " (then between characters) so that each, as `measure` finds it,
  /// fits `width` less the panel's margins; a continued line is indented.
  static func wrapped(
    _ lines: [String], width: CGFloat, measure: (String) -> CGFloat
  ) -> [String] {
    let limit = max(width - 16, 0)
    func fits(_ s: String) -> Bool { measure(s) <= limit }
    /// The longest prefix of `s` that fits (at least one character).
    func fittingPrefix(_ s: String) -> Int {
      var n = s.count
      while n > 1 && !fits(String(s.prefix(n))) { n -= 1 }
      return n
    }
    var out: [String] = []
    /// Appends `s` in lines that fit: split at the last gap of two or more spaces (between
    /// the help's controls) that fits, else between characters.
    func emit(_ s: String) {
      var rest = s
      while !fits(rest) && rest.count > 3 {
        var n = fittingPrefix(rest)
        guard n < rest.count else { break }
        let head = Array(rest.prefix(n))
        if let gap = (3..<max(n, 3)).last(where: { head[$0] == " " && head[$0 - 1] == " " }) {
          var start = gap - 1
          while start > 0 && head[start - 1] == " " { start -= 1 }
          if start > 2 {
            out.append(String(head[..<start]))
            rest = "  " + String(rest.dropFirst(gap + 1))
            continue
          }
        }
        n = max(n, 1)
        out.append(String(head))
        rest = "  " + rest.dropFirst(n)
      }
      out.append(rest)
    }
    for line in lines {
      var current = ""
      for (i, part) in line.components(separatedBy: ", ").enumerated() {
        let piece = i == 0 ? part : ", " + part
        if !current.isEmpty && current != "  " && !fits(current + piece) {
          emit(current + (piece.hasPrefix(",") ? "," : ""))
          current = "  " + (piece.hasPrefix(", ") ? String(piece.dropFirst(2)) : piece)
        } else {
          current += piece
        }
      }
      emit(current)
    }
    return out
  }

  /// The error banner: the message on a red panel along the window's bottom.
  func errorPanel(_ message: String, size: CGSize) -> SceneOverlay.Panel {
    let height = Self.overlayLine + 12
    return Self.panel(
      [message], at: CGPoint(x: 8, y: size.height - height - 8), width: size.width - 16,
      fill: Self.errorFill)
  }

  /// A panel at `origin`, as tall as its lines and margins.
  static func panel(
    _ lines: [String], at origin: CGPoint, width: CGFloat, fill: Color
  ) -> SceneOverlay.Panel {
    let height = CGFloat(lines.count) * overlayLine + 12
    return SceneOverlay.Panel(
      frame: CGRect(x: origin.x, y: origin.y, width: max(width, 0), height: height),
      lines: lines, fill: fill)
  }

  static func f1(_ v: Double) -> String {
    guard v.isFinite else { return "–" }
    let r = (v * 10).rounded() / 10
    return String(format: "%.1f", r)
  }

  static func f1(_ v: CGFloat) -> String { f1(Double(v)) }
}
