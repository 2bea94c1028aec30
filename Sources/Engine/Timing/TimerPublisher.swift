import Foundation

/// A source of values over time (Combine's `Publisher`, reduced to what views subscribe to
/// with `onReceive`; Linux has no Combine).
public protocol Publisher {
  associatedtype Output
  associatedtype Failure: Error
}

/// A publisher that starts when connected.
public protocol ConnectablePublisher: Publisher {
  /// Starts publishing; cancel the result to stop.
  func connect() -> any Cancellable
}

/// Something that can be stopped.
public protocol Cancellable {
  func cancel()
}

/// Namespace for publisher types, as in Combine.
public enum Publishers {
  /// Connects its upstream when first subscribed (`autoconnect()`).
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) {
      self.upstream = upstream
    }
  }
}

extension RunLoop {
  /// Scheduler options (Combine's); Engine's timers take none.
  public struct SchedulerOptions: Sendable {
    public init() {}
  }
}

extension Timer {
  /// A repeating timer publisher on the host's clock (Combine's `Timer.publish`).
  ///
  /// It fires every `interval` seconds from when it is connected, on a fixed grid. In mode
  /// `.default` fires wait while a pointer tracks a scroll view or it settles from that
  /// gesture, and any missed fires then arrive as one; `.common` fires regardless.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, mode: mode)
  }

  /// The publisher `Timer.publish` returns: it publishes the fire date.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let mode: RunLoop.Mode
    /// Set by `connect()`; an autoconnected timer connects when first subscribed.
    var connected = false

    init(interval: TimeInterval, tolerance: TimeInterval?, mode: RunLoop.Mode) {
      // A timer faster than a frame would only spin: at most 1000 fires a second.
      self.interval = interval.isFinite ? max(interval, 0.001) : 0.001
      self.tolerance = tolerance
      self.mode = mode
    }

    public func connect() -> any Cancellable {
      connected = true
      return TimerConnection(publisher: self)
    }

    /// Connects on first subscription.
    public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
      Publishers.Autoconnect(upstream: self)
    }
  }
}

/// The connection `connect()` returns.
final class TimerConnection: Cancellable {
  let publisher: Timer.TimerPublisher
  init(publisher: Timer.TimerPublisher) { self.publisher = publisher }
  func cancel() { publisher.connected = false }
}

/// Publishers the host knows how to schedule.
protocol HostTimerSource {
  var timer: Timer.TimerPublisher { get }
  var startsConnected: Bool { get }
}

extension Timer.TimerPublisher: HostTimerSource {
  var timer: Timer.TimerPublisher { self }
  var startsConnected: Bool { false }
}

extension Publishers.Autoconnect: HostTimerSource where Upstream == Timer.TimerPublisher {
  var timer: Timer.TimerPublisher { upstream }
  var startsConnected: Bool { true }
}

/// One `onReceive` of a timer: its grid and the action to run.
@MainActor
final class TimerSubscription {
  weak var node: ViewNode?
  let publisher: Timer.TimerPublisher
  let autoconnect: Bool
  var action: (Date) -> Void
  /// The next fire on the grid, once connected.
  var next: Double?
  /// A fire was held while a gesture tracked (mode `.default`).
  var held = false

  init(node: ViewNode, source: any HostTimerSource, action: @escaping (Date) -> Void) {
    self.node = node
    self.publisher = source.timer
    self.autoconnect = source.startsConnected
    self.action = action
  }

  var isCommon: Bool { publisher.mode == .common }
  var isConnected: Bool { autoconnect || publisher.connected }
}

/// Runs `action` with each value `publisher` publishes (timers on the host's clock).
struct OnReceiveModifier<Content: View, P: Publisher>: View, PrimitiveView
where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    if let source = publisher as? any HostTimerSource, let act = action as? (Date) -> Void {
      node.graph.subscribe(node, to: source, action: act)
    }
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

extension View {
  /// Runs `action` on the main actor with each value `publisher` publishes.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    OnReceiveModifier(content: self, publisher: publisher, action: action)
  }
}

extension ViewGraph {
  /// Subscribes `node` to a timer, keeping an existing subscription to the same publisher
  /// (and its grid) and taking the newest action.
  func subscribe(_ node: ViewNode, to source: any HostTimerSource, action: @escaping (Date) -> Void)
  {
    if let existing = timers.first(where: { $0.node === node }) {
      if existing.publisher === source.timer {
        existing.action = action
        return
      }
      timers.removeAll { $0 === existing }
    }
    timers.append(TimerSubscription(node: node, source: source, action: action))
  }

  /// Fires due timers. `tracking`: a gesture holds `.default`-mode timers.
  func fireTimers(tracking: Bool) {
    timers.removeAll { $0.node == nil || $0.node?.isAttached == false }
    for t in timers where t.isConnected {
      guard let next = t.next else {
        t.next = now + t.publisher.interval
        continue
      }
      let held = tracking && !t.isCommon
      if now >= next {
        // Missed fires collapse into one; the grid goes on from the original start.
        let ticks = ((now - next) / t.publisher.interval).rounded(.down) + 1
        let fireTime = next + (ticks - 1) * t.publisher.interval
        t.next = next + ticks * t.publisher.interval
        if held {
          t.held = true
        } else {
          fire(t, at: fireTime)
        }
      } else if t.held && !held {
        t.held = false
        fire(t, at: now)
      }
    }
  }

  private func fire(_ t: TimerSubscription, at time: Double) {
    t.held = false
    events.append(ViewEvent(time: time, kind: .timer))
    t.action(Date(timeIntervalSinceReferenceDate: time))
  }

  /// The next time a connected, unheld timer fires.
  func nextTimerFire(tracking: Bool) -> Double? {
    timers.filter { $0.isConnected && !(tracking && !$0.isCommon) }.compactMap(\.next).min()
  }
}
