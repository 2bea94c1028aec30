import Foundation
import Testing

/// The real program on Wayland at output scale 2: weston nested in Xvfb, drawing
/// with pixman as in a VM or a remote desktop without a GPU. The window must open on the
/// default path, which there is our own wl_shm buffers (`wayland-shm`), draw 1800x1440
/// pixels for 900x720 points with real detail, and page the carousel under a drag; the
/// OpenGL path still opens when asked for. Every wait has a deadline; none is a sleep.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .enabled(if: WestonServer.isInstalled, "weston is not installed (apt-get install weston)"),
  // SDL 2.26 makes every Wayland window an OpenGL window, so Mesa is loaded even on the
  // wayland-shm path, and the OpenGL test draws through Mesa's software OpenGL, whose LLVM
  // compiler allocates millions of times per shader; under make sanitize every allocation
  // takes the full unwinder (Tests/Sanitizers/preview.asan-options) and the first frame took
  // minutes. make test runs this suite.
  .enabled(if: !Sanitizer.isActive, "too slow under the sanitizers' full unwinder"),
  .weston)
struct WaylandTests {
  /// One `preview --trace` in the suite's weston.
  final class Session {
    let display: NestedDisplay
    let preview: LiveProcess
    let ready: TraceEvent
    let window: TraceEvent

