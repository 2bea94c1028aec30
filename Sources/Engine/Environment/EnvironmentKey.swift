/// A key for a value in the environment (SwiftUI's `EnvironmentKey`): extend
/// `EnvironmentValues` with a property that reads and writes `self[Key.self]`, then set it
/// with `.environment(\.property, value)` and read it with `@Environment(\.property)`.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value where no ancestor set one.
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// The value for `key`: the nearest ancestor's, else the key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { entries[K.self] ?? K.defaultValue }
    set { entries[K.self] = newValue }
  }
}

extension View {
  /// Sets an environment value for this view and the views inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Puts an `@Observable` object in the environment, for `@Environment(T.self)` inside.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    EnvironmentModifier(content: self) { $0.entries.setObject(object, as: .observable) }
  }
}
