import Engine
import Fixtures
import Foundation
import Testing

/// A feed whose load takes two seconds of the host's clock.
@MainActor @Observable
private final class Feed {
  var items = ["a"]
  var loads = 0

  func load() async {
    loads += 1
    try? await Task.sleep(for: .seconds(2))
    items.append("b\(loads)")
  }
}

/// The feed's rows, 44 pt tall, pulled to refresh.
private struct FeedList: View {
  let feed: Feed

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(feed.items, id: \.self) { Text($0).frame(height: 44) }
      }
    }
    .refreshable { await feed.load() }
  }
}

/// Shows whether a refresh action is in its environment.
private struct RefreshProbe: View {
  @Environment(\.refresh) private var refresh

  var body: some View { Text(refresh == nil ? "none" : "some") }
}

@MainActor
@Suite(".refreshable: pull to refresh on the host's clock")
struct RefreshableTests {
  /// Lets the main actor run the tasks' steps that are ready (as ViewTaskTests does).
  private func settle(_ host: ViewHost) async {
    let deadline = ContinuousClock.now + .seconds(30)
    while host.tasksWaking && ContinuousClock.now < deadline { await Task.yield() }
    for _ in 0..<20 { await Task.yield() }
  }

  /// Presses at y = 100, passes the 6 pt slop, and pulls `distance` further down.
  private func pull(_ h: ViewHost, by distance: CGFloat, at t: Double) {
    h.handle(.pointerDown(CGPoint(x: 200, y: 100)), at: t)
    h.handle(.pointerMove(CGPoint(x: 200, y: 106)), at: t + 0.05)
    h.handle(.pointerMove(CGPoint(x: 200, y: 106 + distance)), at: t + 0.1)
    h.update(now: t + 0.1)
  }

  @Test("a pull short of the threshold shows the spinner in the gap but does not refresh")
  func shortPull() async throws {
    let feed = Feed()
    let h = navigationHost(FeedList(feed: feed))
    // 80 pt of finger travel past the top: 0.55 × 80 / (1 + 0.55 × 80 / 300) = 38.4 pt
    // (UIScrollView's rubber band in the 300 pt viewport), under 60.
    pull(h, by: 80, at: 1)
    let row = try #require(h.dump().text("a"))
    let pulled = row.rect.midY - 22
    #expect(abs(pulled - 38.4) < 0.6, "the content is pulled by the rubber band")
    let spinner = try #require(h.dump().first("ActivityIndicator"))
    // Centred in the revealed gap above the content.
    #expect(abs(spinner.rect.midY - pulled / 2) < 0.01)
    await settle(h)
    #expect(feed.loads == 0)
  }

  @Test(
    "past the threshold the action runs, and the content rests under the spinner until it returns")
  func refreshes() async throws {
    let feed = Feed()
    let h = navigationHost(FeedList(feed: feed))
    // 200 pt of travel: 0.55 × 200 / (1 + 110 / 300) = 80.5 pt, past the 60 pt threshold.
    pull(h, by: 200, at: 1)
    _ = h.dump()
    await settle(h)
    #expect(feed.loads == 1, "the action started while pulling")
    // Held still 0.2 s (no velocity), then let go: the content springs back to rest 60 pt
    // down, under the spinner centred in that area (at 30).
    h.handle(.pointerMove(CGPoint(x: 200, y: 306)), at: 1.3)
    h.handle(.pointerUp(CGPoint(x: 200, y: 306)), at: 1.3)
    h.update(now: 2.9)
    let row = try #require(h.dump().text("a"))
    #expect(abs(row.rect.midY - (22 + 60)) < 0.01)
    let spinner = try #require(h.dump().first("ActivityIndicator"))
    #expect(spinner.rect.midY == 30)
    // The load sleeps 2 s from 1.1: at 3.1 it returns, and the area closes.
    h.update(now: 3.2)
    await settle(h)
    h.update(now: 3.2)
    #expect(feed.items == ["a", "b1"])
    h.update(now: 4.5)
    let back = try #require(h.dump().text("a"))
    #expect(back.rect.midY == 22)
    #expect(h.dump().first("ActivityIndicator") == nil)
    #expect(feed.loads == 1, "one pull, one refresh")
  }

