/// The publisher an `ObservableObject` announces its changes through, before they happen
/// (Combine's `ObservableObjectPublisher`; Linux has no Combine).
///
/// `send()` calls every subscriber in the order they subscribed. Views subscribe to it
/// through `@StateObject`, `@ObservedObject` and `@EnvironmentObject`; anything else may
/// with `sink(receiveValue:)`.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private var subscribers: [(id: Int, action: () -> Void)] = []
  private var nextID = 0

  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    for subscriber in subscribers { subscriber.action() }
  }

  /// Calls `receiveValue` before each change, until the result is cancelled or released.
  public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
    subscribe { receiveValue(()) }
  }

  func subscribe(_ action: @escaping () -> Void) -> AnyCancellable {
    let id = nextID
    nextID += 1
    subscribers.append((id, action))
    return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
  }
}

/// A subscription that ends when cancelled or released (Combine's `AnyCancellable`).
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  deinit { cancelAction?() }

  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Keeps the subscription alive as long as `set` is.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
