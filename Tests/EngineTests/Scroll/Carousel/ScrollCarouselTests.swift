import Engine
import Fixtures
import Foundation
import Testing

/// The seed's carousel with Engine's carousel modifier instead of a timer.
@MainActor
private struct Carousel: View {
  var autoplay = true
  var wrap = WrapMode.rewind
  var pages = 10
  let probe: PositionProbe
  @State private var position: Int? = 0

  var body: some View {
    let _ = probe.position = $position
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack {
        ForEach(0..<pages, id: \.self) { index in
          Text("\(index)")
            .containerRelativeFrame(.horizontal)
            .frame(height: 60)
            .background(Color.blue, in: .rect(cornerRadius: 10))
            .id(index)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .safeAreaPadding(.horizontal, 25)
    .scrollPosition(id: $position)
    .scrollCarousel(autoplay: autoplay, interval: 3, wrap: wrap)
  }
}

extension HostClock {
  /// The advances so far, as (from, to, source).
  func advances() -> [String] {
    events.compactMap {
      guard case .scroll(.advance(let from, let to, let source)) = $0.kind else { return nil }
      return "\(from)→\(to) \(source.rawValue)"
    }
  }

  /// Where the page labelled `label` starts (its label is centred in it, 850 wide), the
  /// leftmost copy if it shows twice; nil when it is not built.
  func minX(of label: String) -> Double? {
    host.dump().all.filter { $0.text == label }.map { Double($0.rect.midX) - 425 }.min()
  }
}

@MainActor
@Suite("scrollCarousel: autoplay and looping in a paging scroll view")
struct ScrollCarouselTests {
  @Test("autoplay advances every interval with the default spring, and rewinds after the last")
  func autoplayRewinds() throws {
    let probe = PositionProbe()
    var clock = HostClock(Carousel(pages: 3, probe: probe))
    clock.run(until: 2.9)
    #expect(clock.advances().isEmpty)
    clock.run(until: 3.05)
    #expect(clock.advances() == ["0→1 autoplay"])
    #expect(probe.position?.wrappedValue == 1, "the advance names its page as it starts")
    clock.run(until: 4.5)
    #expect(clock.minX(of: "1") == 25)
    clock.run(until: 10)
    #expect(clock.advances() == ["0→1 autoplay", "1→2 autoplay", "2→0 autoplay"])
    #expect(probe.position?.wrappedValue == 0)
    #expect(clock.minX(of: "0") == 25)
  }

  @Test("a loop goes on from the last page to the first and back, its neighbours peeking")
  func loops() throws {
    let probe = PositionProbe()
    var clock = HostClock(Carousel(autoplay: false, wrap: .loop, pages: 4, probe: probe))
    // At page 0 the last page peeks on the left, as page 1 does on the right.
    #expect(clock.minX(of: "3") == -833.0)
    #expect(clock.minX(of: "1") == 883.0)
    clock.host.handle(.command(.previous), at: 0.1)
    clock.run(until: 0.4)
    let offset = try #require(clock.host.dump().first("ScrollView")?.contentOffset?[0])
    #expect(offset < 0 && offset > -858, "going left, not the long way round")
    #expect(clock.minX(of: "0")! > 25, "page 0 moves right")
    clock.run(until: 2)
    #expect(clock.advances() == ["0→3 key"])
    #expect(probe.position?.wrappedValue == 3)
    #expect(clock.minX(of: "3") == 25)
    #expect(clock.minX(of: "0") == 883.0, "page 0 peeks on the right")
    clock.host.handle(.command(.next), at: 2)
    clock.host.handle(.command(.next), at: 2.05)
    clock.run(until: 4)
    #expect(clock.advances() == ["0→3 key", "3→0 key", "0→1 key"])
    #expect(clock.minX(of: "1") == 25)
  }

  @Test("a hidden window pauses autoplay; shown again, the next advance is an interval later")
  func hiddenPauses() throws {
    let probe = PositionProbe()
    var clock = HostClock(Carousel(probe: probe))
    clock.host.handle(.visible(false), at: 1)
    clock.run(until: 6)
    #expect(clock.advances().isEmpty)
    clock.host.handle(.visible(true), at: 6)
    clock.run(until: 8.9)
    #expect(clock.advances().isEmpty)
    clock.run(until: 9.5)
    #expect(clock.advances() == ["0→1 autoplay"])
  }

  @Test("switching autoplay off mid-advance lets the advance finish and stops the next")
  func switchingKeepsMotion() throws {
    let probe = PositionProbe()
    var clock = HostClock(Carousel(probe: probe))
    clock.run(until: 3.1)
    let moving = try #require(clock.host.dump().first("ScrollView")?.contentOffset?[0])
    #expect(moving > 0 && moving < 858)
    clock.host.setRoot(Carousel(autoplay: false, probe: probe))
    clock.run(until: 3.2)
    let later = try #require(clock.host.dump().first("ScrollView")?.contentOffset?[0])
    #expect(later > moving && later < 858, "still moving, not snapped")
    clock.run(until: 10)
    #expect(clock.advances() == ["0→1 autoplay"])
    #expect(probe.position?.wrappedValue == 1)
    let paused = clock.events.contains {
      $0.kind == .scroll(.autoplay(running: false, reason: .user))
    }
    #expect(paused)
  }
}
