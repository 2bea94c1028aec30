import Engine
import Foundation

// `make bench`: measures layout, carousel, frame, start-up, idle/autoplay and resize costs,
// prints one table and writes it to PERFORMANCE.md with the machine and the date. Numbers
// only: nothing here fails on speed.

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
let exeDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let preview = exeDir.appendingPathComponent("preview").path
var rows: [Row] = []

func log(_ s: String) { FileHandle.standardError.write(Data("bench: \(s)\n".utf8)) }

let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
/// Groups left out of a full run, comma-separated (`BENCH_SKIP=scale,previews`): on a
/// loaded machine the scale rows alone take many minutes; `BENCH_ONLY=scale` runs them.
let skipped = Set(
  (ProcessInfo.processInfo.environment["BENCH_SKIP"] ?? "").split(separator: ",").map(String.init))
if only == "previews" {
  let window = WindowBenchmark(preview: preview)
  if let server = window.startServer() {
    previewRows(display: window.display)
    server.terminate()
    server.waitUntilExit()
  }
  rows.forEach { print("| \($0.name) | \($0.value) |") }
  exit(0)
}

if (only == nil && !skipped.contains("nesting")) || only == "nesting" {
  log("nesting")
  rows += NestingBenchmarks.rows()
}
if (only == nil && !skipped.contains("text")) || only == "text" {
  log("text measuring")
  rows += TextBenchmarks.rows(assets: packageRoot.appendingPathComponent("Assets"))
}
if (only == nil && !skipped.contains("scale")) || only == "scale" || only == "stack" {
  log("scale: eager VStack, 100 000-tile row, 700 000 script keys")
  let stack = ScaleBenchmarks.eagerStack(count: 100_000)
  rows.append(
    Row(
      name: "eager VStack of 100 000 Texts: build, layout, first display list (CPU s)",
      value: stack.text(3), target: "≤ 0.5", met: stack.median <= 0.5))
  // `BENCH_ONLY=stack`: the eager stack alone, in process (for profiling and side by side).
  if only != "stack", FileManager.default.isExecutableFile(atPath: preview) {
    let baseline = ProcessInfo.processInfo.environment["BENCH_BASELINE"].map {
      URL(fileURLWithPath: $0).appendingPathComponent("preview").path
    }
    rows += ScaleBenchmarks(preview: preview, baseline: baseline).rows()
  }
}
if only == nil || only == "lists" {
  log("lists: a List of 100 000 rows")
  rows += ListBenchmarks.rows()
}
if only == "nesting" || only == "text" || only == "scale" || only == "stack" || only == "lists" {
  rows.forEach { print("| \($0.name) | \($0.value) | \($0.target) |") }
  exit(0)
}
log("layout")
var perTile: [Int: Sample] = [:]
let layoutSizes =
  only == "views"
  ? []
  : only == "layout-1000"
    ? [1_000] : only == "layout-100000" ? [100_000] : [1_000, 10_000, 100_000]
for n in layoutSizes {
  let s = EngineBenchmarks.layout(tiles: n)
  perTile[n] = s
  rows.append(
    Row(
      name: "layout, overlapping row of \(n) tiles (ns/tile)", value: s.text(1),
      target: "", met: nil))
}
if let a = perTile[1_000]?.median, let b = perTile[100_000]?.median {
  rows.append(
    Row(
      name: "layout ns/tile ratio, 100 000 vs 1 000 tiles", value: fmt(b / a),
      target: "≈ 1 (linear)", met: b / a < 1.5))
}

if only?.hasPrefix("layout") == true {
  rows.forEach { print("| \($0.name) | \($0.value) |") }
  exit(0)
}
log("carousel")
let c10 = EngineBenchmarks.carouselFrame(pages: 10)
let c10k = EngineBenchmarks.carouselFrame(pages: 10_000)
rows.append(
  Row(
    name: "carousel frame (update+layout+display list), 10 pages (µs)",
    value: c10.text(1), target: "", met: nil))
rows.append(
  Row(
    name: "carousel frame, 10 000 pages (µs)", value: c10k.text(1),
    target: "≤ 1.5× 10 pages", met: c10k.median <= 1.5 * c10.median))

