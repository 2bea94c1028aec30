/// An `ObservableObject` a view is given and follows (SwiftUI's `@ObservedObject`): its
/// changes evaluate the view's body again. A new object from the parent is followed instead.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// Bindings to the object's properties (`$model.name`).
  @MainActor public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Makes bindings to an observed object's properties.
  @MainActor @preconcurrency
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to `object[keyPath: keyPath]`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let object = self.object
      return Binding(
        get: { object[keyPath: keyPath] },
        set: { value, transaction in
          withTransaction(transaction) { object[keyPath: keyPath] = value }
        })
    }
  }
}

extension ObservedObject: StateLinking {
  func link(to node: ViewNode, index: inout Int) {
    ObjectSubscription.slot(in: node, index: &index).follow(wrappedValue)
  }
}
