import Foundation

/// A namespace for `matchedGeometryEffect` ids (SwiftUI's `@Namespace`): each view that
/// declares one gets its own, kept for as long as the view exists.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// The namespace's identity.
  public struct ID: Hashable, Sendable {
    private let token: Token

    init() {
      token = Token()
    }

    public static func == (a: ID, b: ID) -> Bool { a.token === b.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
  }

  /// What makes each namespace distinct: an object, alive as long as the namespace.
  private final class Token: Sendable {}

  @State private var id = ID()

  public init() {}

  @MainActor public var wrappedValue: ID { id }
}
