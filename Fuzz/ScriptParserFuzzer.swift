import Engine
import Foundation
import PreviewHost

/// libFuzzer target: `Script.parse` on arbitrary bytes, then the parsed script replayed.
///
/// A script that parses has times that are finite, ≥ 0 and never decrease, finite
/// coordinates, window sizes within 100...16384, and line numbers inside the file; replayed
/// into `StageHost` (as `preview --headless` would, without the per-frame clock), it keeps the
/// carousel finite and its page in range. A script that fails points inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func scriptParserFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let lines = lineCount(text)
  let script: Script
  do {
    script = try Script.parse(text, file: "fuzz.jsonl")
  } catch {
    require(error.line >= 1 && error.line <= lines, "line \(error.line) of \(lines): \(error)")
    require(error.column >= 1 && !error.message.isEmpty, "column/message: \(error)")
    return 0
  }
  var previous = 0.0
  for event in script.events {
    require(event.time.isFinite && event.time >= previous, "time \(event.time) after \(previous)")
    require(event.line >= 1 && event.line <= lines, "event line \(event.line) of \(lines)")
    previous = event.time
  }
  // libFuzzer calls on the main thread, where the hosts live.
  MainActor.assumeIsolated { replay(script) }
  return 0
}

/// Applies each event at its time, the way the headless runner hands them to the stage;
/// times beyond a day are skipped, as `--time` cannot reach them.
/// Replays the script through the host the window drives (as `--headless --script` does):
/// every position and delta finite, drags within their bounds, and after each event the
/// carousel's offset finite and its page in range.
@MainActor
private func replay(_ script: Script) {
  for event in script.events {
    switch event.action {
    case .down(let p), .move(let p), .up(let p):
      require(p.x.isFinite && p.y.isFinite, "pointer at \(p)")
    case .drag(_, _, let duration):
      require(duration > 0 && duration <= 60, "drag duration \(duration)")
    case .resize(let size):
      require((100...16384).contains(size.width) && (100...16384).contains(size.height), "\(size)")
    case .wheel(let dx, let dy):
      require(dx.isFinite && dy.isFinite, "wheel \(dx), \(dy)")
    case .key, .hide, .show, .type, .chord, .paste:
      break
    }
  }
  let host = StageHost(fuzzing: .default, size: CGSize(width: 900, height: 720))
  for (t, event) in script.timeline where t <= 86_400 {
    host.handle(event, at: t)
    let c = host.carousel
    require(c.offset.isFinite && (0..<c.pageCount).contains(c.page), "offset/page after \(event)")
    _ = host.drainEvents()
  }
  host.requireFiniteLayout()
}
