/// A value read from the environment (SwiftUI's `@Environment`): a key path of
/// `EnvironmentValues`, or an `@Observable` object put in with `.environment(_:)`.
///
/// The value is the one of the view's position in the tree, linked by the graph before each
/// body evaluation; a view whose environment changes is evaluated again. Read outside a
/// body it is the default, as in SwiftUI.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let read: (EnvironmentValues) -> Value
  let box = EnvironmentBox()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The `@Observable` object of type `Value` an ancestor provided; reading it when none
  /// did stops the program with SwiftUI's message.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { environment in
      guard let object = environment.entries.object(Value.self, as: .observable) else {
        let name = String(describing: Value.self)
        fatalError(
          "No Observable object of type \(name) found. A View.environmentObject(_:) for "
            + "\(name) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  /// The `@Observable` object of type `T` an ancestor provided, or nil.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.entries.object(T.self, as: .observable) }
  }

  @MainActor public var wrappedValue: Value {
    read(box.node?.environment ?? EnvironmentValues())
  }
}

/// `Environment`'s link to its view's node, whose environment it reads.
///
/// The box, copied into every closure that captures the view, refers to the node weakly,
/// as `StateBox` refers to its storage (State.swift). Holding the environment itself would
/// hold everything in it: a model the environment carries (a split view's, for its
/// columns) that keeps such a closure (a `navigationDestination`) would keep itself alive
/// through it after the graph is gone. Once the node is gone the box reads the defaults,
/// as SwiftUI's `Environment` does outside an installed view.
final class EnvironmentBox {
  init() {}

  @MainActor weak var node: ViewNode?
}

extension Environment: StateLinking {
  func link(to node: ViewNode, index: inout Int) {
    box.node = node
  }
}
