import Foundation

extension Image {
  /// How a resizable image fills the parts that grow (SwiftUI's `Image.ResizingMode`).
  public enum ResizingMode: Sendable, Hashable {
    /// Repeats the image (each slice at its own size) across the space.
    case tile
    /// Scales the image (each slice) to fill the space.
    case stretch
  }

  /// Whether an image is drawn in its own colours or as a mask filled with the foreground
  /// style (SwiftUI's `Image.TemplateRenderingMode`).
  public enum TemplateRenderingMode: Sendable, Hashable {
    /// Only the image's opacity counts: it is filled with the foreground style.
    case template
    /// The image's own colours.
    case original
  }

  /// The quality of the resampling of a scaled image (SwiftUI's `Image.Interpolation`).
  /// The host draws `.none` by nearest pixel and the others by bilinear filtering.
  public enum Interpolation: Sendable, Hashable {
    case none, low, medium, high
  }

  /// What `resizable(capInsets:resizingMode:)` asked for.
  struct Resizing: Equatable {
    var capInsets: EdgeInsets
    var mode: ResizingMode
  }

  /// An image that takes the size it is offered: the parts outside `capInsets` (the
  /// corners, in points of the image) keep their size, the edges between them grow along
  /// one axis and the middle along both, stretched or tiled by `resizingMode`.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var copy = self
    copy.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
    return copy
  }

  /// Draws the image in its own colours (`.original`) or as a mask filled with the
  /// foreground style (`.template`); nil restores the image's own mode.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.templateMode = renderingMode
    return copy
  }

  /// The resampling quality when the image is drawn at another size than its own.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolationQuality = interpolation
    return copy
  }
}
