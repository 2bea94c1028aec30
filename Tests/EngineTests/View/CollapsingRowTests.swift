import Engine
import Fixtures
import Foundation
import Testing

/// A row of `count` 40-point emoji (40×48 with fixed metrics) in `width` points, whose tail
/// collapses into a "+N" badge.
@MainActor
private struct Row: View {
  let count: Int
  var width: CGFloat = 240
  var raised: Int?

  var body: some View {
    OverlappingHStack(spacing: 8, raisedIndex: raised) {
      ForEach(0..<count, id: \.self) { i in
        Text("😀").font(.system(size: 40)).id(i)
      }
    } badge: { badge in
      Text("+\(badge.hidden)").font(.system(size: 16))
        .frame(width: badge.slot.width, height: badge.slot.height)
    }
    .frame(width: width, height: 48)
  }
}

/// Tiles that may shrink, in a row `height` tall and `width` wide.
@MainActor
private struct ShrinkingRow: View {
  let glyphs: [String]
  var width: CGFloat = 240
  var height: CGFloat = 48

  var body: some View {
    OverlappingHStack(spacing: 8) {
      ForEach(glyphs.indices, id: \.self) { i in
        Text(glyphs[i]).font(.system(size: 40)).lineLimit(1).minimumScaleFactor(0)
      }
    } badge: { badge in
      Text("+\(badge.hidden)").frame(width: badge.slot.width, height: badge.slot.height)
    }
    .frame(width: width, height: height)
  }
}

extension ViewDump {
  /// The collapsing row's shown subviews, in its order.
  var rowChildren: [ViewDump] { first("OverlappingHStack")?.children ?? [] }
}

@MainActor
@Suite("OverlappingHStack { } badge: { } collapses its tail into a badge")
struct CollapsingRowTests {
  @Test(
    "20 tiles in 240 points: 13 tiles, a +6 badge raised above them, and the last tile beside it")
  func collapses() throws {
    let clock = HostClock(Row(count: 20), width: 400, height: 300)
    let row = try #require(clock.host.dump().first("OverlappingHStack"))
    let shown = row.children
    // The whole row would step (240 − 40)/19 = 10.5 < 12, so it collapses. The badge sits
    // beside the last tile, so the kept tiles and the badge share 240 − 40 − 40 = 160
    // points: 160/(m − 2) ≥ 12 holds up to m = 15 shown: 13 tiles, the badge, the last.
    #expect(shown.count == 15)
    #expect(shown[13].text("+6") != nil, "the badge counts the 6 hidden tiles")
    #expect(shown.filter { $0.text == "😀" }.count == 14)
    #expect(shown[0].rect.minX == row.rect.minX, "first tile at the leading edge")
    #expect(shown[14].rect.maxX == row.rect.maxX, "last tile at the trailing edge")
    // An even step of 160/13 between the kept tiles' and the badge's slots.
    for k in 1..<14 {
      #expect(abs(shown[k].rect.midX - shown[k - 1].rect.midX - 160 / 13) < 0.001)
    }
    // The badge ends where the last tile begins: it covers none of it.
    #expect(abs(shown[13].rect.maxX - shown[14].rect.minX) < 0.001)
    #expect(shown[13].z == 14, "the badge is drawn above every tile")
    #expect(shown[14].z == 13)
    #expect(shown[13].rect.size == CGSize(width: 40, height: 48), "the badge takes a slot")
  }

  @Test("a raised tile counted over every tile rises above the badge; a hidden one does not")
  func raised() throws {
    // 15 shown (see `collapses`): tiles 0–12, the badge, tile 19; 13–18 are hidden.
    let last = HostClock(Row(count: 20, raised: 19), width: 400, height: 300)
    let shown = last.host.dump().rowChildren
    #expect(shown[14].z == 14, "the last tile is raised")
    #expect(shown[13].z == 13)
    let hidden = HostClock(Row(count: 20, raised: 17), width: 400, height: 300)
    #expect(hidden.host.dump().rowChildren[13].z == 14, "a hidden tile leaves the badge on top")
    let first = HostClock(Row(count: 20, raised: 2), width: 400, height: 300)
    #expect(first.host.dump().rowChildren[2].z == 14)
  }