    /// - Parameters:
    ///   - environment: Added to the client's (`SDL_RENDER_DRIVER` to ask for a path).
    ///   - directory: The working directory (where S saves).
    init(environment: [String: String] = [:], directory: URL? = nil) throws {
      display = try #require(WestonSession.current, "the suite's compositor is not running")
      let (w, h) = WestonSession.size
      preview = try LiveProcess(
        try PreviewProcess.executable, ["--trace", "--no-autoplay", "--size", "\(w)x\(h)"],
        environment: display.clientEnvironment.merging(environment) { $1 },
        currentDirectory: directory)
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

  /// Without a GPU (weston composites with pixman and takes no GPU buffers) the default
  /// path is our own shared-memory buffers, drawn at the pixel size.
  @Test func opensOnTheSharedMemoryPathAtTwiceThePixels() throws {
    let session = try Session()
    #expect(session.window.video == "wayland", "\(session.window)")
    #expect(session.window.mode == "wayland-shm", "\(session.window)")
    #expect(session.window.renderer == "software", "\(session.window)")
    #expect(session.window.message == nil, "no path should have failed: \(session.window)")
    #expect(session.ready.size == [900, 720], "\(session.ready)")
    #expect(session.ready.pixels == [1800, 1440], "\(session.ready)")
    #expect(session.ready.scale == 2, "\(session.ready)")
    #expect(session.preview.stderr.isEmpty, "\(session.preview.stderr)")
  }

  /// SDL's OpenGL renderer (llvmpipe here) stays a working path, at the pixel size too.
  @Test func opensOnTheOpenGLPathWhenAskedAtTwiceThePixels() throws {
    let session = try Session(environment: ["SDL_RENDER_DRIVER": "opengl"])
    #expect(session.window.video == "wayland", "\(session.window)")
    #expect(session.window.mode == "accelerated", "\(session.window)")
    #expect(session.window.message == nil, "no path should have failed: \(session.window)")
    #expect(session.ready.pixels == [1800, 1440], "\(session.ready)")
    #expect(session.ready.scale == 2, "\(session.ready)")
  }

  /// A compositor without wl_subcompositor (here weston behind a socket that hides that one
  /// global from its clients) leaves no subsurface for our buffers: the window still opens,
  /// on the next path, with one `window` line naming it and saying why the first failed.
  @Test func withoutSubsurfacesFallsThroughToTheNextPath() throws {
    let display = try #require(WestonSession.current, "the suite's compositor is not running")
    let filter = try RegistryFilter(
      socketPath: display.runtimeDirectory.appendingPathComponent("no-subcompositor").path,
      upstream: display.runtimeDirectory.appendingPathComponent(display.socket).path,
      hidden: ["wl_subcompositor"])
    defer { filter.stop() }
    let session = try Session(environment: ["WAYLAND_DISPLAY": filter.socketPath])
    let lines = session.preview.lines.filter { WindowTests.Session.has("window", [$0]) }
    #expect(lines.count == 1, "one line naming the path: \(lines)")
    #expect(session.window.video == "wayland", "\(session.window)")
    #expect(session.window.mode == "accelerated", "\(session.window)")
    let message = try #require(session.window.message, "what failed: \(session.window)")
    #expect(message.contains("wayland-shm") && message.contains("wl_subcompositor"), "\(message)")
    #expect(session.ready.pixels == [1800, 1440], "\(session.ready)")
  }

  /// S on the shared-memory path saves the drawable: 1800x1440 with 2x detail, read from
  /// the buffers' canvas.
  @Test func screenshotKeySavesTheDrawableAtTwiceThePixels() throws {
    let folder = try TemporaryFolder()
    let session = try Session(directory: folder.url)
    #expect(session.window.mode == "wayland-shm", "\(session.window)")
    let found = try session.xdotool(["search", "--sync", "--class", "Weston Compositor"])
    let w = try #require(found.split(separator: "\n").first.map(String.init), "no weston window")
    // The pointer in weston's window gives it the X keyboard; weston gives it to the client.
    try session.xdotool(["mousemove", "--window", w, "100", "100"])
    try session.xdotool(["key", "s"])
    let lines = try session.preview.wait(for: "screenshot after S") {
      WindowTests.Session.has("screenshot", $0)
    }
    let events = try TraceEvent.parse(lines: lines.joined(separator: "\n"))
    let path = try #require(events.first("screenshot")?.path, "\(events)")
    let shot = try RGBAImage(contentsOf: path)
    #expect(shot.width == 1800 && shot.height == 1440, "\(shot.width)x\(shot.height)")
    #expect(Self.distinctColours(shot) >= 64, "a drawn picture, not a blank one")
    let blocks = Self.nonUniformBlocks(shot)
    #expect(blocks.min()! > 2000, "2x2 blocks with detail per alignment: \(blocks)")
  }

  /// At scale 2 a window drawn at 900x720 and doubled by the compositor is made of uniform
  /// 2x2 blocks; drawn at 1800x1440 it has edges inside them wherever the picture has detail.
  @Test func compositorShowsTwiceTheDetailNotDoubledPixels() throws {
    let session = try Session()
    let display = session.display
    // The compositor may not have shown the first frame yet: look until the picture has
    // content (each look is a screenshot; the deadline bounds it).
    let deadline = Date().addingTimeInterval(LiveProcess.patience * LiveProcess.timeScale)
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
    // Moves relative to the compositor's X window, or the screen when it sits at its origin.
    var relative: [String] = []
    if let search = session.display.windowSearch {
      let found = try session.xdotool(["search", "--sync"] + search)
      let w = try #require(
        found.split(separator: "\n").first.map(String.init), "no compositor window")
      relative = ["--window", w]
    }
    // The window fills the output from its origin (weston's kiosk shell; kwin places a window
    // of the output's size there): X pixels are points × scale.
    func px(_ points: Double) -> String { "\(Int((points * scale).rounded()))" }
    let y = px(try PreviewProcess.dump(["--size", "900x720"]).carousel.frame.midY)
    try session.xdotool(["mousemove"] + relative + [px(800), y])
    try session.xdotool(["mousedown", "1"])
    for x in Swift.stride(from: 740, through: 200, by: -60) {
      try session.xdotool(["mousemove"] + relative + [px(Double(x)), y])
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

  /// Pixels whose RGB differs by more than 2 in any channel (every pixel when the sizes
  /// differ).
  static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
    guard a.width == b.width, a.height == b.height else { return a.width * a.height }
    var n = 0
    for i in Swift.stride(from: 0, to: a.pixels.count, by: 4) {
      for c in 0..<3 where abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) > 2 {
        n += 1
        break
      }
    }
    return n
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
    #expect(session.window.mode == "wayland-shm", "\(session.window)")
    #expect(session.window.message == nil, "no path should have failed: \(session.window)")
    #expect(session.ready.size == [900, 720], "\(session.ready)")
    #expect(session.ready.pixels == [900, 720], "\(session.ready)")
    #expect(session.ready.scale == 1, "\(session.ready)")
    #expect(session.preview.stderr.isEmpty, "\(session.preview.stderr)")
  }

