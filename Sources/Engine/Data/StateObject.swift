/// An `ObservableObject` a view owns (SwiftUI's `@StateObject`).
///
/// The object is made once per view identity, the first time the view's body is about to
/// be evaluated: the initialiser's argument is an autoclosure that later evaluations of the
/// parent make again and the graph never calls. The view follows the object's changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let box = StateObjectBox<ObjectType>()

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  @MainActor public var wrappedValue: ObjectType {
    // Outside a body (before the graph links it) SwiftUI makes a new object each time too.
    box.storage?.object ?? make()
  }

  /// Bindings to the object's properties (`$model.name`).
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// `StateObject`'s link to its storage, which its node alone owns (weak for the reason
/// `StateBox` gives, Graph/State.swift).
final class StateObjectBox<ObjectType: ObservableObject> {
  @MainActor weak var storage: StateObjectStorage<ObjectType>?
}

/// The object a `@StateObject` made, kept in its view's node.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  let subscription: ObjectSubscription

  init(object: ObjectType, owner: ViewNode) {
    self.object = object
    subscription = ObjectSubscription(owner: owner)
    subscription.follow(object)
  }
}

extension StateObject: StateLinking {
  func link(to node: ViewNode, index: inout Int) {
    defer { index += 1 }
    if index < node.states.count,
      let existing = node.states[index] as? StateObjectStorage<ObjectType>
    {
      box.storage = existing
      return
    }
    let storage = StateObjectStorage(object: make(), owner: node)
    if index < node.states.count {
      node.states[index] = storage
    } else {
      node.states.append(storage)
    }
    box.storage = storage
  }
}
