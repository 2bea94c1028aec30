import CSDL2
import Engine
import Foundation

/// Runs the content (`preview`'s scene or an `App`'s views) without a window on a virtual
/// 60 Hz clock: applies script events at their times, then writes the screenshot and/or
/// the layout dump. Same inputs, same bytes.
@MainActor
final class HeadlessRunner {
  let app: HostedContent
  let options: Options
  let script: Script

  init(app: HostedContent, options: Options, script: Script) {
    self.app = app
    self.options = options
    self.script = script
  }

  /// Simulates up to `options.time` and produces the outputs; stops at the first output that
  /// cannot be written (the trace, the screenshot, the layout dump).
  func run() throws(HeadlessFailure) {
    let events = script.timeline
    var next = 0
    let frames = Int((options.time * Script.frameRate).rounded())
    app.emitReady(renderer: nil, startup: nil)
    for frame in 0...frames {
      let t = Double(frame) / Script.frameRate
      while next < events.count, events[next].time <= t + 1e-9 {
        app.handle(events[next].event, at: events[next].time)
        next += 1
      }
      app.update(now: t)
      if let failure = app.trace.failure { throw .write(failure) }
    }
    if let path = options.screenshotPath { try screenshot(to: path) }
    if options.dumpLayout {
      let text: String
      do {
        text = try app.dumpText()
      } catch {
        throw .layoutDump("\(error)")
      }
      do {
        try StandardStreams.printLine(text, what: "the layout")
      } catch {
        throw .write(error)
      }
    }
  }

  /// Why a headless run produced no (or not all) output.
  enum HeadlessFailure: Error, CustomStringConvertible {
    /// SDL could not make the off-screen surface or renderer for the screenshot.
    case sdl(SDLError)
    /// The screenshot was not saved (encoding, or writing the file).
    case screenshot(PNGWriter.Failure)
    /// The content could not produce its `--dump-layout` document.
    case layoutDump(String)
    /// The trace or the layout could not be written to stdout.
    case write(WriteError)

    var description: String {
      switch self {
      case .sdl(let e): e.description
      case .screenshot(let e): e.description
      case .layoutDump(let reason): "layout dump failed: \(reason)"
      case .write(let e): e.description
      }
    }
  }

  /// Renders the current frame with the software renderer into a surface and saves it.
  func screenshot(to path: String) throws(HeadlessFailure) {
    let target: OffscreenTarget
    do {
      target = try OffscreenTarget(
        width: Int32(app.size.width), height: Int32(app.size.height), fonts: app.fonts)
    } catch {
      throw .sdl(error)
    }
    target.renderer.draw(app.displayList(frameTime: nil))
    SDL_RenderPresent(target.renderer.sdl)
    do {
      try PNGWriter.write(target.surface, to: path)
    } catch {
      throw .screenshot(error)
    }
  }
}
