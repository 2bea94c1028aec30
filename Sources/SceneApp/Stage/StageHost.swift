import Engine
import Foundation

/// `preview`'s scene in a window, as one object: takes `InputEvent`s and the time, gives
/// back the frame's display list, what happened (for the trace) and whether anything
/// changed.
///
/// The scene is a `SceneView` hosted by a `ViewHost`, so hit testing, hover, dragging,
/// wheel and paging keys, autoplay and layout are the view layer's, as for any App. This
/// object adds what belongs to the scene preview: the key commands that edit the scene (A,
/// Z, + and −), autoplay on and off (Space), the inspector (H), a reloaded scene file or
/// its error, and the dump's `rows` and `carousel`, read back from the laid-out views.
///
/// The window and the headless runner drive it through `InputHost`; the soak, the fuzzers
/// and the tests drive the same object, so there is one input path.
@MainActor
public final class StageHost: InputHost {
  /// The scene as edited by the keys and reloads.
  public private(set) var scene: SceneDocument
  public let text: any TextMeasuring
  public private(set) var overlays = Overlays()
  /// Whether the command line decided autoplay (`--no-autoplay`, `--reduced-motion`), so a
  /// reloaded scene keeps the current setting instead of its own.
  public let autoplayOverridden: Bool
  /// Whether the carousel advances by itself (Space switches it).
  public private(set) var autoplay: Bool
  /// The views the scene is.
  public let views: ViewHost
  /// Set when an overlay changed, until the next frame is drawn.
  private var overlaysChanged = false
  /// The overlay the views show.
  private var shownOverlay: SceneOverlay?
  /// Commands the views' key handler asked for during the event being handled.
  private let pendingCommands = CommandQueue()

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
    self.scene = scene
    self.text = text
    autoplayOverridden = autoplay != nil || reducedMotion
    self.autoplay = autoplay ?? (reducedMotion ? false : scene.carousel.autoplay)
    // The root as `showScene` makes it, built once: the commands go to a queue that exists
    // before `self` does (building the root a second time to hand it `self` cost 3.9 M
    // instructions of start-up, PERFORMANCE.md's round nine).
    views = ViewHost(
      root: SceneView(
        scene: scene, autoplay: self.autoplay, overlay: nil,
        onCommand: { [pendingCommands] in pendingCommands.commands.append($0) }),
      size: Stage.sanitized(size), text: text)
    views.graph.reducedMotion = reducedMotion
    views.update(now: 0)
  }

  // MARK: InputHost

  public var size: CGSize { views.size }
  public var now: Double { views.now }
  public var needsFrame: Bool { overlaysChanged || views.needsFrame }
  public var isAnimating: Bool { views.isAnimating }
  public var isTrackingPointer: Bool { views.isTrackingPointer }
  /// Whether frames should carry their draw time (the inspector shows it).
  public var wantsFrameTime: Bool { overlays.inspector }
  public var tasksWaking: Bool { views.tasksWaking }

  /// Device pixels per point: scroll offsets snap to whole pixels.
  public var pixelScale: CGFloat {
    get { views.pixelScale }
    set { views.pixelScale = newValue }
  }

  /// The carousel's next deadline, and while the inspector is open a few times a second so
  /// its countdown keeps moving (only then).
  public func nextWake(now: Double) -> Double? {
    let deadline = views.nextDeadline
    guard overlays.inspector else { return deadline }
    return min(deadline ?? .infinity, now + 0.25)
  }

  /// Advances time (it never goes back).
  public func update(now: Double) {
    views.update(now: now)
  }

  /// What the views did (the carousel's physics, resizes); the scene's own position binding
  /// is the carousel's business, not the trace's.
  public func drainEvents() -> [ViewEvent] {
    views.drainEvents().filter {
      if case .scrollPosition = $0.kind { false } else { true }
    }
  }

  /// Applies one input at time `t` in the views. The scene's command keys reach
  /// `SceneView`'s `onKeyPress`, which queues the command; it is performed once the views
  /// are done with the event (it replaces their root).
  public func handle(_ event: InputEvent, at t: Double) {
    views.handle(event, at: t)
    guard !pendingCommands.commands.isEmpty else { return }
    let commands = pendingCommands.commands
    pendingCommands.commands.removeAll()
    for command in commands { perform(command) }
    views.update(now: t)
  }

  /// The frame's drawing; `frameTime` (milliseconds) is shown by the inspector.
  ///
  /// The overlays are views over the scene's (`SceneOverlayView`), made from the scene's
  /// layout as the views placed it: the views are laid out, then given the overlay, then
  /// drawn.
  public func displayList(frameTime: Double?) -> DisplayList {
    var overlay: SceneOverlay?
    if overlays.inspector || overlays.error != nil, let current = currentStage() {
      var o = overlays
      o.frameTime = frameTime
      if o.inspector { o.help = Self.help }
      let font = FontSpec(.label, size: Stage.overlayTextSize)
      overlay = current.stage.overlay(
        current.readback.layout, overlays: o,
        measure: { [text] in text.size(of: $0, font: font).width })
    }
    if overlay != shownOverlay {
      shownOverlay = overlay
      showScene()
      views.update(now: views.now)
    }
    overlaysChanged = false
    return views.displayList(background: scene.background)
  }

  /// The `--dump-layout` document: `size`, the scene's `rows` and `carousel`
  /// (docs/CONTRACT.md §4) and the `views` they are (docs/CONTRACT.md §6.4).
  public func dumpText() throws -> String {
    struct Document: Encodable {
      var size: [Double]
      var rows: [LayoutDump.Row]
      var carousel: LayoutDump.CarouselDump
      var views: ViewDump
    }
    guard let current = currentStage() else { throw SceneDumpError() }
    let dump = current.stage.dump(current.readback.layout, allPages: current.readback.allPages)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let doc = Document(
      size: dump.size, rows: dump.rows, carousel: dump.carousel, views: views.dump())
    return String(decoding: try encoder.encode(doc), as: UTF8.self)
  }

  /// The view tree was not a scene's (never: `SceneView` is the root).
  struct SceneDumpError: Error, CustomStringConvertible {
    var description: String { "the scene's views are not laid out" }
  }

  // MARK: Scene edits

  /// Swaps in a reloaded scene, keeping the page where it still exists and the autoplay
  /// setting the command line decided; clears a shown error. Returns false when nothing
  /// would change (the same scene, no error shown).
  @discardableResult
  public func reload(_ scene: SceneDocument) -> Bool {
    if scene == self.scene && overlays.error == nil { return false }
    self.scene = scene
    if !autoplayOverridden { autoplay = scene.carousel.autoplay }
    if overlays.error != nil {
      overlays.error = nil
      overlaysChanged = true
    }
    showScene()
    return true
  }

  /// Keeps the current scene and shows why the file could not be used, until it is fixed.
  /// Returns false when the same message is already shown.
  @discardableResult
  public func showError(_ message: String) -> Bool {
    guard overlays.error != message else { return false }
    overlays.error = message
    overlaysChanged = true
    return true
  }

  // MARK: Layout

  /// The carousel's engine as the scroll view holds it (the scene's only scroll view).
  public var carousel: Carousel {
    // A new scene or size reaches the engine when the views are laid out.
    views.scrollCarousels.first
      ?? Carousel(
        configuration: scene.carousel.configuration, viewportLength: size.width,
        autoplay: autoplay, interval: scene.carousel.interval)
  }

  /// The rows as laid out.
  public func currentRows() -> [RowLayout] { layout().rows }

  /// The whole frame's layout, read back from the views.
  public func layout() -> StageLayout {
    currentStage()?.readback.layout
      ?? StageLayout(
        size: size, rows: [],
        carousel: CarouselLayout(
          frame: .zero, pageWidth: 0, offset: 0, page: 0, visiblePages: [], dotsFrame: nil))
  }

  /// How many times the views were laid out (a moving carousel only places its pages).
  public var rowLayouts: Int { views.graph.layoutPasses }

  /// Where the carousel is, for input that must land on it.
  public var carouselFrame: CGRect { layout().carousel.frame }

  // MARK: Private

  private func currentStage() -> (stage: Stage, readback: SceneReadback)? {
    let carousel = self.carousel
    guard
      let readback = SceneReadback(
        views.graph.dump(), scene: scene, carousel: carousel, size: size)
    else { return nil }
    let stage = Stage(scene: scene, carousel: carousel, size: size, pixelScale: pixelScale)
    return (stage, readback)
  }

  /// Hands the views the current scene and autoplay setting.
  private func showScene() {
    views.setRoot(
      SceneView(
        scene: scene, autoplay: autoplay, overlay: shownOverlay,
        onCommand: { [pendingCommands] in pendingCommands.commands.append($0) }))
  }

  private func perform(_ command: SceneCommand) {
    switch command {
    case .toggleAutoplay:
      autoplay.toggle()
    case .cycleAlignment:
      for r in scene.rows.indices {
        let a = scene.rows[r].alignment
        scene.rows[r].alignment = a == .leading ? .center : a == .center ? .trailing : .leading
      }
    case .cycleZOrder:
      for r in scene.rows.indices {
        scene.rows[r].zOrder = scene.rows[r].zOrder == .lastOnTop ? .firstOnTop : .lastOnTop
      }
    case .addTile, .removeTile:
      guard let r = scene.rows.indices.last else { return }
      if command == .addTile {
        let glyphs = SceneDocument.sportsGlyphs
        scene.rows[r].items.append(glyphs[scene.rows[r].items.count % glyphs.count])
      } else if !scene.rows[r].items.isEmpty {
        scene.rows[r].items.removeLast()
      }
    case .toggleInspector:
      overlays.inspector.toggle()
      overlaysChanged = true
      return
    }
    showScene()
  }
}

/// The scene commands the views asked for during one event, kept apart from `StageHost` so
/// the root view's key handler can hold them before the host exists.
@MainActor
private final class CommandQueue {
  var commands: [SceneCommand] = []
}
