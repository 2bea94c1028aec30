/// An `ObservableObject` an ancestor put in the environment with
/// `.environmentObject(_:)` (SwiftUI's `@EnvironmentObject`); the view follows its changes.
///
/// Reading it when no ancestor provided one stops the program with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentObjectBox<ObjectType>()

  public init() {}

  @MainActor public var wrappedValue: ObjectType {
    guard let object = box.object else {
      let name = String(describing: ObjectType.self)
      fatalError(
        "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) "
          + "may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// `EnvironmentObject`'s link to the object found for it.
final class EnvironmentObjectBox<ObjectType: ObservableObject> {
  init() {}

  @MainActor var object: ObjectType?
}

extension EnvironmentObject: StateLinking {
  func link(to node: ViewNode, index: inout Int) {
    let subscription = ObjectSubscription.slot(in: node, index: &index)
    let object = node.environment.entries.object(ObjectType.self, as: .environmentObject)
    box.object = object
    if let object { subscription.follow(object) }
  }
}

extension View {
  /// Puts `object` in the environment for `@EnvironmentObject` properties inside.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    EnvironmentModifier(content: self) { $0.entries.setObject(object, as: .environmentObject) }
  }
}
