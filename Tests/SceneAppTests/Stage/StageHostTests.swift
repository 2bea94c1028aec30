import Engine
import Foundation
import Testing

@testable import SceneApp

/// `StageHost`, the one object the window, the headless runner, the soak and the fuzzers
/// drive: input events and the time in, display lists and events out.
@MainActor
@Suite("StageHost: preview's input path")
struct StageHostTests {
  static let size = CGSize(width: 900, height: 720)

  static func host(
    _ scene: SceneDocument = .default, autoplay: Bool? = false, reducedMotion: Bool = false
  ) -> StageHost {
    StageHost(
      scene: scene, size: size, text: FixedTextMetrics(), autoplay: autoplay,
      reducedMotion: reducedMotion)
  }

  /// The carousel events among `events`.
  static func carouselEvents(_ events: [ViewEvent]) -> [ScrollEvent] {
    events.compactMap { if case .scroll(let e) = $0.kind { e } else { nil } }
  }

  /// Runs the clock to `t` in 60 Hz frames, collecting the carousel's events.
  static func run(_ host: StageHost, from start: Double, to end: Double) -> [ScrollEvent] {
    var out: [ScrollEvent] = []
    var t = start
    while t < end {
      t = min(t + 1 / 60, end)
      host.update(now: t)
      out += carouselEvents(host.drainEvents())
    }
    return out
  }

  // MARK: Keys

