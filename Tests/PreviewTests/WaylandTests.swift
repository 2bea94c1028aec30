import Foundation
import Testing

/// The real program on Wayland at output scale 2 (issue 20): weston nested in Xvfb, drawing
/// with pixman as in a VM or a remote desktop without a GPU. The window must open on the
/// default path, draw 1800x1440 pixels for 900x720 points with real detail, and page the
/// carousel under a drag. Every wait has a deadline; none is a sleep.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .enabled(if: WestonServer.isInstalled, "weston is not installed (apt-get install weston)"),
  // The Wayland path draws through Mesa's software OpenGL, whose LLVM compiler allocates
  // millions of times per shader; under make sanitize every allocation takes the full
  // unwinder (Tests/Sanitizers/preview.asan-options) and the first frame took minutes.
  // make test runs this suite.
  .enabled(if: !Sanitizer.isActive, "too slow under the sanitizers' full unwinder"),
  .weston)
struct WaylandTests {
  /// One `preview --trace` in the suite's weston.
  final class Session {
    let display: WestonDisplay
    let preview: LiveProcess
    let ready: TraceEvent
    let window: TraceEvent

    init() throws {
      display = try #require(WestonSession.current, "the suite's weston is not running")
      let (w, h) = WestonSession.size
      preview = try LiveProcess(
        try PreviewProcess.executable, ["--trace", "--no-autoplay", "--size", "\(w)x\(h)"],
        environment: display.clientEnvironment)
      let lines = try preview.wait(for: "ready") { WindowTests.Session.has("ready", $0) }
      let events = try TraceEvent.parse(lines: lines.joined(separator: "\n"))
      ready = try #require(events.first("ready"), "\(lines)")
      window = try #require(events.first("window"), "one line naming the path: \(lines)")
    }

    deinit { preview.stop() }

    /// xdotool on weston's Xvfb; returns its stdout.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
      try WindowTests.Session.xdotool(arguments, environment: display.xEnvironment)
    }
  }

  @Test func opensOnTheDefaultPathAtTwiceThePixels() throws {
    let session = try Session()
    #expect(session.window.video == "wayland", "\(session.window)")
    #expect(session.window.mode == "accelerated", "\(session.window)")
    #expect(session.window.message == nil, "no path should have failed: \(session.window)")
    #expect(session.ready.size == [900, 720], "\(session.ready)")
    #expect(session.ready.pixels == [1800, 1440], "\(session.ready)")
    #expect(session.ready.scale == 2, "\(session.ready)")
    #expect(session.preview.stderr.isEmpty, "\(session.preview.stderr)")
  }

  /// At scale 2 a window drawn at 900x720 and doubled by the compositor is made of uniform
  /// 2x2 blocks; drawn at 1800x1440 it has edges inside them wherever the picture has detail.
  @Test func compositorShowsTwiceTheDetailNotDoubledPixels() throws {
    let session = try Session()
    let display = session.display
    // The compositor may not have shown the first frame yet: look until the picture has
    // content (each look is a screenshot; the deadline bounds it).
    let deadline = Date().addingTimeInterval(20)
    var shot = try display.screenshot()
    while Self.distinctColours(shot) < 64 && Date() < deadline {
      shot = try display.screenshot()
    }
    #expect(shot.width == 1800 && shot.height == 1440, "\(shot.width)x\(shot.height)")
    let blocks = Self.nonUniformBlocks(shot)
    // Doubled pixels leave one of the four 2x2 alignments (the window's own) with none.
    #expect(blocks.min()! > 2000, "2x2 blocks with detail per alignment: \(blocks)")
    #expect(Double(blocks.min()!) > 0.3 * Double(blocks.max()!), "\(blocks)")
  }

  @Test func dragRightToLeftMovesToTheNextPage() throws {
    try Self.dragPagesTheCarousel(try Session())
  }

  /// Drags right to left across the carousel through weston's X window (at the output's
  /// scale) and expects the drag to page from 0 to 1.
  static func dragPagesTheCarousel(_ session: Session) throws {
    let scale = session.display.scale
    let found = try session.xdotool(["search", "--sync", "--class", "Weston Compositor"])
    let w = try #require(found.split(separator: "\n").first.map(String.init), "no weston window")
    // The kiosk shell puts the window at the output's origin: X pixels are points × scale.
    let y = Int(try PreviewProcess.dump(["--size", "900x720"]).carousel.frame.midY) * scale
    try session.xdotool(["mousemove", "--window", w, "\(800 * scale)", "\(y)"])
    try session.xdotool(["mousedown", "1"])
    for x in Swift.stride(from: 740, through: 200, by: -60) {
      try session.xdotool(["mousemove", "--window", w, "\(x * scale)", "\(y)"])
    }
    try session.xdotool(["mouseup", "1"])
    let lines = try session.preview.wait(for: "settled after the drag") {
      WindowTests.Session.has("settled", $0)
    }
    let events = try TraceEvent.parse(lines: lines.joined(separator: "\n"))
    #expect(events.first("drag-begin")?.page == 0, "\(events)")
    let advance = try #require(events.first("advance"), "\(events)")
    #expect(advance.from == 0 && advance.to == 1 && advance.source == "drag")
    #expect(events.first("settled")?.page == 1)
  }

  /// Colours in a sample of the picture (a blank or half-drawn output has few).
  static func distinctColours(_ image: RGBAImage) -> Int {
    var seen = Set<UInt32>()
    for i in Swift.stride(from: 0, to: image.pixels.count - 3, by: 4 * 97) {
      let p = image.pixels
      seen.insert(UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]))
    }
    return seen.count
  }

  /// For each 2x2 alignment (x and y offset 0 or 1), the 2x2 blocks whose four pixels are
  /// not all the same colour.
  static func nonUniformBlocks(_ image: RGBAImage) -> [Int] {
    var counts: [Int] = []
    let p = image.pixels
    func rgb(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
      let i = (y * image.width + x) * 4
      return (p[i], p[i + 1], p[i + 2])
    }
    for (ax, ay) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
      var n = 0
      for y in Swift.stride(from: ay, to: image.height - 1, by: 2) {
        for x in Swift.stride(from: ax, to: image.width - 1, by: 2) {
          let a = rgb(x, y)
          if rgb(x + 1, y) != a || rgb(x, y + 1) != a || rgb(x + 1, y + 1) != a { n += 1 }
        }
      }
      counts.append(n)
    }
    return counts
  }
}

/// The same window on a Wayland output at scale 1 (most desktops): one pixel per point on the
/// default path, and a drag pages the carousel as under X11.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .enabled(if: WestonServer.isInstalled, "weston is not installed (apt-get install weston)"),
  .enabled(if: !Sanitizer.isActive, "too slow under the sanitizers' full unwinder"),
  .weston(scale: 1))
struct WaylandScaleOneTests {
  @Test func opensOnTheDefaultPathAtOnePixelPerPoint() throws {
    let session = try WaylandTests.Session()
    #expect(session.window.video == "wayland", "\(session.window)")
    #expect(session.window.message == nil, "no path should have failed: \(session.window)")
    #expect(session.ready.size == [900, 720], "\(session.ready)")
    #expect(session.ready.pixels == [900, 720], "\(session.ready)")
    #expect(session.ready.scale == 1, "\(session.ready)")
    #expect(session.preview.stderr.isEmpty, "\(session.preview.stderr)")
  }

  @Test func dragRightToLeftMovesToTheNextPage() throws {
    try WaylandTests.dragPagesTheCarousel(try WaylandTests.Session())
  }
}
