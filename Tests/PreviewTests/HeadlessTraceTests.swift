import Foundation
import Testing

/// Scripted input on `preview --headless`'s virtual clock and what `--trace` reports
/// (docs/CONTRACT.md §3.3 and 4). Expectations come from the design's numbers and formulas.
struct HeadlessTraceTests {
  static let width = 900.0
  /// A page's stride at 900 wide: P + g.
  static let stride = Contract.pageWidth(window: width) + Contract.pageSpacing

  /// The carousel's vertical middle at 900x720, read from the layout dump.
  static func carouselMidY() throws -> Double {
    try PreviewProcess.dump(["--size", "900x720"]).carousel.frame.midY
  }

  // MARK: Autoplay

  @Test func autoplayAdvancesOnePageEveryIntervalWhenUntouched() throws {
    let duration = 10.0
    let events = try PreviewProcess.trace(["--time", "\(duration)"])
    #expect(events.first?.event == "ready")
    #expect(events.first?.size == [900, 720])
    let advances = events.named("advance")
    let grid = Array(
      Swift.stride(
        from: Contract.autoplayInterval, through: duration,
        by: Contract.autoplayInterval))
    try #require(advances.count == grid.count, "advances: \(advances)")
    for (k, advance) in advances.enumerated() {
      #expect(close(advance.t, grid[k]), "\(advance)")
      #expect(advance.from == k && advance.to == k + 1 && advance.source == "autoplay")
    }
    // Each settle lands on the page the advance before it was heading to.
    for settled in events.named("settled") {
      let before = advances.last { $0.t < settled.t }
      #expect(settled.page == before?.to, "\(settled)")
    }
  }

  @Test func noAutoplayMeansNoAdvance() throws {
    let events = try PreviewProcess.trace(["--time", "10", "--no-autoplay"])
    #expect(events.names == ["ready"], "\(events)")
  }

  @Test func hiddenWindowPausesAndShowingWaitsAFullInterval() throws {
    let (hide, show) = (1.0, 5.0)
    let events = try PreviewProcess.trace(
      ["--time", "12"], script: [ScriptLine.hide(t: hide), ScriptLine.show(t: show)])
    let autoplay = events.named("autoplay")
    #expect(autoplay.map(\.state) == ["paused", "running"], "\(events)")
    #expect(autoplay.map(\.reason) == ["hidden", "hidden"])
    #expect(autoplay.map(\.t).elementsEqual([hide, show], by: { close($0, $1) }))
    let first = try #require(events.first("advance"), "no advance after show: \(events)")
    #expect(close(first.t, show + Contract.autoplayInterval), "\(first)")
    #expect(first.from == 0 && first.to == 1 && first.source == "autoplay")
  }

  @Test func keyPausesAutoplayUntilAFullIntervalAfterSettling() throws {
    let events = try PreviewProcess.trace(["--time", "8"], script: [ScriptLine.key(t: 1, "right")])
    let key = try #require(events.first("advance"), "\(events)")
    #expect(key.source == "key" && key.from == 0 && key.to == 1)
    let settled = try #require(events.first("settled", after: key.t))
    let next = try #require(events.first("advance", after: key.t), "\(events)")
    #expect(next.source == "autoplay")
    #expect(close(next.t, settled.t + Contract.autoplayInterval, tolerance: 1e-5), "\(events)")
  }

  // MARK: Drag

  @Test func fastFlickLeftMovesToTheNextPage() throws {
    let y = try Self.carouselMidY()
    let (distance, duration) = (200.0, 0.1)
    // The design's projection must land past half a page for this gesture to be a flick.
    let projected = Contract.projectedOffset(distance, velocity: distance / duration)
    try #require(projected / Self.stride >= 0.5)
    let events = try PreviewProcess.trace(
      ["--no-autoplay", "--time", "3"],
      script: [
        ScriptLine.drag(t: 0.5, from: (700, y), to: (700 - distance, y), duration: duration)
      ])
    #expect(events.names == ["ready", "drag-begin", "drag-end", "advance", "settled"], "\(events)")
    let begin = try #require(events.first("drag-begin"))
    let end = try #require(events.first("drag-end"))
    let advance = try #require(events.first("advance"))
    let settled = try #require(events.first("settled"))
    #expect(begin.page == 0)
    #expect(end.target == 1)
    #expect((end.velocity ?? 0) > 0, "content moves toward later pages: \(end)")
    #expect(advance.from == 0 && advance.to == 1 && advance.source == "drag")
    #expect(settled.page == 1)
    #expect(begin.t < end.t && end.t <= advance.t && advance.t < settled.t)
  }

  @Test func slowShortDragSnapsBack() throws {
    let y = try Self.carouselMidY()
    let (distance, duration) = (50.0, 1.0)
    let projected = Contract.projectedOffset(distance, velocity: distance / duration)
    try #require(projected / Self.stride < 0.5, "gesture must stay within half a page")
    let events = try PreviewProcess.trace(
      ["--no-autoplay", "--time", "3"],
      script: [
        ScriptLine.drag(t: 0.5, from: (500, y), to: (500 - distance, y), duration: duration)
      ])
    #expect(events.names == ["ready", "drag-begin", "drag-end", "settled"], "\(events)")
    #expect(events.first("drag-end")?.target == 0)
    #expect(events.first("settled")?.page == 0)
  }