log("views")
let auto10 = ViewBenchmarks.seedCarousel(pages: 10, lazy: true, timer: true)
let auto10k = ViewBenchmarks.seedCarousel(pages: 10_000, lazy: true, timer: true)
let paging10 = ViewBenchmarks.seedCarousel(pages: 10, lazy: false, timer: false)
for (name, r) in [
  ("auto-advancing seed (LazyHStack, timer), 10 pages", auto10),
  ("paging seed (HStack, position writes), 10 pages", paging10),
] {
  rows.append(
    Row(
      name: "view frame while animating, \(name) (µs)", value: r.frame.text(1),
      target: "", met: nil))
  rows.append(
    Row(
      name: "  bodies / layout passes / scroll placements per animating frame",
      value: "\(fmt(r.bodiesPerFrame)) / \(fmt(r.layoutsPerFrame)) / \(fmt(r.placementsPerFrame))",
      target: "", met: nil))
  rows.append(
    Row(
      name: "  bodies / layouts and placements on still frames (30 s)",
      value: "\(r.stillBodies) / \(r.stillLayouts)", target: "0 / 0",
      met: r.stillBodies == 0 && r.stillLayouts == 0))
}
rows.append(
  Row(
    name: "view frame while animating, LazyHStack of 10 000 pages (µs)",
    value: auto10k.frame.text(1),
    target: "≤ 1.5× 10 pages", met: auto10k.frame.median <= 1.5 * auto10.frame.median))
if only == "views" {
  rows.forEach { print("| \($0.name) | \($0.value) | \($0.target) |") }
  exit(0)
}

/// The `preview --file` rows (PreviewBenchmark); `BENCH_ONLY=previews` runs only these.
@MainActor
func previewRows(display: String) {
  log("previews: cold first preview, then edits of a 200-line view file")
  let previews = PreviewBenchmark(preview: preview, display: display)
  if let r = previews.run(edits: 5) {
    rows.append(
      Row(
        name: "preview --file, cold: spawn to first preview (package and module built, s)",
        value: r.cold.map { fmt($0, 1) } ?? "failed", target: "", met: nil))
    rows.append(
      Row(
        name: "preview --file, warm: spawn to first preview (nothing changed, s)",
        value: r.warm.map { fmt($0, 2) } ?? "failed", target: "", met: nil))
    let edit = Sample(values: r.edits)
    rows.append(
      Row(
        name: "preview --file: one-line save in a 200-line view file → new frame (s)",
        value: r.edits.isEmpty ? "failed" : edit.text(2), target: "", met: nil))
    // The same saves built alone: the part of the time above that the compiler and linker
    // take, which no window process kept alive could save.
    let builds = previews.buildTimes(edits: 5)
    rows.append(
      Row(
        name: "  of which `swift build --product` alone, the same one-line save (s)",
        value: builds.isEmpty ? "failed" : Sample(values: builds).text(2), target: "", met: nil))
  }
}