  @Test("a collapsed row shows another tile only with room to spare; a fresh one at once")
  func hysteresis() throws {
    // Fresh at 250: (250 − 80)/14 = 12.14 ≥ 12, so 16 shown.
    #expect(
      HostClock(Row(count: 20, width: 250), width: 400, height: 300).host.dump()
        .rowChildren.count == 16)
    // Grown from 240 (15 shown) to 250: showing more needs a step of 12 + 4, so it stays.
    let clock = HostClock(Row(count: 20, width: 240), width: 400, height: 300)
    clock.host.setRoot(Row(count: 20, width: 250))
    clock.host.update(now: 0.1)
    #expect(clock.host.dump().rowChildren.count == 15)
    // At 304 the step (304 − 80)/14 = 16 allows 16.
    clock.host.setRoot(Row(count: 20, width: 304))
    clock.host.update(now: 0.2)
    #expect(clock.host.dump().rowChildren.count == 16)
  }

  @Test("a row with room shows every tile and no badge; shrinking it builds one, widening drops it")
  func comesAndGoes() throws {
    let clock = HostClock(Row(count: 20, width: 300), width: 400, height: 300)
    var shown = clock.host.dump().rowChildren
    #expect(shown.count == 20)
    #expect(!shown.contains { $0.text?.hasPrefix("+") == true })
    clock.host.setRoot(Row(count: 20, width: 240))
    clock.host.update(now: 0.1)
    shown = clock.host.dump().rowChildren
    #expect(shown.count == 15)
    #expect(shown[13].text("+6") != nil)
    clock.host.setRoot(Row(count: 20, width: 400))
    clock.host.update(now: 0.2)
    shown = clock.host.dump().rowChildren
    #expect(shown.count == 20)
    #expect(clock.host.dump().all.allSatisfy { $0.text?.hasPrefix("+") != true })
    // Drawn: 20 tiles and no badge text.
    let texts = clock.host.displayList().commands.compactMap { item -> String? in
      if case .text(let s, _, _, _, _) = item { return s }
      return nil
    }
    #expect(texts.filter { $0 == "😀" }.count == 20)
  }

  @Test("hidden tiles are not drawn")
  func hiddenNotDrawn() throws {
    let clock = HostClock(Row(count: 20), width: 400, height: 300)
    let texts = clock.host.displayList().commands.compactMap { item -> String? in
      if case .text(let s, _, _, _, _) = item { return s }
      return nil
    }
    #expect(texts.filter { $0 == "😀" }.count == 14)
    #expect(texts.contains("+6"))
  }

  @Test("a row shorter than its tiles scales every tile by the same factor")
  func scalesToHeight() throws {
    let clock = HostClock(
      ShrinkingRow(glyphs: ["😀", "😀", "ab"], height: 24), width: 400, height: 300)
    let shown = clock.host.dump().rowChildren
    // 24 / 48: half size. Emoji 20 × 24; "ab" (40 × 48 at 40 pt) 20 × 24.
    #expect(shown.map(\.rect.size) == Array(repeating: CGSize(width: 20, height: 24), count: 3))
    let row = try #require(clock.host.dump().first("OverlappingHStack"))
    #expect(row.rect.height == 24, "no taller than offered")
  }

  @Test("a tile wider than its row scales the row's tiles down, side by side")
  func scalesToWidth() throws {
    // "abcdefgh" is 160 wide at 40 pt; the row is 80: at half size the slot is 80, the row's
    // width, so the two tiles would pile up (step 0). They get smaller, side by side: a slot
    // of 80/2 = 40, a quarter of 160: "abcdefgh" 40 × 12, the emoji (40 × 48) 10 × 12.
    let clock = HostClock(
      ShrinkingRow(glyphs: ["abcdefgh", "😀"], width: 80), width: 400, height: 300)
    let shown = clock.host.dump().rowChildren
    let row = try #require(clock.host.dump().first("OverlappingHStack"))
    #expect(shown[0].rect.size == CGSize(width: 40, height: 12))
    #expect(shown[1].rect.size == CGSize(width: 10, height: 12))
    #expect(shown[0].rect.minX == row.rect.minX)
    // The second slot's centre is 40 + 20 = 60 in: the emoji spans 55...65.
    #expect(abs(shown[1].rect.midX - (row.rect.minX + 60)) < 0.001)
  }

  @Test("a row too narrow for first, badge and last sets the three side by side, smaller")
  func fewestSideBySide() throws {
    // 20 tiles of 40 × 48 in 60 points: (60 − 2·40)/(m − 2) ≥ 12 allows no m, so the row
    // shows its fewest, 3 (first, badge, last), which at full size would overlap by 30
    // points. Instead each slot is 60/3 = 20 wide (scale 1/2: 20 × 24), touching.
    let clock = HostClock(
      ShrinkingRow(glyphs: Array(repeating: "😀", count: 20), width: 60), width: 400, height: 300)
    let row = try #require(clock.host.dump().first("OverlappingHStack"))
    let shown = row.children
    #expect(shown.count == 3)
    #expect(shown[1].text("+18") != nil, "the badge counts the 18 hidden tiles")
    for (k, child) in shown.enumerated() {
      #expect(child.rect.size == CGSize(width: 20, height: 24), "\(k): \(child.rect)")
      #expect(abs(child.rect.minX - (row.rect.minX + 20 * CGFloat(k))) < 0.001, "\(k)")
    }
  }

  @Test("two tiles that would overlap by more than the sliver leaves get smaller, side by side")
  func twoTilesSideBySide() throws {
    // 2 tiles of 40 in 45 points: a step of 5 < 12 would show one tile over the other. Each
    // slot is 45/2 = 22.5 (scale 22.5/40: 22.5 × 27).
    let clock = HostClock(ShrinkingRow(glyphs: ["😀", "😀"], width: 45), width: 400, height: 300)
    let shown = clock.host.dump().rowChildren
    #expect(shown.count == 2)
    #expect(shown.map(\.rect.size) == Array(repeating: CGSize(width: 22.5, height: 27), count: 2))
    #expect(abs(shown[1].rect.minX - shown[0].rect.maxX) < 0.001, "touching")
  }

  @Test("two tiles that overlap by more than the sliver keep their size")
  func twoTilesOverlap() throws {
    // 2 tiles of 40 in 60 points: a step of 20 ≥ 12, the usual overlap at full size.
    let clock = HostClock(Row(count: 2, width: 60), width: 400, height: 300)
    let shown = clock.host.dump().rowChildren
    #expect(shown.map(\.rect.size) == Array(repeating: CGSize(width: 40, height: 48), count: 2))
    #expect(abs(shown[1].rect.minX - shown[0].rect.minX - 20) < 0.001)
  }
}