  /// The spinner's dots (each spoke is four 2 pt dots: 0.1 of its 20 pt side).
  private func spinnerDots(_ h: ViewHost) -> [CGRect] {
    h.displayList().commands.compactMap {
      if case .fill(let rect, let radius, _) = $0, rect.width == 2, rect.height == 2, radius == 1 {
        rect
      } else {
        nil
      }
    }
  }

  @Test(
    "pulled short of the threshold, the ticks appear one by one clockwise from 12 o'clock",
    arguments: [(30, 2), (80, 5), (120, 7)] as [(CGFloat, Int)])
  func ticksFollowThePull(travel: CGFloat, ticks: Int) throws {
    let feed = Feed()
    let h = navigationHost(FeedList(feed: feed))
    pull(h, by: travel, at: 1)
    // The rubber band gives 0.55 d / (1 + 0.55 d / 300) in the 300 pt viewport: d = 30 →
    // 15.6 pt, 80 → 38.4, 120 → 54.1; a tick per 60 / 8 = 7.5 pt pulled: 2, 5 and 7.
    let pulled = try #require(h.dump().text("a")).rect.midY - 22
    #expect(Int((pulled / 7.5).rounded(.down)) == ticks)
    let dots = spinnerDots(h)
    #expect(dots.count == 4 * ticks)
    // Ticks 0 … 4 are 12, half past 1, 3, half past 4 and 6 o'clock: none left of the
    // centre (less than a dot's half for the ones on the vertical).
    let centre = try #require(h.dump().first("ActivityIndicator")).rect.midX
    if ticks <= 5 { #expect(dots.allSatisfy { $0.midX >= centre - 0.01 }) }
    // A pull held still draws a still picture: no wake-ups for the spinner.
    #expect(h.nextDeadline == nil)
  }

  @Test("refreshing, all eight ticks spin, each 1/8 s step a frame")
  func spinsWhileRefreshing() async throws {
    let feed = Feed()
    let h = navigationHost(FeedList(feed: feed))
    pull(h, by: 200, at: 1)
    await settle(h)
    #expect(spinnerDots(h).count == 32)
    // Drawn at 1.1, in the step 1.0–1.125: the next begins at 1.125.
    #expect(h.nextDeadline == 1.125)
  }

  @Test("the refresh action is in the environment inside .refreshable only")
  func environment() {
    #expect(laidOut(RefreshProbe()).text("none") != nil)
    #expect(laidOut(RefreshProbe().refreshable {}).text("some") != nil)
  }
}

/// A feed whose refreshable list can go, and whose rows can change while a refresh runs.
@MainActor @Observable
private final class LeavingFeed {
  var shown = true
  var ticks = 0
  var log: [String] = []

  func load() async {
    log.append("start")
    do {
      try await Task.sleep(for: .seconds(2))
      log.append("done")
    } catch {
      log.append("cancelled")
    }
  }
}

/// The ticks above a refreshable list that `feed.shown` removes.
private struct LeavingFeedList: View {
  let feed: LeavingFeed

  var body: some View {
    VStack(spacing: 0) {
      Text("ticks \(feed.ticks)").frame(height: 20)
      if feed.shown {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { Text("row \($0)").frame(height: 44) }
          }
        }
        .refreshable { await feed.load() }
      }
    }
  }
}

extension RefreshableTests {
  @Test("a refresh running when its view goes is cancelled, even after the view was rebuilt")
  func disappearCancelsAfterRebuild() async throws {
    let feed = LeavingFeed()
    let h = navigationHost(LeavingFeedList(feed: feed))
    // 200 pt of travel pulls 80.5 pt (as in `refreshes`), past the 60 pt threshold.
    pull(h, by: 200, at: 1)
    h.handle(.pointerUp(CGPoint(x: 200, y: 306)), at: 1.1)
    await settle(h)
    #expect(feed.log == ["start"])
    // The parent's body runs again while the handler sleeps: the modifier is built again.
    feed.ticks += 1
    h.update(now: 1.2)
    #expect(h.dump().text("ticks 1") != nil)
    // Then the list goes: its refresh is cancelled, as a `.task`'s work is, and no sleeper
    // is left on the host's clock (the 2 s sleep would end at 3.1).
    feed.shown = false
    h.update(now: 1.3)
    await settle(h)
    #expect(feed.log == ["start", "cancelled"])
    #expect(h.nextDeadline == nil, "no sleeper is left")
  }
}