let processes = ProcessBenchmarks(preview: preview)
if FileManager.default.isExecutableFile(atPath: preview) {
  log("frames")
  let f = processes.frames()
  rows.append(
    Row(
      name: "frame 1280x800, animating, software renderer: CPU ms median",
      value: f.median.text(), target: "≤ 2", met: f.median.median <= 2))
  rows.append(Row(name: "frame CPU ms p99", value: f.p99.text(), target: "", met: nil))
  // The view layer's work against what a whole animated frame costs (≤ 25 %).
  for (name, r) in [("auto-advancing seed", auto10), ("paging seed", paging10)] {
    let share = r.frame.median / 1000 / f.median.median * 100
    rows.append(
      Row(
        name: "view layer's share of an animated 1280x800 frame, \(name) (%)", value: fmt(share, 1),
        target: "≤ 25", met: share <= 25))
  }
  rows.append(
    Row(
      name: "glyph rasterisations / texture creations per frame (steady)",
      value: "\(fmt(f.raster)) / \(fmt(f.textures))", target: "0",
      met: f.raster == 0 && f.textures == 0))
  log("shadowed card")
  let shadow = processes.shadowedCard()
  let ratio = shadow["ratio"] as? Double ?? .nan
  rows.append(
    Row(
      name: "sliding card, shadowed / plain: CPU ms per frame (median each)",
      value:
        "\(fmt(shadow["shadowedMillisecondsMedian"] as? Double ?? .nan)) / \(fmt(shadow["plainMillisecondsMedian"] as? Double ?? .nan)) = \(fmt(ratio, 2))x",
      target: "≤ 2x", met: ratio <= 2))
  log("start-up")
  let s = processes.startup()
  rows.append(
    Row(
      name: "start-up to first frame written, headless (ms)", value: s.seconds.text(1),
      target: "≤ 150", met: s.seconds.median <= 150))
  rows.append(
    Row(
      name: "peak RSS, headless run (MB)", value: s.rssMB.text(1), target: "≤ 60",
      met: s.rssMB.median <= 60))
  log("resize storm")
  let r = processes.resizeStorm()
  let before = Double(r["rssBeforeKB"] as? Int ?? 0) / 1024
  let after = Double(r["rssAfterKB"] as? Int ?? 0) / 1024
  rows.append(
    Row(
      name: "resize storm, 2 000 sizes: ms per relayout+frame (median, p99)",
      value:
        "\(fmt(r["millisecondsPerResizeMedian"] as? Double ?? .nan)), \(fmt(r["millisecondsPerResizeP99"] as? Double ?? .nan))",
      target: "", met: nil))
  rows.append(
    Row(
      name: "resize storm RSS before → after (MB)",
      value: "\(fmt(before, 1)) → \(fmt(after, 1))", target: "no growth",
      met: after - before < 1))
  let window = WindowBenchmark(preview: preview)
  if let server = window.startServer() {
    let span = Double(ProcessInfo.processInfo.environment["BENCH_WINDOW_SECONDS"] ?? "") ?? 30
    log("window, start-up")
    let starts = window.startups(runs: 9)
    if !starts.isEmpty {
      let traced = Sample(values: starts.map { $0.traced * 1000 })
      let observed = Sample(values: starts.map { $0.observed * 1000 })
      rows.append(
        Row(
          name: "window start-up to first frame, `ready` startup (ms)", value: traced.text(0),
          target: "≤ 100", met: traced.median <= 100))
      rows.append(
        Row(
          name: "window start-up, spawn to `ready` line read (ms)", value: observed.text(0),
          target: "", met: nil))
    }
    log("window, still, \(Int(span)) s")
    if let still = window.run(autoplay: false, seconds: span) {
      rows.append(
        Row(
          name: "window still \(Int(span)) s: frames rendered", value: "\(still.frames)",
          target: "0", met: still.frames == 0))
      rows.append(
        Row(
          name: "window still: wake-ups per second", value: fmt(still.wakeupsPerSecond),
          target: "≤ 1", met: still.wakeupsPerSecond <= 1))
      rows.append(
        Row(
          name: "window still: CPU seconds", value: fmt(still.cpuSeconds, 3),
          target: "≤ 0.03", met: still.cpuSeconds <= 0.03))
      rows.append(
        Row(
          name: "window peak RSS, \(still.renderer) renderer under Xvfb (MB)",
          value: fmt(still.peakRSSMB, 1), target: "≤ 40", met: still.peakRSSMB <= 40))
    }
    log("window, autoplay, \(Int(span)) s")
    if let auto = window.run(autoplay: true, seconds: span + 0.5) {
      let perFrame = auto.frames > 0 ? auto.cpuSeconds / Double(auto.frames) * 1000 : 0
      rows.append(
        Row(
          name: "window autoplay (\(auto.advances) advances): frames rendered",
          value: "\(auto.frames)", target: "", met: nil))
      rows.append(
        Row(
          name: "window autoplay: CPU seconds", value: fmt(auto.cpuSeconds, 3),
          target: "≤ 0.28", met: auto.cpuSeconds <= 0.28))
      rows.append(
        Row(
          name: "window autoplay: CPU ms per rendered frame", value: fmt(perFrame),
          target: "≤ 2", met: perFrame <= 2))
    }
    if let folder = ProcessInfo.processInfo.environment["BENCH_BASELINE"] {
      let base = URL(fileURLWithPath: folder).appendingPathComponent("preview").path
      rows += BaselineBenchmarks(preview: preview, baseline: base).rows(windowSeconds: span)
    }
    if !skipped.contains("previews") { previewRows(display: window.display) }
    server.terminate()
    server.waitUntilExit()
  } else {
    log("Xvfb not found: window rows skipped")
  }
} else {
  log("\(preview) not built: process rows skipped")
}

// The table, on stdout and in PERFORMANCE.md.
func cpuModel() -> String {
  let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
  for line in info.split(separator: "\n") where line.hasPrefix("model name") {
    return line.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
      ?? "?"
  }
  return "unknown CPU"
}
let formatter = ISO8601DateFormatter()
formatter.formatOptions = [.withFullDate]
let machine =
  "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpuModel()), "
  + "\(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB"
var table = "| benchmark | median (min–max) | target | met |\n| --- | --- | --- | --- |\n"
for r in rows {
  let met = r.met.map { $0 ? "yes" : "**no**" } ?? ""
  table += "| \(r.name) | \(r.value) | \(r.target) | \(met) |\n"
}
print("Machine: \(machine); date: \(formatter.string(from: Date()))\n")
print(table)
let perfPath = packageRoot.appendingPathComponent("PERFORMANCE.md")
let existing = (try? String(contentsOf: perfPath, encoding: .utf8)) ?? ""
let marker = "<!-- bench:table -->"
let generated =
  "\(marker)\nMachine: \(machine). Date: \(formatter.string(from: Date())).\n\n\(table)\(marker)"
let parts = existing.components(separatedBy: marker)
let document =
  parts.count >= 3
  ? parts[0] + generated + parts[2...].joined(separator: marker)
  : "# Performance\n\nWritten by `make bench` (release build).\n\n\(generated)\n"
try? document.write(to: perfPath, atomically: true, encoding: .utf8)
log("wrote \(perfPath.path)")
