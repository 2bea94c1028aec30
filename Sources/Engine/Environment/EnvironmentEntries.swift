/// The environment's open-ended values: those of `EnvironmentKey`s (built-in and the app's
/// own) and the objects put in with `.environment(_:)` and `.environmentObject(_:)`.
///
/// Two environments are equal when every entry is: `Equatable` values by `==`, objects by
/// identity; any other value counts as changed, so the views below are rebuilt with it.
struct EnvironmentEntries: Equatable {
  /// Which of the two object spaces an object is put in: SwiftUI keeps
  /// `.environment(_:)`'s `@Observable` objects apart from `.environmentObject(_:)`'s.
  enum ObjectSpace {
    case observable, environmentObject
  }

  private var values: [ObjectIdentifier: Any] = [:]

  subscript<K: EnvironmentKey>(key: K.Type) -> K.Value? {
    get { values[ObjectIdentifier(key)] as? K.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  func object<T: AnyObject>(_ type: T.Type, as space: ObjectSpace) -> T? {
    values[Self.objectKey(type, space)] as? T
  }

  mutating func setObject<T: AnyObject>(_ object: T?, as space: ObjectSpace) {
    values[Self.objectKey(T.self, space)] = object
  }

  private static func objectKey<T>(_ type: T.Type, _ space: ObjectSpace) -> ObjectIdentifier {
    switch space {
    case .observable: ObjectIdentifier(ObservableSlot<T>.self)
    case .environmentObject: ObjectIdentifier(EnvironmentObjectSlot<T>.self)
    }
  }

  static func == (a: EnvironmentEntries, b: EnvironmentEntries) -> Bool {
    guard a.values.count == b.values.count else { return false }
    for (key, x) in a.values {
      guard let y = b.values[key], same(x, y) else { return false }
    }
    return true
  }

  private static func same(_ x: Any, _ y: Any) -> Bool {
    if let x = x as? any Equatable { return equal(x, y) }
    if type(of: x) is AnyClass { return (x as AnyObject) === (y as AnyObject) }
    return false
  }

  private static func equal<E: Equatable>(_ x: E, _ y: Any) -> Bool {
    guard let y = y as? E else { return false }
    return x == y
  }
}

/// Key types naming an object's entry (never instantiated).
private enum ObservableSlot<T> {}
private enum EnvironmentObjectSlot<T> {}
