import Dispatch
import Foundation
@_exported import Observation
@_spi(SwiftUI) import Observation

/// Evaluates bodies inside `withObservationTracking`, so that a body is evaluated again when
/// an `@Observable` property it read changes, and only then.
///
/// Each evaluation installs a new token on the node; a change reported to an older token
/// (a property an earlier evaluation read and the latest did not) is ignored, as SwiftUI
/// ignores it. Observation reports a change before the value is set (`willSet`): the node
/// is only marked here and its body is evaluated at the graph's next update, when the new
/// value is in place.
///
/// A body that writes what it reads (an observation cycle) is caught through the previous
/// evaluation's tracking: a body's reads are tracked only once it returns, so its own write
/// reaches the tracking of the evaluation before, which stays installed until the new one
/// ends. That write dirties the body again, as a `@State` write during an update does, and
/// the update's bound (`ViewGraph.updateRounds`) ends the cycle and reports it once. A
/// node's first evaluation has no earlier tracking, so a write made there is seen from the
/// next evaluation on.
@MainActor
enum BodyObservation {
  /// `body()`, with the `@Observable` properties it reads linked to `node`.
  static func evaluate<Body>(for node: ViewNode, _ body: () -> Body) -> Body {
    let previous = node.observationToken
    let token = ObservationToken(node: node)
    node.observationToken = token
    // Until this evaluation ends, a change reported to `previous` is this body's own write.
    defer { previous?.retire() }
    // The tracking stays installed after it fires (SwiftUI's own entry point, the
    // `willSet` form): the one-shot public form would already be spent by the change that
    // made this evaluation due, and could not see the body's own write. A token cancels its
    // tracking at the first change after a newer evaluation has ended (as the one-shot form
    // stays until a change). The token is held strongly (a weak capture is a captured
    // variable, which a `@Sendable` closure may not share); it holds its node weakly and
    // not the tracking, so nothing it reaches holds the model's observers.
    return withObservationTracking(
      body,
      willSet: { tracking in MainActorHop.run { token.changed(tracking) } })
  }
}

/// One body evaluation's link from what it read to its node.
@MainActor
final class ObservationToken {
  private weak var node: ViewNode?
  /// Whether a newer evaluation of the node has ended: a change only cancels the tracking.
  private var isRetired = false

  init(node: ViewNode) {
    self.node = node
  }

  /// A property the evaluation read will change: its node's body is due, in the change's
  /// transaction (so `withAnimation { model.x = 1 }` animates). During the node's next
  /// evaluation the change is that body's own write, and dirties it again.
  func changed(_ tracking: ObservationTracking) {
    guard !isRetired, let node, node.isAttached else {
      tracking.cancel()
      return
    }
    node.graph.enqueue(Transaction.current) { [weak node] in node?.invalidate() }
  }

  /// A newer evaluation has ended: this one's tracking is cancelled at its next change.
  func retire() {
    isRetired = true
  }
}

/// Runs main-actor work reported from code that may not be on the main actor (Observation's
/// `onChange`, a publisher's `send()`).
enum MainActorHop {
  /// On the main actor the work runs at once, so a change made there is seen by the next
  /// update; from elsewhere it is queued onto the main actor (SwiftUI warns that publishing
  /// from a background thread is not allowed, and does the same).
  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }

  /// Whether the caller runs on the main actor: on the main thread (a host's synchronous
  /// loop), or in a job of the main queue, which serves the main actor on Linux and runs on
  /// another thread once an async `main` has parked the main thread (the test runner's).
  static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
