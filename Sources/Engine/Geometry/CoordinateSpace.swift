import Foundation

/// A place a frame can be measured from (SwiftUI's `CoordinateSpace`): the window
/// (`global`), the view itself (`local`), or an ancestor named with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)

  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}

/// A coordinate space as the iOS 17 spelling takes it: `.local`, `.global`, `.named("x")`
/// (SwiftUI's `CoordinateSpaceProtocol`).
public protocol CoordinateSpaceProtocol {
  /// The coordinate space this value stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The coordinate space of an ancestor given a name (SwiftUI's `NamedCoordinateSpace`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable

  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own coordinate space (SwiftUI's `LocalCoordinateSpace`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space (SwiftUI's `GlobalCoordinateSpace`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space of the ancestor named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// A named coordinate space as a descendant sees it while being placed: the name and the
/// named view's frame in window points.
struct NamedFrame: Equatable {
  var name: AnyHashable
  var frame: CGRect
}
