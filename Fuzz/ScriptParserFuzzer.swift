import Foundation

/// libFuzzer target: `Script.parse` on arbitrary bytes, then the parsed script replayed.
///
/// A script that parses has times that are finite, ≥ 0 and never decrease, finite
/// coordinates, window sizes within 100...16384, and line numbers inside the file; replayed
/// into a stage (as `preview --headless` would, without the per-frame clock), it keeps the
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
  replay(script)
  return 0
}

/// Applies each event at its time, the way the headless runner hands them to the stage;
/// times beyond a day are skipped, as `--time` cannot reach them.
private func replay(_ script: Script) {
  var stage = Stage(scene: .default, size: CGSize(width: 900, height: 720))
  for event in script.events where event.time <= 86_400 {
    let t = event.time
    stage.carousel.update(now: t)
    switch event.action {
    case .down(let p):
      require(p.x.isFinite && p.y.isFinite, "down at \(p)")
      stage.carousel.pointerDown(x: Double(p.x), now: t)
    case .move(let p):
      require(p.x.isFinite && p.y.isFinite, "move to \(p)")
      stage.carousel.pointerMoved(x: Double(p.x), now: t)
    case .up(let p):
      stage.carousel.pointerUp(x: Double(p.x), now: t)
    case .drag(let from, let to, let duration):
      require(duration > 0 && duration <= 60, "drag duration \(duration)")
      stage.carousel.pointerDown(x: Double(from.x), now: t)
      stage.carousel.pointerMoved(x: Double(to.x), now: t + duration / 2)
      stage.carousel.pointerUp(x: Double(to.x), now: t + duration)
    case .resize(let size):
      require((100...16384).contains(size.width) && (100...16384).contains(size.height), "\(size)")
      stage.resize(to: size, now: t)
    case .key(let key):
      switch key {
      case .left: stage.carousel.key(.previous, now: t)
      case .right: stage.carousel.key(.next, now: t)
      case .home: stage.carousel.key(.first, now: t)
      case .end: stage.carousel.key(.last, now: t)
      case .space: stage.carousel.setAutoplayEnabled(!stage.carousel.autoplayEnabled, now: t)
      }
    case .wheel(let dx, let dy):
      require(dx.isFinite && dy.isFinite, "wheel \(dx), \(dy)")
      stage.carousel.wheel(deltaX: dx * 40, now: t)
    case .hide: stage.carousel.setVisible(false, now: t)
    case .show: stage.carousel.setVisible(true, now: t)
    }
    let c = stage.carousel
    require(c.offset.isFinite && (0..<c.pageCount).contains(c.page), "offset/page after \(event)")
    _ = stage.carousel.drainEvents()
  }
  stage.requireFiniteLayout()
}
