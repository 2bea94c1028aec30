/// Bindings to the mutable properties of an `@Observable` object (SwiftUI's `@Bindable`).
///
/// `$model.name` is a `Binding<String>` that reads and writes `model.name`; the write is
/// observed like any other, so the views that read `name` are evaluated again.
@MainActor @preconcurrency @propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value

  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to `object[keyPath: keyPath]`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { value, transaction in
        withTransaction(transaction) { object[keyPath: keyPath] = value }
      })
  }
}
