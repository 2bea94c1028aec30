import Foundation

/// `preview`'s scene in a window, as one object: takes `InputEvent`s and the time, gives
/// back the frame's display list, what happened (for the trace) and whether anything
/// changed. It owns everything the app decides: hit testing, hover, wheel stepping, key
/// commands, autoplay, scene edits (the +/− keys, a reloaded file) and the row cache.
///
/// The window and the headless runner drive it through `InputHost`; the soak, the fuzzers
/// and the tests drive the same object, so there is one input path.
nonisolated public final class StageHost: InputHost {
  public private(set) var stage: Stage
  public let text: any TextMeasuring
  public private(set) var overlays = Overlays()
  public private(set) var now: Double = 0
  public private(set) var needsFrame = true
  /// Whether the command line decided autoplay (`--no-autoplay`, `--reduced-motion`), so a
  /// reloaded scene keeps the current setting instead of its own.
  public let autoplayOverridden: Bool
  /// Rows are laid out again only when something they depend on changed (size, scene,
  /// hovered tile, pixel scale).
  private var rows: [RowLayout]?
  /// The last rows laid out, kept across invalidation for the collapse's hysteresis.
  private var lastRows: [RowLayout]?
  private var events: [ViewEvent] = []
  /// How many times the rows were laid out (the cache keeps it to one per change).
  public private(set) var rowLayouts = 0

  /// The controls, shown with the inspector.
  public static let help = [
    "drag / wheel / ← →  pages   Home End  first, last   Space  autoplay on/off",
    "A  alignment   Z  z-order   + −  tiles in last row   H  inspector   S  screenshot",
    "F11  fullscreen   Q Esc  quit",
  ]

  /// - Parameters:
  ///   - autoplay: Overrides the scene's autoplay (`--no-autoplay` passes false); nil keeps it.
  ///   - reducedMotion: Changes jump instead of animating, and autoplay is off.
  public init(
    scene: SceneDocument, size: CGSize, text: any TextMeasuring, autoplay: Bool? = nil,
    reducedMotion: Bool = false
  ) {
    self.text = text
    autoplayOverridden = autoplay != nil || reducedMotion
    stage = Stage(
      scene: scene, size: size, now: 0, autoplay: autoplay, reducedMotion: reducedMotion)
  }

  // MARK: InputHost

  public var size: CGSize { stage.size }
  public var isAnimating: Bool { stage.carousel.hasRunningAnimation }
  public var isTrackingPointer: Bool { stage.carousel.isPointerDown }
  public var wantsFrameTime: Bool { overlays.inspector }
  public var traceRows: [RowLayout]? { currentRows() }

  /// Device pixels per point: the carousel offset snaps to whole pixels.
  public var pixelScale: CGFloat {
    get { stage.pixelScale }
    set {
      guard newValue != stage.pixelScale else { return }
      stage.pixelScale = newValue
      invalidateRows()
    }
  }

  /// The carousel's next deadline, and while the inspector is open a few times a second so
  /// its countdown keeps moving (only then).
  public func nextWake(now: Double) -> Double? {
    let carousel = stage.carousel.nextDeadline
    guard overlays.inspector else { return carousel }
    return min(carousel ?? .infinity, now + 0.25)
  }

  /// Advances time (it never goes back) and collects what the carousel did.
  public func update(now: Double) {
    self.now = max(now, self.now)
    stage.carousel.update(now: self.now)
    collectEvents()
    if stage.carousel.hasRunningAnimation { needsFrame = true }
  }

  public func drainEvents() -> [ViewEvent] {
    defer { events.removeAll() }
    return events
  }

  /// Applies one input at time `t`: time first, so what the carousel did before the input
  /// comes before it in the events.
  public func handle(_ event: InputEvent, at t: Double) {
    update(now: t)
    switch event {
    case .pointerDown(let p):
      if carouselFrame.contains(p) {
        stage.carousel.pointerDown(x: Double(p.x), now: now)
      }
    case .pointerMove(let p):
      if stage.carousel.isPointerDown {
        stage.carousel.pointerMoved(x: Double(p.x), now: now)
        needsFrame = true
      } else {
        hover(p, rows: currentRows())
      }
    case .pointerUp(let p):
      stage.carousel.pointerUp(x: Double(p.x), now: now)
    case .pointerLeft:
      if stage.setHovered(nil) { invalidateRows() }
    case .resize(let s):
      let size = Stage.sanitized(s)
      guard size != stage.size else { break }
      stage.resize(to: size, now: now)
      invalidateRows()
      events.append(ViewEvent(time: now, kind: .resized))
    case .wheel(let dx, let dy, let shift):
      // Shift turns the vertical wheel horizontal: wheel down (dy < 0) goes to later pages.
      let notches = shift && dx == 0 ? -dy : dx
      if Carousel.isNotch(dx: dx, dy: dy) {
        if notches != 0 { stage.carousel.wheelNotch(forward: notches > 0, now: now) }
      } else {
        stage.carousel.wheel(deltaX: notches * Carousel.wheelStep, now: now)
      }
    case .key(let press):
      // The window performs its own commands; a repeat performs only what repeats.
      if let command = KeyCommand(press), !command.isWindowCommand, command.performs(on: press) {
        key(command)
      }
    case .visible(let v):
      stage.carousel.setVisible(v, now: now)
    }
    collectEvents()
  }

  /// The frame's drawing; `frameTime` (milliseconds) is shown by the inspector.
  public func displayList(frameTime: Double?) -> DisplayList {
    let l = layout()
    var o = overlays
    o.frameTime = frameTime
    if o.inspector { o.help = Self.help }
    needsFrame = false
    return stage.displayList(for: l, overlays: o)
  }

  /// The `--dump-layout` document (DESIGN section 5).
  public func dumpText() throws -> String {
    try stage.dump(layout()).jsonText()
  }

  // MARK: Scene edits

  /// Swaps in a reloaded scene, keeping the page where it still exists and the autoplay
  /// setting the command line decided; clears a shown error. Returns false when nothing
  /// would change (the same scene, no error shown).
  @discardableResult
  public func reload(_ scene: SceneDocument) -> Bool {
    if scene == stage.scene && overlays.error == nil { return false }
    stage.replaceScene(scene, keepAutoplay: autoplayOverridden)
    overlays.error = nil
    invalidateRows()
    collectEvents()
    return true
  }

  /// Keeps the current scene and shows why the file could not be used, until it is fixed.
  /// Returns false when the same message is already shown.
  @discardableResult
  public func showError(_ message: String) -> Bool {
    guard overlays.error != message else { return false }
    overlays.error = message
    needsFrame = true
    return true
  }

  // MARK: Layout

  /// The rows, laid out only when something they depend on changed.
  public func currentRows() -> [RowLayout] {
    if let rows { return rows }
    let r = stage.layoutRows(measuring: text, previous: lastRows)
    rowLayouts += 1
    rows = r
    lastRows = r
    return r
  }

  /// The whole frame's layout: the cached rows and the carousel's visible pages.
  public func layout() -> StageLayout {
    let rows = currentRows()
    return StageLayout(
      size: stage.size, rows: rows, carousel: stage.layoutCarousel(rows: rows, measuring: text))
  }

  /// Where the carousel is, for input that must land on it.
  public var carouselFrame: CGRect { stage.carouselFrame(rows: currentRows()) }

  // MARK: Private

  private func invalidateRows() {
    rows = nil
    needsFrame = true
  }

  private func collectEvents() {
    let drained = stage.carousel.drainEvents()
    if !drained.isEmpty { needsFrame = true }
    events += drained.map { ViewEvent(time: $0.time, kind: .scroll($0.event)) }
  }

  private func key(_ command: KeyCommand) {
    if let key = command.carouselKey {
      stage.carousel.key(key, now: now)
    }
    switch command {
    case .previous, .next, .first, .last, .screenshot, .toggleFullscreen, .quit: break
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
      stage.updateRow(stage.scene.rows.count - 1) { row in
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
    needsFrame = true
  }

  /// Raises the tile under the pointer (topmost first).
  private func hover(_ p: CGPoint, rows: [RowLayout]) {
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
