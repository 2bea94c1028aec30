import Engine
import Foundation

/// The program's state between SDL and Engine: the stage, overlays and trace, shared by the
/// window and the headless runner so both behave identically.
@MainActor
final class PreviewApp {
  var stage: Stage
  let fonts: FontLibrary
  let trace: Trace
  var overlays = Overlays()
  /// Rows are laid out again only when something they depend on changed.
  private var rows: [RowLayout]?
  /// The last rows laid out, kept across invalidation for the collapse's hysteresis.
  private var lastRows: [RowLayout]?
  private(set) var lastLayout: StageLayout?
  /// Set whenever what is on screen may have changed.
  var needsRedraw = true
  var now: Double = 0

  /// Whether the command line decided autoplay (`--no-autoplay`, `--reduced-motion`), so a
  /// reloaded scene keeps the current setting instead of its own.
  let autoplayOverridden: Bool

  /// Points per wheel notch: hand-tuned so one notch moves a tenth of a 900 pt page.
  static let wheelStep = 40.0

  static let help = [
    "drag / wheel / ← →  pages   Home End  first, last   Space  autoplay on/off",
    "A  alignment   Z  z-order   + −  tiles in last row   H  inspector   S  screenshot",
    "F11  fullscreen   Q Esc  quit",
  ]

  init(scene: SceneDocument, size: CGSize, options: Options, fonts: FontLibrary, trace: Trace) {
    self.fonts = fonts
    self.trace = trace
    autoplayOverridden = options.noAutoplay || options.reducedMotion
    stage = Stage(
      scene: scene, size: size, now: 0, autoplay: options.noAutoplay ? false : nil,
      reducedMotion: options.reducedMotion)
  }

  func invalidateRows() {
    rows = nil
    needsRedraw = true
  }

  func currentRows() -> [RowLayout] {
    if let rows { return rows }
    let r = stage.layoutRows(measuring: fonts, previous: lastRows)
    rows = r
    lastRows = r
    return r
  }

  func layout() -> StageLayout {
    let rows = currentRows()
    let l = StageLayout(
      size: stage.size, rows: rows, carousel: stage.layoutCarousel(rows: rows, measuring: fonts))
    lastLayout = l
    return l
  }

  func displayList(frameTime: Double? = nil) -> DisplayList {
    let l = layout()
    var o = overlays
    o.frameTime = frameTime
    if o.inspector { o.help = Self.help }
    return stage.displayList(for: l, overlays: o)
  }

  /// Advances time and forwards what the carousel did to the trace.
  func update(now: Double) {
    self.now = max(now, self.now)
    stage.carousel.update(now: self.now)
    flushEvents()
    if stage.carousel.hasRunningAnimation { needsRedraw = true }
  }

  func flushEvents() {
    let events = stage.carousel.drainEvents()
    if !events.isEmpty { needsRedraw = true }
    for e in events { trace.emit(e) }
  }

  func emitReady(renderer: String? = nil, startup: Double? = nil) {
    var r = trace.sized("ready", t: now, size: stage.size)
    r.renderer = renderer
    r.startup = startup
    trace.emit(r)
  }

  func emitResize() {
    var r = trace.sized("resize", t: now, size: stage.size)
    r.rows = Trace.rows(currentRows())
    trace.emit(r)
  }

  /// Applies one input at time `t`.
  func handle(_ action: InputAction, at t: Double) {
    now = max(t, now)
    // Time first, so what the carousel did before this input is traced before it.
    update(now: now)
    let c = currentRows()
    let carouselFrame = stage.carouselFrame(rows: c)
    switch action {
    case .pointerDown(let p):
      if carouselFrame.contains(p) { stage.carousel.pointerDown(x: Double(p.x), now: now) }
    case .pointerMove(let p):
      if stage.carousel.isPointerDown {
        stage.carousel.pointerMoved(x: Double(p.x), now: now)
        needsRedraw = true
      } else {
        hover(p, rows: c)
      }
    case .pointerUp(let p):
      stage.carousel.pointerUp(x: Double(p.x), now: now)
    case .resize(let s):
      let size = CGSize(width: max(s.width, 0), height: max(s.height, 0))
      guard size != stage.size else { break }
      stage.resize(to: size, now: now)
      invalidateRows()
      emitResize()
    case .wheel(let dx, let dy, let shift):
      // Shift turns the vertical wheel horizontal: wheel down (dy < 0) goes to later pages.
      let notches = shift && dx == 0 ? -dy : dx
      if Carousel.isNotch(dx: dx, dy: dy) {
        if notches != 0 { stage.carousel.wheelNotch(forward: notches > 0, now: now) }
      } else {
        stage.carousel.wheel(deltaX: notches * Self.wheelStep, now: now)
      }
    case .key(let command):
      key(command)
    case .visible(let v):
      stage.carousel.setVisible(v, now: now)
    }
    flushEvents()
  }

  func key(_ command: InputAction.Command) {
    switch command {
    case .previous: stage.carousel.key(.previous, now: now)
    case .next: stage.carousel.key(.next, now: now)
    case .first: stage.carousel.key(.first, now: now)
    case .last: stage.carousel.key(.last, now: now)
    case .toggleAutoplay:
      stage.carousel.setAutoplayEnabled(!stage.carousel.autoplayEnabled, now: now)
    case .cycleAlignment:
      stage.updateRows { row in
        row.alignment =
          row.alignment == .leading ? .center : row.alignment == .center ? .trailing : .leading
      }
      invalidateRows()
    case .cycleZOrder:
      stage.updateRows { $0.zOrder = $0.zOrder == .lastOnTop ? .firstOnTop : .lastOnTop }
      invalidateRows()
    case .addTile, .removeTile:
      let last = stage.scene.rows.count - 1
      stage.updateRow(last) { row in
        if command == .addTile {
          let glyphs = SceneDocument.sportsGlyphs
          row.items.append(glyphs[row.items.count % glyphs.count])
        } else if !row.items.isEmpty {
          row.items.removeLast()
        }
      }
      invalidateRows()
    case .toggleInspector:
      overlays.inspector.toggle()
    }
    needsRedraw = true
  }

  /// Raises the tile under the pointer (topmost first).
  func hover(_ p: CGPoint, rows: [RowLayout]) {
    var hit: (row: Int, tile: Int)?
    for (r, row) in rows.enumerated() where row.frame.insetBy(dx: -1, dy: -1).contains(p) {
      for i in row.drawOrder.reversed() where row.tiles[i].frame.contains(p) {
        hit = (r, i)
        break
      }
    }
    if stage.setHovered(hit) { invalidateRows() }
  }
}

extension PreviewApp: HostedContent {
  var windowTitle: String { "OverlapCarousel" }
  var size: CGSize { stage.size }
  var isAnimating: Bool { stage.carousel.hasRunningAnimation }
  var isTrackingPointer: Bool { stage.carousel.isPointerDown }
  var wantsFrameTime: Bool { overlays.inspector }

  /// The carousel's next deadline, and while the inspector is open a few times a second so
  /// its countdown keeps moving (only then).
  func nextWake(now: Double) -> Double? {
    let carousel = stage.carousel.nextDeadline
    guard overlays.inspector else { return carousel }
    return min(carousel ?? .infinity, now + 0.25)
  }

  func setPixelScale(_ scale: CGFloat) {
    stage.pixelScale = scale
    invalidateRows()
  }

  func dumpText() throws -> String {
    try stage.dump(layout()).jsonText()
  }

  func pointerLeft() {
    if stage.setHovered(nil) { invalidateRows() }
  }
}
