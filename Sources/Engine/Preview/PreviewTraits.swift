/// What a preview's modifiers and traits say; each field is nil until one sets it, so an
/// inner modifier wins over an outer one, as SwiftUI's environment does.
package struct PreviewTraits: Sendable, Equatable {
  package var name: String?
  package var layout: PreviewLayout?
  package var device: PreviewDevice?
  package var orientation: InterfaceOrientation?

  package init() {}

  /// These traits, with `outer`'s wherever these have none.
  func under(_ outer: PreviewTraits) -> PreviewTraits {
    var t = self
    t.name = name ?? outer.name
    t.layout = layout ?? outer.layout
    t.device = device ?? outer.device
    t.orientation = orientation ?? outer.orientation
    return t
  }

  /// The canvas a preview is drawn in for a window of `window` points: nil for
  /// `sizeThatFits` (the size the view takes decides).
  package func canvas(window: CGSize) -> CGSize? {
    switch layout ?? .device {
    case .sizeThatFits: return nil
    case .fixed(let w, let h): return CGSize(width: max(w, 0), height: max(h, 0))
    case .device:
      let landscape = orientation?.isLandscape ?? false
      let (short, long) = (min(window.width, window.height), max(window.width, window.height))
      if orientation == nil { return window }
      return landscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
    }
  }

  /// `sizeThatFits`.
  package var fitsContent: Bool { layout == .sizeThatFits }
}
