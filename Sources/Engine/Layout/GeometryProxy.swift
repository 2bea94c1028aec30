import Foundation

/// The size and position of a `GeometryReader`, as its content closure sees them
/// (SwiftUI's `GeometryProxy`).
public struct GeometryProxy: Equatable {
  /// The reader's size: what it was proposed, 10 points where a dimension was not.
  public let size: CGSize
  /// The insets of the safe area at the reader: on each edge where its frame meets the
  /// safe area's edge, how far the container's edge lies beyond it (a navigation bar's
  /// height at the top of a stack's screen); zero elsewhere, and everywhere in a bare
  /// window, which has no safe area (Layout/SafeRegion.swift).
  public let safeAreaInsets: EdgeInsets
  /// The reader's frame in window points.
  let globalFrame: CGRect
  /// The named coordinate spaces around the reader, innermost last.
  let namedFrames: [NamedFrame]

  init(globalFrame: CGRect, namedFrames: [NamedFrame], safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = globalFrame.size
    self.safeAreaInsets = safeAreaInsets
    self.globalFrame = globalFrame
    self.namedFrames = namedFrames
  }

  /// The reader's frame in `coordinateSpace`: at the origin in `.local`, in the window in
  /// `.global`, from the named view's top-leading corner in `.named`. A name no ancestor
  /// has measures from the window, as SwiftUI does.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .global:
      return globalFrame
    case .named(let name):
      guard let space = namedFrames.last(where: { $0.name == name }) else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
    }
  }

  /// The reader's frame in `coordinateSpace` (the iOS 17 spelling: `.local`, `.global`,
  /// `.named("x")`).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of the named ancestor in the reader's local coordinates, or nil when no
  /// ancestor has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = namedFrames.last(where: { $0.name == coordinateSpace.name }) else {
      return nil
    }
    return space.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }
}