  @Test func dragRightToLeftMovesToTheNextPage() throws {
    try WaylandTests.dragPagesTheCarousel(try WaylandTests.Session())
  }

  /// Frames after the first are drawn as damage into buffers that each lag the picture by
  /// what changed since they were last shown: once the drag has settled, the compositor
  /// shows exactly the headless picture of page 1, not a mix of older frames.
  @Test func afterADragTheCompositorShowsTheSettledPage() throws {
    let session = try WaylandTests.Session()
    try WaylandTests.dragPagesTheCarousel(session)
    let folder = try TemporaryFolder()
    let path = folder.path("page1.png")
    let script = try folder.write("script.jsonl", #"{"t":0.1,"key":"right"}"#)
    let result = try PreviewProcess.run([
      "--headless", "--no-autoplay", "--size", "900x720", "--time", "3", "--script", script,
      "--screenshot", path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let expected = try RGBAImage(contentsOf: path)
    let deadline = Date().addingTimeInterval(LiveProcess.patience * LiveProcess.timeScale)
    var shot = try session.display.screenshot()
    while WaylandTests.differingPixels(shot, expected) > 1000 && Date() < deadline {
      shot = try session.display.screenshot()
    }
    #expect(WaylandTests.differingPixels(shot, expected) < 1000)
  }

  /// At scale 1 the compositor shows exactly what the headless renderer draws for the same
  /// size and time: the shared-memory path presents the whole frame, in the right colours
  /// and channel order, and nothing else (weston's pointer sprite aside).
  @Test func compositorShowsTheHeadlessPicture() throws {
    let session = try WaylandTests.Session()
    let folder = try TemporaryFolder()
    let path = folder.path("headless.png")
    let result = try PreviewProcess.run([
      "--headless", "--no-autoplay", "--size", "900x720", "--screenshot", path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let expected = try RGBAImage(contentsOf: path)
    let deadline = Date().addingTimeInterval(LiveProcess.patience * LiveProcess.timeScale)
    var shot = try session.display.screenshot()
    while WaylandTests.differingPixels(shot, expected) > 5000 && Date() < deadline {
      shot = try session.display.screenshot()
    }
    #expect(shot.width == 900 && shot.height == 720, "\(shot.width)x\(shot.height)")
    // A 24x24 pointer sprite at most; a missing or misplaced frame differs in most pixels.
    #expect(WaylandTests.differingPixels(shot, expected) < 1000)
  }
}

/// The same window on an output at a fractional scale, 1.5: kwin_wayland tells it
/// through wp_fractional_scale_v1, and the window draws round(points × 1.5) pixels, shown
/// through a viewport at its size in points, instead of 2x pixels the compositor shrinks.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .enabled(
    if: KWinServer.isInstalled, "kwin_wayland is not installed (apt-get install kwin-wayland)"),
  .enabled(if: !Sanitizer.isActive, "too slow under the sanitizers' full unwinder"),
  .kwin(scale: 1.5))
struct WaylandFractionalScaleTests {
  @Test func opensOnTheDefaultPathAtOneAndAHalfPixelsPerPoint() throws {
    let session = try WaylandTests.Session()
    #expect(session.window.video == "wayland", "\(session.window)")
    #expect(session.window.mode == "wayland-shm", "\(session.window)")
    #expect(session.window.message == nil, "no path should have failed: \(session.window)")
    #expect(session.ready.size == [900, 720], "\(session.ready)")
    #expect(session.ready.pixels == [1350, 1080], "\(session.ready)")
    #expect(session.ready.scale == 1.5, "\(session.ready)")
  }

  @Test func dragRightToLeftMovesToTheNextPage() throws {
    try WaylandTests.dragPagesTheCarousel(try WaylandTests.Session())
  }
}
