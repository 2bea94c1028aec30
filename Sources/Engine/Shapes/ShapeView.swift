import Foundation

/// A shape filled or stroked with a style (the foreground style when `source` is nil):
/// SwiftUI's `_ShapeView`.
struct ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let source: (any PaintResolving)?
  let mode: ShapeDrawing.Mode

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = ViewNode.baseName(of: S.self)
    node.kind = ShapeKind(
      shape: shape, source: source ?? context.environment.foregroundShapeStyle, mode: mode,
      environment: context.environment)
    node.reconcile(context) { _ in }
  }
}

/// A shape's node: the shape's size for a proposal, and its drawing in its frame.
///
/// A colour fill of a rectangle, rounded rectangle, capsule or circle is one `.fill`
/// command (the renderer's fast path, its corners circular); every other shape, stroke or
/// gradient is its path in window points, a `.shape` command the host rasterises.
struct ShapeKind<S: Shape>: NodeKind {
  var shape: S
  let source: (any PaintResolving)?
  let mode: ShapeDrawing.Mode
  let environment: EnvironmentValues
  /// The colour, or the gradient's stops, drawn instead of the style's while a change of
  /// them animates (Animation/Kinds+Animatable.swift).
  var paintOverride: ComponentVector?

  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    shape.sizeThatFits(proposal)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    let paint = self.paint(in: frame).opacity(opacity)
    guard !paint.isInvisible else { return }
    if case .fill(let style) = mode, case .color(let color) = paint, style.isAntialiased,
      let corner = ShapeCorner(fastPath: shape)
    {
      let rect = corner.drawnRect(in: frame)
      guard rect.width > 0, rect.height > 0 else { return }
      list.append(.fill(rect, cornerRadius: corner.radius(in: rect.size), color: color))
      return
    }
    // SwiftUI hands `path(in:)` the view's own bounds: origin zero, the frame's size.
    let local = shape.path(in: CGRect(origin: .zero, size: frame.size))
    let path = local.offsetBy(dx: frame.minX, dy: frame.minY)
    guard !path.isEmpty else { return }
    list.append(.shape(ShapeDrawing(path: path, mode: mode, paint: paint)))
  }

  /// The style's paint in `frame`; while a change animates, in the override's colours or
  /// stops and (a gradient style's) geometry.
  func paint(in frame: CGRect) -> DisplayPaint {
    var source = self.source
    var override = paintOverride
    if let o = paintOverride {
      let (paint, geometry) = o.split(for: source)
      override = paint
      if let geometry { source = source?.replacingGeometry(geometry) }
    }
    let paint =
      source.map { $0.paint(in: frame, environment: environment) }
      ?? environment.foregroundShapePaint(in: frame)
    guard let override else { return paint }
    return override.applied(to: paint)
  }
}

extension Shape {
  /// The shape filled with `content` (the foreground style by default); `style` picks the
  /// even-odd rule and anti-aliasing.
  public func fill<C: ShapeStyle>(_ content: C, style: FillStyle = FillStyle()) -> some View {
    ShapeView(shape: self, source: Self.paintSource(content), mode: .fill(style))
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> some View {
    ShapeView(shape: self, source: nil, mode: .fill(style))
  }

  /// The shape's outline stroked with `content`, centred on the path.
  public func stroke<C: ShapeStyle>(_ content: C, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    ShapeView(
      shape: self, source: Self.paintSource(content), mode: .stroke(style, antialiased: antialiased)
    )
  }

  /// The shape's outline stroked `lineWidth` points wide with `content`.
  public func stroke<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline stroked with the foreground style (a view here: SwiftUI returns the stroke's
  /// outline as a shape, which Engine does not compute).
  public func stroke(style: StrokeStyle) -> some View {
    ShapeView(shape: self, source: nil, mode: .stroke(style, antialiased: true))
  }

  /// The outline stroked `lineWidth` points wide with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// `content` as a paint source, nil for the foreground style (or a style Engine cannot
  /// paint, which SwiftUI would resolve through `ShapeStyle.resolve(in:)`).
  static func paintSource<C: ShapeStyle>(_ content: C) -> (any PaintResolving)? {
    content as? any PaintResolving
  }
}

extension InsettableShape {
  /// The outline stroked inside the frame: the shape inset by half the line width, then
  /// stroked, so the stroke's outer edge is the shape's edge.
  public func strokeBorder<C: ShapeStyle>(
    _ content: C, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
  }

  public func strokeBorder<C: ShapeStyle>(
    _ content: C, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    ShapeView(
      shape: inset(by: style.lineWidth / 2), source: nil,
      mode: .stroke(style, antialiased: antialiased))
  }

  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
