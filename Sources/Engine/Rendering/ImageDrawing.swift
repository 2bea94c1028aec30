import Foundation

/// A named picture to draw, in window points: the display list's `.image` command.
///
/// The host decodes `file` (the one its `ImageResolving` found) and copies each piece's
/// source pixels to its destination.
public struct ImageDrawing: Sendable, Hashable {
  /// One part of the picture: a rectangle of its pixels drawn over a rectangle of points,
  /// stretched, or repeated at `tileSize` points a copy from the destination's top-left.
  public struct Piece: Sendable, Hashable {
    public var source: CGRect
    public var destination: CGRect
    /// The size of one copy when the piece is tiled; nil when it is stretched.
    public var tileSize: CGSize?

    public init(source: CGRect, destination: CGRect, tileSize: CGSize? = nil) {
      self.source = source
      self.destination = destination
      self.tileSize = tileSize
    }
  }

  /// The file to decode.
  public var file: String
  /// Its size in pixels, as the host reported it.
  public var pixelWidth: Int
  public var pixelHeight: Int
  /// Vector art (SVG): rasterised for the size drawn rather than scaled.
  public var isVector: Bool
  public var pieces: [Piece]
  /// For a template image, the colour its opacity is filled with; nil draws its own colours.
  public var tint: Color?
  /// How much of the picture shows (0...1), for an original-colour image.
  public var opacity: Double
  /// The resampling of scaled pieces.
  public var interpolation: Image.Interpolation

  public init(
    file: String, pixelWidth: Int, pixelHeight: Int, isVector: Bool, pieces: [Piece],
    tint: Color?, opacity: Double, interpolation: Image.Interpolation
  ) {
    self.file = file
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.isVector = isVector
    self.pieces = pieces
    self.tint = tint
    self.opacity = opacity
    self.interpolation = interpolation
  }

  /// The points the pieces cover.
  public var bounds: CGRect {
    pieces.reduce(CGRect.null) { $0.union($1.destination) }
  }
}
