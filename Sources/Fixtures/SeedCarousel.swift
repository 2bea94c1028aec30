import Engine
import Foundation

/// Where a test or benchmark reads and writes a view's scroll position from outside.
@MainActor
public final class PositionProbe {
  public var position: Binding<Int?>?
  public var fires = 0

  public init() {}
}

/// The seeds' carousel, written as in SwiftUI: `lazy` picks LazyHStack or HStack, `timer`
/// adds the auto-advance (in `mode`).
@MainActor
public struct SeedCarousel: View {
  let pages: Int
  let lazy: Bool
  let timer: Publishers.Autoconnect<Timer.TimerPublisher>?
  let probe: PositionProbe
  @State private var scrollPosition: Int? = 0

  public init(
    pages: Int = 10, lazy: Bool, timerMode: RunLoop.Mode? = nil, probe: PositionProbe
  ) {
    self.pages = pages
    self.lazy = lazy
    self.probe = probe
    timer = timerMode.map { Timer.publish(every: 3.0, on: .main, in: $0).autoconnect() }
  }

  public var body: some View {
    let _ = probe.position = $scrollPosition
    ScrollView(.horizontal, showsIndicators: false) {
      if lazy {
        LazyHStack { pageViews }.scrollTargetLayout()
      } else {
        HStack { pageViews }.scrollTargetLayout()
      }
    }
    .scrollTargetBehavior(.viewAligned)
    .safeAreaPadding(.horizontal, 25)
    .scrollPosition(id: $scrollPosition)
    .onReceive(timer ?? Timer.publish(every: 1e9, on: .main, in: .default).autoconnect()) { _ in
      guard timer != nil else { return }
      probe.fires += 1
      withAnimation {
        if let p = scrollPosition, p < pages - 1 {
          scrollPosition = p + 1
        } else {
          scrollPosition = 0
        }
      }
    }
  }

  private var pageViews: some View {
    ForEach(0..<pages, id: \.self) { index in
      Text("\(index)")
        .containerRelativeFrame(.horizontal)
        .frame(height: 60)
        .background(
          Color(hue: Double(index) / Double(pages), saturation: 1, brightness: 1),
          in: .rect(cornerRadius: 10)
        )
        .id(index)
    }
  }
}

/// Steps a host on a manual 60 Hz clock.
@MainActor
public struct HostClock {
  public let host: ViewHost
  public var now: Double = 0
  /// Frames stepped so far: times are frame / 60 exactly, with no accumulated error.
  var frame = 0
  public var events: [ViewEvent] = []

  public init<V: View>(_ view: V, width: CGFloat = 900, height: CGFloat = 720) {
    host = ViewHost(
      root: view, size: CGSize(width: width, height: height), text: FixedTextMetrics())
    host.update(now: 0)
  }

  /// Steps frames until `t`, collecting the events.
  public mutating func run(until t: Double) {
    while now + 1e-9 < t {
      frame += 1
      now = min(Double(frame) / 60, t)
      host.update(now: now)
      events += host.drainEvents()
    }
    frame = Int((now * 60).rounded(.down))
  }

  public mutating func collect() { events += host.drainEvents() }

  /// The scroll view's page frames (the background nodes, by id).
  public func pages() -> [Int: CGRect] {
    var out: [Int: CGRect] = [:]
    for n in host.dump().all where n.type == "background" {
      if case .number(let i) = n.id { out[i] = n.rect }
    }
    return out
  }

  /// The scroll view's content offset along x.
  public var offset: Double { host.dump().first("ScrollView")?.contentOffset?[0] ?? .nan }

  public var advances: [(time: Double, to: Int)] {
    events.compactMap {
      if case .scroll(.advance(_, let to, _)) = $0.kind { return ($0.time, to) }
      return nil
    }
  }

  public var timerFires: [Double] {
    events.compactMap { if case .timer = $0.kind { return $0.time } else { return nil } }
  }
}