  @Test("→, ←, End and Home page the carousel, traced as key advances")
  func pagingKeys() {
    let host = Self.host()
    host.handle(.command(.next), at: 0.1)
    #expect(
      Self.carouselEvents(host.drainEvents()).contains(.advance(from: 0, to: 1, source: .key)))
    #expect(Self.run(host, from: 0.1, to: 2).contains(.settled(page: 1)))
    host.handle(.command(.last), at: 2)
    _ = Self.run(host, from: 2, to: 4)
    #expect(host.carousel.page == 9)
    host.handle(.command(.previous), at: 4)
    _ = Self.run(host, from: 4, to: 6)
    #expect(host.carousel.page == 8)
    host.handle(.command(.first), at: 6)
    _ = Self.run(host, from: 6, to: 8)
    #expect(host.carousel.page == 0)
  }

  @Test("A cycles every row's alignment, Z flips the z-order; both lay the rows out again")
  func rowKeys() {
    let host = Self.host()
    #expect(host.currentRows().allSatisfy { $0.alignment == .trailing })
    let layouts = host.rowLayouts
    host.handle(.command(.cycleAlignment), at: 0.1)
    #expect(host.currentRows().allSatisfy { $0.alignment == .leading })
    #expect(host.rowLayouts == layouts + 1)
    host.handle(.command(.cycleAlignment), at: 0.2)
    #expect(host.currentRows().allSatisfy { $0.alignment == .center })
    let last = host.currentRows()[2]
    #expect(last.drawOrder.last == last.tiles.count - 1)
    host.handle(.command(.cycleZOrder), at: 0.3)
    let flipped = host.currentRows()[2]
    #expect(flipped.drawOrder.last == 0, "first on top: the first tile is drawn last")
    #expect(host.scene.rows.allSatisfy { $0.zOrder == .firstOnTop })
  }

  @Test(
    "+ adds the next sports glyph to the last row, − removes the last; − on an empty row does nothing"
  )
  func tileKeys() {
    var scene = SceneDocument.default
    scene.rows[2].items = Array(SceneDocument.sportsGlyphs.prefix(1))
    let host = Self.host(scene)
    host.handle(.command(.addTile), at: 0)
    #expect(host.scene.rows[2].items == Array(SceneDocument.sportsGlyphs.prefix(2)))
    #expect(host.currentRows()[2].tiles.count == 2)
    host.handle(.command(.removeTile), at: 0.1)
    host.handle(.command(.removeTile), at: 0.2)
    host.handle(.command(.removeTile), at: 0.3)
    #expect(host.scene.rows[2].items.isEmpty)
    #expect(host.currentRows()[2].tiles.isEmpty)
    #expect(host.scene.rows[0] == SceneDocument.default.rows[0], "other rows untouched")
  }

  @Test("H opens the inspector: frames carry their time and the loop wakes a few times a second")
  func inspectorKey() {
    let host = Self.host()
    #expect(!host.wantsFrameTime)
    #expect(host.nextWake(now: 1) == nil, "autoplay off, nothing moving: no wake-up")
    host.handle(.command(.toggleInspector), at: 1)
    #expect(host.wantsFrameTime)
    #expect(host.nextWake(now: 1) == 1.25)
    let texts = host.displayList(frameTime: 4.2).commands.compactMap {
      if case .text(let text, _, _, _, _) = $0 { text } else { nil }
    }
    #expect(texts.contains { $0.contains(StageHost.help[0].prefix(10)) })
    host.handle(.command(.toggleInspector), at: 2)
    #expect(!host.wantsFrameTime)
  }

  // MARK: Autoplay

  @Test("autoplay advances every interval; Space pauses it and starts it again")
  func autoplay() {
    let host = Self.host(autoplay: nil)
    let interval = SceneDocument.default.carousel.interval
    let first = Self.run(host, from: 0, to: interval + 0.05)
    #expect(first.contains(.advance(from: 0, to: 1, source: .autoplay)))
    _ = Self.run(host, from: interval + 0.05, to: interval + 2)
    host.handle(.command(.toggleAutoplay), at: interval + 2)
    #expect(
      Self.carouselEvents(host.drainEvents()).contains(.autoplay(running: false, reason: .user)))
    let paused = Self.run(host, from: interval + 2, to: 4 * interval)
    #expect(!paused.contains { if case .advance = $0 { true } else { false } })
    host.handle(.command(.toggleAutoplay), at: 4 * interval)
    let resumed = Self.run(host, from: 4 * interval, to: 5 * interval + 0.1)
    #expect(resumed.contains { if case .advance(_, _, .autoplay) = $0 { true } else { false } })
  }

  @Test("--no-autoplay and --reduced-motion keep autoplay off; a hidden window pauses it")
  func autoplayOverrides() {
    #expect(Self.host(autoplay: false).autoplayOverridden)
    #expect(Self.host(autoplay: nil, reducedMotion: true).autoplayOverridden)
    #expect(!Self.host(autoplay: nil).autoplayOverridden)
    let quiet = Self.host(autoplay: nil, reducedMotion: true)
    #expect(
      !Self.run(quiet, from: 0, to: 10).contains { if case .advance = $0 { true } else { false } })
    let hidden = Self.host(autoplay: nil)
    hidden.handle(.visible(false), at: 0.5)
    #expect(
      Self.carouselEvents(hidden.drainEvents()).contains(.autoplay(running: false, reason: .hidden))
    )
    #expect(
      !Self.run(hidden, from: 0.5, to: 10).contains {
        if case .advance = $0 { true } else { false }
      })
  }

  // MARK: Pointer

  @Test("a drag on the carousel pages it; a press over the rows does not start one")
  func drag() {
    let host = Self.host()
    let frame = host.carouselFrame
    let y = frame.midY
    host.handle(.pointerDown(CGPoint(x: 600, y: y)), at: 1)
    #expect(host.isTrackingPointer)
    var t = 1.0
    for k in 1...10 {
      t += 1 / 60
      host.handle(.pointerMove(CGPoint(x: 600 - 40 * Double(k), y: y)), at: t)
    }
    #expect(host.carousel.offset > 0, "the content follows the finger")
    host.handle(.pointerUp(CGPoint(x: 200, y: y)), at: t)
    var events = Self.carouselEvents(host.drainEvents())
    events += Self.run(host, from: t, to: t + 2)
    #expect(events.first == .dragBegin(page: 0))
    #expect(events.contains { if case .dragEnd(_, 1) = $0 { true } else { false } })
    #expect(events.last == .settled(page: 1))

    let rows = host.currentRows()
    host.handle(.pointerDown(CGPoint(x: 450, y: rows[2].frame.midY)), at: 5)
    #expect(!host.isTrackingPointer)
    host.handle(.pointerMove(CGPoint(x: 100, y: rows[2].frame.midY)), at: 5.1)
    host.handle(.pointerUp(CGPoint(x: 100, y: rows[2].frame.midY)), at: 5.2)
    #expect(Self.carouselEvents(host.drainEvents()).isEmpty)
    #expect(host.carousel.page == 1)
  }

  @Test("hovering a tile raises it above its neighbours; leaving the window lowers it")
  func hover() {
    let host = Self.host()
    let row = host.currentRows()[2]
    #expect(row.overlapping)
    // The visible sliver of tile 3: left of where tile 4 (drawn over it) begins.
    let sliver = CGPoint(x: row.tiles[3].frame.minX + 2, y: row.tiles[3].frame.midY)
    #expect(row.drawOrder.last == row.tiles.count - 1)
    host.handle(.pointerMove(sliver), at: 0.1)
    #expect(host.needsFrame)
    #expect(host.currentRows()[2].drawOrder.last == 3, "the hovered tile is drawn last")
    host.handle(.pointerLeft, at: 0.2)
    #expect(host.currentRows()[2].drawOrder.last == row.tiles.count - 1)
  }

  // MARK: Wheel

  @Test(
    "a wheel notch turns one page, a vertical one too; a trackpad delta scrolls then snaps"
  )
  func wheel() {
    let host = Self.host()
    host.handle(.wheel(dx: 1, dy: 0, shift: false), at: 0.5)
    _ = Self.run(host, from: 0.5, to: 2)
    #expect(host.carousel.page == 1)
    host.handle(.wheel(dx: 0, dy: -1, shift: true), at: 2)
    _ = Self.run(host, from: 2, to: 4)
    #expect(host.carousel.page == 2)
    host.handle(.wheel(dx: 0, dy: -1, shift: false), at: 4)
    _ = Self.run(host, from: 4, to: 6)
    // The carousel scrolls only sideways: a vertical notch alone pages it, as on AppKit.
    #expect(host.carousel.page == 3, "a vertical wheel without Shift pages too")
    let resting = host.carousel.offset
    host.handle(.wheel(dx: 0.25, dy: 0, shift: false), at: 6)
    #expect(host.carousel.offset == resting + 0.25 * ScrollPhysics.wheelStep)
    let events = Self.run(host, from: 6, to: 8)
    #expect(events.last == .settled(page: 3), "a small smooth scroll snaps back")
    #expect(host.carousel.offset == resting)
  }

  // MARK: Scene edits

  @Test("a reloaded scene keeps the page where it still exists; the same scene changes nothing")
  func reload() {
    let host = Self.host()
    host.handle(.command(.last), at: 0)
    _ = Self.run(host, from: 0, to: 2)
    var smaller = SceneDocument.default
    smaller.carousel.pages = PageStyle.hued(count: 12)
    #expect(host.reload(smaller))
    #expect(host.carousel.pageCount == 12 && host.carousel.page == 9)
    #expect(!host.reload(smaller), "the same scene again changes nothing")
    var fewer = smaller
    fewer.carousel.pages = PageStyle.hued(count: 3)
    host.reload(fewer)
    #expect(host.carousel.page == 2, "the page is clamped to the new count")
    #expect(host.showError("scene.json:1:1: expected a value"))
    #expect(host.overlays.error != nil)
    #expect(!host.showError("scene.json:1:1: expected a value"), "the same error is shown once")
    #expect(host.reload(fewer), "a good file clears the error even when the scene is the same")
    #expect(host.overlays.error == nil)
  }

  @Test("a reloaded scene keeps autoplay as the command line set it")
  func reloadKeepsAutoplayOverride() {
    let host = Self.host(autoplay: false)
    var scene = SceneDocument.default
    scene.carousel.autoplay = true
    scene.rows.removeLast()
    host.reload(scene)
    #expect(!host.carousel.autoplayEnabled)
    #expect(host.currentRows().count == 2)
  }

  // MARK: Frames

  @Test("a resize is traced once and lays the rows out again; a moving carousel does not")
  func resizeAndRowCache() {
    let host = Self.host()
    _ = host.displayList(frameTime: nil)
    let layouts = host.rowLayouts
    host.handle(.command(.next), at: 0.1)
    for k in 1...30 {
      host.update(now: 0.1 + Double(k) / 60)
      _ = host.displayList(frameTime: nil)
    }
    #expect(host.rowLayouts == layouts, "carousel frames reuse the rows")
    _ = host.drainEvents()
    host.handle(.resize(CGSize(width: 500, height: 720)), at: 1)
    #expect(host.drainEvents().filter { $0.kind == .resized }.count == 1)
    #expect(host.currentRows()[2].frame.width == 500 - 2 * SceneDocument.default.padding)
    #expect(host.rowLayouts == layouts + 1)
    host.handle(.resize(CGSize(width: 500, height: 720)), at: 1.1)
    #expect(!host.drainEvents().contains { $0.kind == .resized }, "the same size is not a resize")
  }

  @Test("a still host needs no frame; input that changes nothing on screen asks for none")
  func needsFrame() {
    let host = Self.host()
    _ = host.displayList(frameTime: nil)
    #expect(!host.needsFrame)
    host.update(now: 5)
    #expect(!host.needsFrame && !host.isAnimating)
    host.handle(.pointerMove(CGPoint(x: 5, y: 5)), at: 5.1)
    #expect(!host.needsFrame, "a move over empty space hovers nothing")
    host.handle(.command(.next), at: 5.2)
    #expect(host.needsFrame && host.isAnimating)
  }
}