  @Test func draggingPastTheFirstPageRubberBandsBack() throws {
    let y = try Self.carouselMidY()
    let events = try PreviewProcess.trace(
      ["--no-autoplay", "--time", "3"],
      script: [ScriptLine.drag(t: 0.5, from: (300, y), to: (600, y), duration: 0.3)])
    #expect(events.names == ["ready", "drag-begin", "drag-end", "settled"], "\(events)")
    #expect(events.first("drag-begin")?.page == 0)
    #expect(events.first("drag-end")?.target == 0)
    #expect(events.first("settled")?.page == 0)
  }

  @Test func heldOvershootIsRubberBanded() throws {
    let y = try Self.carouselMidY()
    // Past any small slop at 320, then 300 pt further right: 300 pt of overshoot at page 0.
    let overshoot = 300.0
    let document = try PreviewProcess.dump(
      ["--size", "900x720", "--no-autoplay", "--time", "1"],
      script: [
        ScriptLine.down(t: 0.5, 300, y), ScriptLine.move(t: 0.6, 320, y),
        ScriptLine.move(t: 0.7, 320 + overshoot, y),
      ])
    // Drawn positions are snapped to device pixels (docs/CONTRACT.md §3.2): within half a pixel.
    let expected = -Contract.rubberBand(overshoot, dimension: Self.width)
    let offset = document.carousel.offset
    #expect(abs(offset - expected) <= 0.5, "offset \(offset), formula \(expected)")
    let first = try #require(document.carousel.pages.first)
    #expect(close(first.frame.x, Contract.inset - offset))
  }

  // MARK: Resize

  @Test func resizeKeepsThePageAndReportsRowOverlap() throws {
    let mw = try PreviewProcess.dump(["--size", "900x720"]).rows[1].tileWidth
    // The row of 5 fits at 900 and overlaps at 600 (docs/CONTRACT.md §3.2).
    try #require(!Contract.overlaps(count: 5, tileWidth: mw, width: Contract.rowWidth(window: 900)))
    try #require(Contract.overlaps(count: 5, tileWidth: mw, width: Contract.rowWidth(window: 600)))
    let script = [
      ScriptLine.key(t: 0.5, "right"), ScriptLine.resize(t: 2, 600, 720),
      ScriptLine.resize(t: 3, 900, 720),
    ]
    let events = try PreviewProcess.trace(["--no-autoplay", "--time", "4"], script: script)
    #expect(events.named("advance").count == 1, "only the key moves a page: \(events)")
    #expect(events.named("settled").map(\.page) == [1])
    let resizes = events.named("resize")
    try #require(resizes.count == 2, "\(events)")
    for (event, width) in zip(resizes, [600.0, 900.0]) {
      #expect(event.size == [width, 720])
      let rows = try #require(event.rows)
      #expect(rows.map(\.count) == Contract.rowCounts)
      for row in rows {
        let w = Contract.rowWidth(window: width)
        let overlapping = Contract.overlaps(count: row.count, tileWidth: mw, width: w)
        #expect(row.overlapping == overlapping, "\(row) at \(width)")
        if overlapping {
          let step = Contract.step(count: row.count, tileWidth: mw, width: w)
          try #require(step >= 12, "no collapse at this width")
          #expect(row.step.map { close($0, step) } == true, "\(row) at \(width)")
        } else {
          #expect(row.step == nil)
        }
      }
    }
    #expect(resizes[0].rows?[1].overlapping != resizes[1].rows?[1].overlapping)
    // At rest after the resize, page 1 sits at its new resting offset.
    let document = try PreviewProcess.dump(
      ["--no-autoplay", "--time", "2.5"], script: Array(script[0...1]))
    #expect(document.carousel.page == 1)
    #expect(close(document.carousel.offset, Contract.restingOffset(page: 1, window: 600)))
  }

  // MARK: Keys

  @Test func rightEndHomeMovePagesWithKeySource() throws {
    let last = Contract.pageCount - 1
    let events = try PreviewProcess.trace(
      ["--no-autoplay", "--time", "6"],
      script: [
        ScriptLine.key(t: 0.5, "right"), ScriptLine.key(t: 2, "end"), ScriptLine.key(t: 4, "home"),
      ])
    let advances = events.named("advance")
    #expect(advances.map(\.from) == [0, 1, last], "\(events)")
    #expect(advances.map(\.to) == [1, last, 0])
    #expect(advances.allSatisfy { $0.source == "key" })
    #expect(events.named("settled").map(\.page) == [1, last, 0])
  }

  // Issue 17: each slow wheel click turns one page (fifteen clicks 0.3 s apart once left the
  // page where it was); a quick burst turns one.
  @Test func slowWheelClicksTurnAPageEach() throws {
    let clicks = (0..<3).map { #"{"t":\#(1 + Double($0) * 0.3),"wheel":[1,0]}"# }
    let burst = (0..<5).map { #"{"t":\#(3 + Double($0) * 0.04),"wheel":[-1,0]}"# }
    let events = try PreviewProcess.trace(
      ["--no-autoplay", "--time", "5"], script: clicks + burst)
    let advances = events.named("advance")
    #expect(advances.map(\.to) == [1, 2, 3, 2], "\(events)")
    #expect(advances.allSatisfy { $0.source == "wheel" })
    #expect(events.named("settled").last?.page == 2)
  }

  // Issue 17: a resize retargets a running page animation instead of ending it in a frame.
  @Test func resizeMidAnimationRetargetsIt() throws {
    let events = try PreviewProcess.trace(
      ["--no-autoplay", "--time", "3"],
      script: [ScriptLine.key(t: 1, "right"), #"{"t":1.1,"resize":[900,700]}"#])
    let settled = try #require(events.named("settled").first)
    #expect(settled.page == 1)
    #expect(settled.t > 1.3, "the animation went on after the resize: \(events)")
  }
}
