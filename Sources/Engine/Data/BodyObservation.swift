import Dispatch
import Foundation
@_exported import Observation

/// Evaluates bodies inside `withObservationTracking`, so that a body is evaluated again when
/// an `@Observable` property it read changes, and only then.
///
/// Each evaluation installs a new token on the node; a change reported to an older token
/// (a property an earlier evaluation read and the latest did not) is ignored, as SwiftUI
/// ignores it. Observation reports a change before the value is set (`willSet`): the node
/// is only marked here and its body is evaluated at the graph's next update, when the new
/// value is in place.
@MainActor
enum BodyObservation {
  /// `body()`, with the `@Observable` properties it reads linked to `node`.
  static func evaluate<Body>(for node: ViewNode, _ body: () -> Body) -> Body {
    let token = ObservationToken(node: node)
    node.observationToken = token
    // The token is held strongly (a weak capture is a captured variable, which a
    // `@Sendable` closure may not share); a stale one does nothing (`changed()`).
    return withObservationTracking(body) {
      MainActorHop.run { token.changed() }
    }
  }
}

/// One body evaluation's link from what it read to its node.
@MainActor
final class ObservationToken {
  private weak var node: ViewNode?

  init(node: ViewNode) {
    self.node = node
  }

  /// A property the evaluation read will change: its node's body is due, in the change's
  /// transaction (so `withAnimation { model.x = 1 }` animates).
  func changed() {
    guard let node, node.observationToken === self, node.isAttached else { return }
    node.graph.enqueue(Transaction.current) { [weak node] in node?.invalidate() }
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
