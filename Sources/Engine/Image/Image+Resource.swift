import Foundation

extension Image {
  /// An image from the app's resources by name: a PNG, JPEG or SVG file called `name`
  /// (with or without its extension) in `bundle`, or, when `bundle` is nil, in the app's
  /// own resources (the host's search is in README's "Images").
  ///
  /// Engine reads no file: it keeps the name and the bundle's path, and the host resolves
  /// them (`ImageResolving`) to a file and its pixel size. A name that resolves to nothing
  /// draws a placeholder and is reported once (`ImageLog`).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(source: .resource(name: name, bundlePath: bundle?.bundlePath), decorative: false)
  }

  /// An image from the app's resources that assistive technologies skip: drawn as
  /// `Image(_:bundle:)` draws it.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(source: .resource(name: name, bundlePath: bundle?.bundlePath), decorative: true)
  }
}

/// A picture the host found for a name: the file it will decode and its size.
package struct ResolvedImage: Sendable, Hashable {
  /// The file (its path); the display list names the picture by it.
  package var file: String
  /// The picture's size in pixels (for an SVG, its own width and height).
  package var pixelWidth: Int
  package var pixelHeight: Int
  /// Pixels per point: 2 for a file found as `name@2x`, 3 for `name@3x`, else 1.
  package var scale: CGFloat
  /// Whether the file is vector art (SVG), drawn again at each size rather than scaled.
  package var isVector: Bool

  package init(file: String, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, isVector: Bool) {
    self.file = file
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.isVector = isVector
  }

  /// The size in points: the pixel size over the scale.
  package var size: CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }
}

/// Why a name gave no picture: the line the report prints.
package struct ImageProblem: Error, Sendable, Hashable {
  package var message: String

  package init(_ message: String) { self.message = message }

  /// No host installed a resolver (a test or a tool without one).
  static func noResolver(_ name: String) -> ImageProblem {
    ImageProblem(
      "Image(\(ImageLog.shown(name))): no image resolver is installed; drawn as a placeholder")
  }
}

/// Finds and sizes named pictures for Engine, as `TextMeasuring` measures text: PreviewHost
/// looks in the bundle's folder and reads the file's header; tests answer with sizes.
@MainActor
package protocol ImageResolving: AnyObject {
  /// The picture called `name` in the bundle at `bundlePath` (nil: the app's resources),
  /// or why there is none (missing, unreadable, over the decoding budget).
  func resolve(name: String, bundlePath: String?) -> Result<ResolvedImage, ImageProblem>
}

/// The resolver the host installs for every view graph (an environment's `imageResolver`
/// comes first, which is how a test gives its own).
@MainActor
package enum ImageCatalog {
  package static var resolver: (any ImageResolving)?
}

extension EnvironmentValues {
  /// The resolver named images inside are found with; nil uses `ImageCatalog.resolver`.
  package var imageResolver: (any ImageResolving)? {
    get { self[ImageResolverKey.self] }
    set { self[ImageResolverKey.self] = newValue }
  }
}

private struct ImageResolverKey: EnvironmentKey {
  static var defaultValue: (any ImageResolving)? { nil }
}
