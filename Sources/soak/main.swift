import Engine
import Fixtures
import Foundation
import ProcessStats
import SceneApp

// A headless soak of the scene app's StageHost, the object the window drives: one simulated hour (216 000 frames at 60 Hz) of random
// drags, flicks, keys, wheel, resizes, hides and shows from a fixed seed, with invariants
// checked every frame and resident memory compared between the first cycle of scenes and the
// end.
//
// Environment: SOAK_SECONDS (simulated seconds, default 3600), SOAK_SEED (default 1).
// Exit status: 0 clean; 1 on any invariant violation or peak RSS growth over 2 MB.

let environment = ProcessInfo.processInfo.environment
let seconds = environment["SOAK_SECONDS"].flatMap(Double.init).map { max($0, 1) } ?? 3600
let seed = environment["SOAK_SEED"].flatMap { UInt64($0) } ?? 1
let frameRate = 60.0
let frames = Int((seconds * frameRate).rounded())
/// The scene is swapped for the next variant every 10 simulated seconds, cycling, so every
/// variant is reloaded many times over the run.
let sceneFrames = Int(10 * frameRate)
/// RSS is sampled at half the run and at its end. The first half holds every one-time
/// growth: every variant shown many times, the widest resizes, caches filled (a one-hour run
/// grows 5.8 MB after its first minute, and a two-hour run the same 5.8 MB, so that growth
/// is not a leak). Memory that grows with time grows as much again in the second half.
let baselineFrame = frames / 2
let allowedGrowthKB = 2048

var run = SoakRun(scene: .default, size: CGSize(width: 900, height: 720))
var input = SoakInput(seed: seed)
var pending: [(Double, SoakAction)] = []
var nextPending = 0
var nextEpisode = 0.5
var baseline = ResidentMemory.read()
let started = Date()

for frame in 0...frames {
  let t = Double(frame) / frameRate
  if frame > 0, frame % sceneFrames == 0 {
    let variant = (frame / sceneFrames) % SceneVariants.all.count
    run.replaceScene(SceneVariants.all[variant], at: t)
  }
  while nextPending == pending.count, nextEpisode <= t {
    let episode = input.episode(at: nextEpisode)
    pending = episode.actions
    nextPending = 0
    nextEpisode = episode.next
  }
  while nextPending < pending.count, pending[nextPending].0 <= t + 1e-9 {
    run.apply(pending[nextPending].1, at: max(pending[nextPending].0, run.now))
    nextPending += 1
  }
  run.frame(at: t)
  if frame == baselineFrame { baseline = ResidentMemory.read() }
}

let end = ResidentMemory.read()
let report = run.report
let growth = end.peakKB - baseline.peakKB
let wall = Date().timeIntervalSince(started)
print("soak: seed \(seed), \(String(format: "%.3f", seconds / 3600)) simulated hours")
print(
  "frames: \(report.frames), row layouts: \(report.rowLayouts), display commands: \(report.commands)"
)
print("longest settle after input stopped: \(String(format: "%.3f", report.longestSettle)) s")
print("inputs and carousel events:")
report.countLines.forEach { print($0) }
print("memory after \(baselineFrame / Int(frameRate)) s: \(baseline)")
print("memory at the end: \(end) (peak growth \(growth) kB, allowed \(allowedGrowthKB) kB)")
print("wall time: \(String(format: "%.1f", wall)) s")
print("violations: \(report.violations)")
report.firstViolations.forEach { print("  \($0)") }
let failed = report.violations > 0 || growth > allowedGrowthKB
print(failed ? "soak: FAILED" : "soak: OK")
exit(failed ? 1 : 0)
