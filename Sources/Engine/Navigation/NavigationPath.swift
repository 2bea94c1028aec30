import Foundation

/// A type-erased list of the values a `NavigationStack` has pushed (SwiftUI's
/// `NavigationPath`): any `Hashable` values, each shown by the `navigationDestination`
/// registered for its type.
public struct NavigationPath: Equatable {
  /// The values, root side first.
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() {
    elements = []
  }

  /// A path of `elements`, the first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  init(erased elements: [AnyHashable]) {
    self.elements = elements
  }

  /// How many values are pushed.
  public var count: Int { elements.count }

  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` values (all of them when fewer are pushed, as nothing is left to
  /// pop; SwiftUI stops the program there).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(k, 0), elements.count))
  }
}
