import Foundation

/// A view's own mutable value, kept with the view's identity across body evaluations.
///
/// As in SwiftUI: the initial value is used the first time the view appears; later
/// evaluations of the parent create a new `State` whose initial value is ignored. Writing it
/// marks the owning view's body for evaluation at the next update, and records the current
/// transaction (so `withAnimation { x = … }` animates what depends on `x`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  public init(initialValue value: Value) {
    box = StateBox(value)
  }

  @MainActor public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue) }
  }

  /// A binding to the stored value (`$name`).
  @MainActor public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { value, transaction in box.set(value, transaction) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// A stored property of a view that the graph connects to its storage (`State`).
public protocol DynamicProperty {}

/// `State`'s reference to its storage, linked by the graph before each body evaluation.
///
/// The node alone owns the storage; the box, copied into every closure that captures the
/// view, refers to it weakly. A closure kept by what the storage holds (a model's callback
/// that captured the view) would otherwise keep the storage, and so itself, alive after the
/// node and its graph are gone. Once the node is gone the box reads the initial value and
/// writes go nowhere, as SwiftUI's `State` does outside an installed view.
final class StateBox<Value> {
  let initial: Value
  @MainActor weak var storage: StateStorage<Value>?

  init(_ initial: Value) {
    self.initial = initial
  }

  @MainActor var value: Value {
    guard let storage else { return initial }
    return storage.owner?.graph.isUpdating == true ? storage.applied : storage.value
  }

  @MainActor func set(_ value: Value, _ transaction: Transaction? = nil) {
    storage?.set(value, transaction: transaction ?? Transaction.current)
  }
}

/// Where a `State`'s value lives: owned by a view node, alive as long as it is.
///
/// A write is seen at once by the code that made it (`value`), and reaches the view graph
/// (`applied`, what bodies read) when the graph applies the write's transaction, in order
/// with the other changes.
@MainActor
final class StateStorage<Value> {
  var value: Value
  var applied: Value
  weak var owner: ViewNode?

  init(_ value: Value, owner: ViewNode) {
    self.value = value
    self.applied = value
    self.owner = owner
  }

  func set(_ newValue: Value, transaction: Transaction) {
    value = newValue
    guard let owner, owner.isAttached else {
      applied = newValue
      return
    }
    owner.graph.enqueue(transaction) { [weak self] in
      guard let self else { return }
      self.applied = newValue
      if let owner = self.owner, owner.isAttached { owner.invalidate() }
    }
  }
}

/// Links `State` properties of a view to its node's storage.
@MainActor
enum StateInstaller {
  static func install(_ view: Any, into node: ViewNode) {
    var index = 0
    link(view, node, &index)
  }

  private static func link(_ value: Any, _ node: ViewNode, _ index: inout Int) {
    for child in Mirror(reflecting: value).children {
      // Most fields are plain values: one conformance question each, not two (a field
      // type's first answer scans every conformance record of the process).
      guard child.value is any DynamicProperty else { continue }
      if let state = child.value as? any StateLinking {
        state.link(to: node, index: &index)
      } else {
        link(child.value, node, &index)
      }
    }
  }
}

/// A property wrapper whose storage lives with the node (`State`, `Environment` …); each
/// is a `DynamicProperty`, so `StateInstaller` asks only those fields.
@MainActor
protocol StateLinking: DynamicProperty {
  func link(to node: ViewNode, index: inout Int)
}

extension State: StateLinking {
  func link(to node: ViewNode, index: inout Int) {
    defer { index += 1 }
    if index < node.states.count, let existing = node.states[index] as? StateStorage<Value> {
      box.storage = existing
      return
    }
    let storage = StateStorage(box.initial, owner: node)
    if index < node.states.count {
      node.states[index] = storage
    } else {
      node.states.append(storage)
    }
    box.storage = storage
  }
}

/// A read-write reference to a value owned elsewhere (`$state`, `.constant`).
@MainActor @preconcurrency @propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: @MainActor () -> Value
  private let setter: @MainActor (Value, Transaction) -> Void
  /// The transaction writes through this binding use (`binding.animation()`).
  public var transaction = Transaction()
  private var hasTransaction = false

  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    getter = get
    setter = { value, _ in set(value) }
  }

  public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value, Transaction) -> Void
  ) {
    getter = get
    setter = set
  }

  /// A binding that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set {
      setter(newValue, hasTransaction ? transaction : Transaction.current)
    }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding whose writes animate with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var b = self
    b.transaction = Transaction(animation: animation)
    b.hasTransaction = true
    return b
  }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let get = getter
    let set = setter
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { value, transaction in
        var whole = get()
        whole[keyPath: keyPath] = value
        set(whole, transaction)
      })
  }
}

/// The context of a state change: chiefly the animation it should run with.
public struct Transaction {
  public var animation: Animation?
  /// Set to make changes jump even inside `withAnimation`.
  public var disablesAnimations = false

  public init(animation: Animation? = nil) {
    self.animation = animation
  }

  /// The transaction state changes are being made in (`withAnimation` sets it).
  @MainActor static var current = Transaction()
}

/// Makes the state changes in `body` with `animation` (SwiftUI's default: the 0.55 s
/// critically damped spring).
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Makes the state changes in `body` within `transaction`.
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let saved = Transaction.current
  Transaction.current = transaction
  defer { Transaction.current = saved }
  return try body()
}
