import Foundation
import Testing

@testable import Engine

/// Page geometry of docs/CONTRACT.md §3.3 at many widths: P = W − 2·25, rest i·(P + 8), 17-pt peeks.
struct PageGeometryTests {
  typealias M = CarouselMath

  static let widths: [CGFloat] = [60, 100, 320, 375, 400, 414.5, 768, 1024, 1366, 1920, 3840]

  @Test("page width is the viewport width minus 25 pt on both sides", arguments: widths)
  func pageWidth(width: CGFloat) {
    let g = PageGeometry(viewportLength: width)
    #expect(g.pageLength == width - 50)
    #expect(g.stride == width - 42)
  }

  @Test("page i rests at offset i·(P + 8) with its leading edge at x = 25", arguments: widths)
  func restingOffsets(width: CGFloat) {
    let g = PageGeometry(viewportLength: width)
    for i in [0, 1, 2, 5, 9, 99, 9999] {
      let rest = Double(i) * M.stride(width)
      #expect(AnimationReference.close(g.restingOffset(ofPage: i), rest, 1e-12))
      #expect(abs(g.pageStart(i, offset: rest) - 25) < 1e-9 * max(1, rest))
    }
  }

  @Test("at rest the neighbours peek 17 pt on each side", arguments: widths)
  func neighboursPeek(width: CGFloat) {
    let g = PageGeometry(viewportLength: width)
    for i in [1, 4, 50] {
      let rest = g.restingOffset(ofPage: i)
      let previousTrailing = g.pageStart(i - 1, offset: rest) + g.pageLength
      let nextLeading = g.pageStart(i + 1, offset: rest)
      #expect(abs(previousTrailing - 17) < 1e-9 * max(1, rest))
      #expect(abs((width - nextLeading) - 17) < 1e-9 * max(1, rest))
      // The current page spans exactly the space between the insets.
      #expect(abs(g.pageStart(i, offset: rest) + g.pageLength - (width - 25)) < 1e-9 * max(1, rest))
    }
  }

  @Test("at rest exactly the page and its two neighbours are visible", arguments: widths)
  func restingVisibleRange(width: CGFloat) {
    let g = PageGeometry(viewportLength: width)
    for i in [0, 1, 7, 500] {
      #expect(g.visibleRange(offset: g.restingOffset(ofPage: i)) == (i - 1)...(i + 1))
    }
  }

  /// Whether page i, drawn from x = 25 + i·(P + 8) − offset over P points, overlaps (0, W).
  func intersects(_ i: Int, offset: Double, width: Double) -> Bool {
    let x = 25 + Double(i) * M.stride(width) - offset
    return x < width && x + M.pageWidth(width) > 0
  }

  @Test("the visible range holds every intersecting page and no other", arguments: widths)
  func visibleRangeIsExact(width: CGFloat) {
    let g = PageGeometry(viewportLength: width)
    let s = M.stride(width)
    var offsets: [Double] = (-40...400).map { Double($0) * s / 37 }
    // Offsets that put a page edge exactly on a viewport edge: touching is not intersecting.
    offsets += [25 + M.pageWidth(width), 25 + M.pageWidth(width) + s, 25 - width, 25 - width + s]
    for offset in offsets {
      let range = g.visibleRange(offset: offset)
      for i in (range.lowerBound - 3)...(range.upperBound + 3) {
        #expect(
          range.contains(i) == intersects(i, offset: offset, width: width),
          "page \(i) at offset \(offset)")
      }
      if width >= 100 { #expect(range.count <= 3, "P + 8 > W/2: at most three pages fit") }
    }
  }

  @Test("a 10 000-page carousel's visible range is as small as a 10-page one's")
  func visibleRangeIndependentOfPageCount() {
    var small = CarouselDriver(pages: 10, reducedMotion: true)
    var huge = CarouselDriver(pages: 10_000, reducedMotion: true)
    small.carousel.setPage(5, now: 0)
    huge.carousel.setPage(9_876, now: 0)
    let a = small.carousel.geometry.visibleRange(offset: small.offset)
    let b = huge.carousel.geometry.visibleRange(offset: huge.offset)
    #expect(a == 4...6)
    #expect(b == 9_875...9_877)
    #expect(a.count == b.count)
    // Mid-swipe as well: half a page along, two pages show in both.
    let half = M.stride(400) / 2
    #expect(
      small.carousel.geometry.visibleRange(offset: small.offset + half).count
        == huge.carousel.geometry.visibleRange(offset: huge.offset + half).count)
  }

  @Test("the nearest page rounds the offset to the closest resting offset", arguments: widths)
  func nearestPage(width: CGFloat) {
    let g = PageGeometry(viewportLength: width)
    let s = M.stride(width)
    for i in [-3, 0, 1, 8, 120] {
      let rest = Double(i) * s
      #expect(g.nearestPage(toOffset: rest) == i)
      #expect(g.nearestPage(toOffset: rest + 0.49 * s) == i)
      #expect(g.nearestPage(toOffset: rest - 0.49 * s) == i)
      #expect(g.nearestPage(toOffset: rest + 0.51 * s) == i + 1)
    }
  }

  @Test("a viewport narrower than its insets still has finite, positive pages")
  func degenerateWidths() {
    for w in [0, 10, 49.9, 50] as [CGFloat] {
      let g = PageGeometry(viewportLength: w)
      #expect(g.pageLength > 0 && g.pageLength.isFinite)
      #expect(g.nearestPage(toOffset: 123) >= 0)
      #expect(!g.visibleRange(offset: 0).isEmpty)
    }
  }
}
