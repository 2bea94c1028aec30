import Foundation

/// The ring drawn around the view with keyboard focus.
///
/// Its look follows macOS's keyboard focus ring (the platform where SwiftUI shows one): a
/// band of the accent colour at half opacity just outside the control, here 3 pt wide
/// (AppKit's ring is about 3 pt at 1x) and 1 pt clear of the frame. The display list has
/// no rounded outline, so its corners are square; it is drawn over everything, unclipped by
/// a scroll view the control sits in.
enum FocusRing {
  static let width: CGFloat = 3
  static let gap: CGFloat = 1
  /// The accent colour (iOS's and macOS's system blue) at 50 % opacity.
  static let opacity = 0.5

  /// The ring's rectangle around `frame`: the stroke is drawn inside it.
  static func rect(around frame: CGRect) -> CGRect {
    frame.insetBy(dx: -(width + gap), dy: -(width + gap))
  }

  /// The ring's rectangle just inside `frame`, for a view that asks for it there
  /// (`Focusable.ringInside`): the same band, `gap` in from the edges.
  static func rect(inside frame: CGRect) -> CGRect {
    frame.insetBy(dx: gap, dy: gap)
  }
}

extension ViewHost {
  /// Appends the focus ring around the focused view, if any.
  func appendFocusRing(to list: inout DisplayList) {
    guard let node = focusedNode else { return }
    let frame = node.presentedFrame
    guard frame.width.isFinite, frame.height.isFinite else { return }
    let color = Color.tint.resolved(in: node.environment).opacity(FocusRing.opacity)
    let inside = node.focusable?.ringInside == true
    let rect = inside ? FocusRing.rect(inside: frame) : FocusRing.rect(around: frame)
    list.append(.stroke(rect, width: FocusRing.width, color: color))
  }
}
