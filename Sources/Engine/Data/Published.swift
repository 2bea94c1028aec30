/// A property of an `ObservableObject` whose changes are announced (Combine's
/// `@Published`).
///
/// Setting it first sends the object's `objectWillChange`, then the new value to
/// `$property`'s subscribers, then stores it: subscribers see the change before it happens,
/// as in Combine.
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  public init(wrappedValue: Value) {
    box = PublishedBox(wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue) }
  }

  /// Publishes each new value before it is stored (`$property`).
  public var projectedValue: Publisher {
    Publisher(box: box)
  }

  /// The publisher of a `@Published` property: each value set, before it is stored.
  public struct Publisher: Engine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: PublishedBox<Value>

    /// Calls `receiveValue` with the current value now, then with each new value.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      receiveValue(box.value)
      return box.values.subscribe { [box] in receiveValue(box.pending ?? box.value) }
    }
  }
}

/// A `@Published` property's storage, shared by the copies of its wrapper.
final class PublishedBox<Value> {
  var value: Value
  /// The value being set, while its subscribers are told.
  var pending: Value?
  var objectWillChange: ObservableObjectPublisher?
  let values = ObservableObjectPublisher()

  init(_ value: Value) {
    self.value = value
  }

  func set(_ newValue: Value) {
    objectWillChange?.send()
    pending = newValue
    values.send()
    pending = nil
    value = newValue
  }
}

extension Published: PublishedField {
  var objectWillChange: ObservableObjectPublisher? {
    get { box.objectWillChange }
    nonmutating set { box.objectWillChange = newValue }
  }
}
