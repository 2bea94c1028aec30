import Foundation

/// A `Text` on screen whose string follows the clock (`Text(date, style: .timer)` …): the
/// graph works its string out again when the host's time advances, and lays it out again
/// only when it changed.
@MainActor
final class LiveText {
  weak var node: ViewNode?
  var text: Text
  /// The runs as last set.
  var shown: [TextRun]

  init(node: ViewNode, text: Text, shown: [TextRun]) {
    self.node = node
    self.text = text
    self.shown = shown
  }
}

extension EnvironmentValues {
  /// The wall-clock date at host time 0: the host's clock counts seconds from it. The
  /// reference date by default (as `Timer.publish`'s fire dates), so tests on a manual
  /// clock see fixed dates; the host sets the date it started at.
  package var hostClockEpoch: Date {
    get { self[HostClockEpochKey.self] }
    set { self[HostClockEpochKey.self] = newValue }
  }
}

private struct HostClockEpochKey: EnvironmentKey {
  static let defaultValue = Date(timeIntervalSinceReferenceDate: 0)
}

extension Text {
  /// The runs as they read at host time `now`: dates formatted, the text case applied.
  func resolvedRuns(at now: Double, in env: EnvironmentValues) -> [TextRun] {
    let textCase = env.textCase
    // Most texts have neither a date nor a case to apply: their runs as they are, shared
    // rather than copied (and the environment asked once, not per run).
    guard textCase != nil || runs.contains(where: { $0.date != nil }) else { return runs }
    let wall = env.hostClockEpoch.addingTimeInterval(now)
    return runs.map { run in
      var run = run
      if let date = run.date { run.string = date.string(now: wall, locale: env.locale) }
      if let textCase { run.string = run.string.cased(textCase, in: env.locale) }
      return run
    }
  }

  var isLive: Bool { runs.contains { $0.date?.style.isLive == true } }
}

extension ViewGraph {
  /// Keeps `node`'s live text (or forgets it when `text` is nil or not live).
  func setLiveText(_ node: ViewNode, _ text: Text?, shown: [TextRun]) {
    if let i = liveTexts.firstIndex(where: { $0.node === node }) {
      if let text, text.isLive {
        liveTexts[i].text = text
        liveTexts[i].shown = shown
      } else {
        liveTexts.remove(at: i)
      }
    } else if let text, text.isLive {
      liveTexts.append(LiveText(node: node, text: text, shown: shown))
    }
  }

  /// The live texts on screen: attached, laid out and inside the window.
  private func shownLiveTexts() -> [(LiveText, ViewNode)] {
    liveTexts.removeAll { $0.node?.isAttached != true }
    let window = CGRect(origin: .zero, size: size)
    return liveTexts.compactMap { t in
      guard let node = t.node, node.hasFrame, node.frame.intersects(window) else { return nil }
      return (t, node)
    }
  }

  /// Sets again each live text on screen whose string changed by `now`.
  func tickLiveTexts() {
    // Called every frame: without a live text, no arrays to make.
    if liveTexts.isEmpty { return }
    var changed = false
    for (t, node) in shownLiveTexts() {
      let runs = t.text.resolvedRuns(at: now, in: node.environment)
      guard runs != t.shown else { continue }
      t.shown = runs
      node.kind = Text.kind(for: runs, in: node.environment)
      changed = true
    }
    if changed { structureChanged() }
  }

  /// When the next live text on screen changes (nil: none is on screen).
  func nextLiveTextChange() -> Double? {
    if liveTexts.isEmpty { return nil }
    return shownLiveTexts().flatMap { t, node in
      t.text.runs.compactMap {
        $0.date?.nextChange(after: now, epoch: node.environment.hostClockEpoch)
      }
    }.min()
  }
}
