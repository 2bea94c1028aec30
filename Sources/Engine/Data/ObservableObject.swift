/// An object whose changes views follow through `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` (Combine's `ObservableObject`).
///
/// Its `objectWillChange` publishes before any `@Published` property changes. The default
/// one is shared by all the object's `@Published` properties: the first time it is asked
/// for, it is made and handed to each of them, as Combine does.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher {
    var fields: [any PublishedField] = []
    collectPublished(Mirror(reflecting: self), into: &fields)
    if let existing = fields.lazy.compactMap(\.objectWillChange).first { return existing }
    let publisher = ObservableObjectPublisher()
    for field in fields { field.objectWillChange = publisher }
    return publisher
  }
}

/// The `@Published` properties of an object and of its superclasses.
private func collectPublished(_ mirror: Mirror, into fields: inout [any PublishedField]) {
  for child in mirror.children {
    if let field = child.value as? any PublishedField { fields.append(field) }
  }
  if let parent = mirror.superclassMirror { collectPublished(parent, into: &fields) }
}

/// What `ObservableObject`'s default publisher needs of a `@Published` property.
protocol PublishedField {
  var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}

/// Subscribing to an `objectWillChange` whose type views know how to follow.
protocol WillChangeSubscribing {
  func subscribe(_ action: @escaping () -> Void) -> AnyCancellable
}

extension ObservableObjectPublisher: WillChangeSubscribing {}

extension ObservableObject {
  /// Calls `action` before each change of the object, while the result is kept.
  func subscribeWillChange(_ action: @escaping () -> Void) -> AnyCancellable? {
    (objectWillChange as? any WillChangeSubscribing)?.subscribe(action)
  }
}
