import Foundation

/// An `Image("name")` node: a picture the host resolved, at its size in points, or a
/// placeholder when there is none.
///
/// As in SwiftUI, an image that is not resizable is its own size whatever it is offered
/// (pixels over its scale: a plain file is one pixel a point, a `@2x` file two); a
/// resizable one takes the proposal, its own size standing in for an unspecified
/// dimension, so `aspectRatio(contentMode:)` with no ratio reads the picture's own ratio
/// from that ideal size. A missing picture has the placeholder's size, a square one em
/// (of the current font, as an unknown symbol) on a side.
struct ResourceImageKind: NodeKind {
  let image: Image
  let name: String
  /// What the host found; nil draws the placeholder.
  let resolved: ResolvedImage?

  var drawsContent: Bool { true }

  /// A resizable image's size for `proposal`: the proposed dimensions, its own size for an
  /// unspecified or infinite one (SwiftUI sizes a resizable image to the proposal with the
  /// unspecified dimensions replaced by its ideal size).
  static func resizedSize(_ natural: CGSize, for proposal: ProposedViewSize) -> CGSize {
    func side(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
      guard let proposed, proposed.isFinite else { return own }
      return max(proposed, 0)
    }
    return CGSize(
      width: side(proposal.width, natural.width), height: side(proposal.height, natural.height))
  }

  private func naturalSize(_ node: ViewNode) -> CGSize {
    if let resolved { return resolved.size }
    let side = SymbolImageKind.font(in: node.environment).size
    return CGSize(width: side, height: side)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let natural = naturalSize(node)
    return image.resizing == nil ? natural : Self.resizedSize(natural, for: proposal)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0, frame.height > 0, opacity > 0 else { return }
    let env = node.environment
    let foreground = (env.foregroundColor ?? TextContent.defaultColor).resolved(in: env)
    guard let resolved else {
      SymbolImageKind.drawPlaceholder(
        in: frame, bold: false, color: foreground.opacity(opacity), into: &list)
      return
    }
    let pieces: [ImageDrawing.Piece]
    if let resizing = image.resizing {
      pieces = ImageSlices.pieces(
        size: resolved.size, scale: resolved.scale, capInsets: resizing.capInsets,
        mode: resizing.mode, frame: frame)
    } else {
      let whole = CGRect(
        x: 0, y: 0, width: CGFloat(resolved.pixelWidth), height: CGFloat(resolved.pixelHeight))
      pieces = [ImageDrawing.Piece(source: whole, destination: frame)]
    }
    guard !pieces.isEmpty else { return }
    let template = image.templateMode == .template
    list.append(
      .image(
        ImageDrawing(
          file: resolved.file, pixelWidth: resolved.pixelWidth,
          pixelHeight: resolved.pixelHeight, isVector: resolved.isVector, pieces: pieces,
          tint: template ? foreground.opacity(opacity) : nil, opacity: opacity,
          interpolation: image.interpolationQuality ?? .high)))
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.text = name
  }
}
