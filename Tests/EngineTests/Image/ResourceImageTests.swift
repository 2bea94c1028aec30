import Fixtures
import Foundation
import Testing

@testable import Engine

/// Answers `Image("name")` with the sizes a test gives, as PreviewHost's resolver answers
/// with a file's header.
@MainActor
final class FixedImages: ImageResolving {
  let images: [String: ResolvedImage]
  init(_ images: [String: ResolvedImage]) { self.images = images }

  func resolve(name: String, bundlePath: String?) -> Result<ResolvedImage, ImageProblem> {
    if let image = images[name] { return .success(image) }
    return .failure(ImageProblem("Image(\(ImageLog.shown(name))): missing in the test"))
  }

  /// A bitmap of `width` × `height` pixels at `scale`.
  static func bitmap(_ width: Int, _ height: Int, scale: CGFloat = 1) -> ResolvedImage {
    ResolvedImage(
      file: "/test/\(width)x\(height)@\(scale).png", pixelWidth: width, pixelHeight: height,
      scale: scale, isVector: false)
  }
}

/// `Image("name")`: its size in points from the host's pixel size and scale, resizable
/// frames, the picture's own ratio in `scaledToFit`/`scaledToFill`, template tinting and
/// the placeholder of a missing name.
@MainActor
@Suite("Image(\"name\") is its picture's size, or what it is offered when resizable")
struct ResourceImageTests {
  /// The pictures every test here can name.
  static let images = FixedImages([
    "photo": FixedImages.bitmap(320, 240),
    "retina": FixedImages.bitmap(200, 100, scale: 2),
    "icon": FixedImages.bitmap(24, 24),
  ])

  func graph<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 300) -> ViewGraph {
    var environment = EnvironmentValues()
    environment.imageResolver = Self.images
    return ViewGraph(
      root: view, size: CGSize(width: width, height: height), text: FixedTextMetrics(),
      environment: environment)
  }

  func frame<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 300) throws -> CGRect {
    try #require(graph(view, width, height).dump().first("Image")).rect
  }

  func images(_ graph: ViewGraph) -> [ImageDrawing] {
    graph.displayList().commands.compactMap {
      if case .image(let d) = $0 { return d }
      return nil
    }
  }

  @Test("a plain image is its pixel size in points, whatever it is offered")
  func intrinsicSize() throws {
    // 320 × 240 pixels at scale 1: 320 × 240 points, in a 400 × 300 window and in a
    // 100 × 100 frame alike (a non-resizable image ignores the proposal).
    #expect(try frame(Image("photo")).size == CGSize(width: 320, height: 240))
    let framed = graph(Image("photo").frame(width: 100, height: 100)).dump()
    #expect(try #require(framed.first("Image")).rect.size == CGSize(width: 320, height: 240))
  }

  @Test("a @2x file is its pixels over two in points")
  func retinaScale() throws {
    // 200 × 100 pixels at scale 2: 100 × 50 points.
    #expect(try frame(Image("retina")).size == CGSize(width: 100, height: 50))
  }

  @Test(
    "a resizable image takes the proposal, its own size for an unspecified dimension",
    arguments: [
      (ProposedViewSize(width: 150, height: 80), CGSize(width: 150, height: 80)),
      (ProposedViewSize(width: nil, height: 80), CGSize(width: 320, height: 80)),
      (ProposedViewSize(width: 150, height: nil), CGSize(width: 150, height: 240)),
      (ProposedViewSize.unspecified, CGSize(width: 320, height: 240)),
      (ProposedViewSize(width: .infinity, height: 10), CGSize(width: 320, height: 10)),
    ])
  func resizableSizes(proposal: ProposedViewSize, expected: CGSize) {
    let own = CGSize(width: 320, height: 240)
    #expect(ResourceImageKind.resizedSize(own, for: proposal) == expected)
  }

  @Test("a resizable image fills its frame")
  func resizableFrame() throws {
    #expect(
      try frame(Image("photo").resizable().frame(width: 90, height: 30)).size
        == CGSize(width: 90, height: 30))
  }

  @Test(
    "scaledToFit and scaledToFill keep the picture's own 4:3 ratio",
    arguments: [
      // Fit in 200 × 200: the scale is min(200/320, 200/240) = 0.625, so 200 × 150.
      (ContentMode.fit, CGSize(width: 200, height: 200), CGSize(width: 200, height: 150)),
      // Fill 200 × 200: max(200/320, 200/240) = 5/6, so 266.67 × 200.
      (.fill, CGSize(width: 200, height: 200), CGSize(width: 800.0 / 3, height: 200)),
      // Fit in 120 × 30: min(0.375, 0.125) = 0.125, so 40 × 30.
      (.fit, CGSize(width: 120, height: 30), CGSize(width: 40, height: 30)),
      // Fill 120 × 30: 0.375, so 120 × 90.
      (.fill, CGSize(width: 120, height: 30), CGSize(width: 120, height: 90)),
    ])
  func aspectRatioOfThePicture(mode: ContentMode, box: CGSize, expected: CGSize) throws {
    let view = Image("photo").resizable().aspectRatio(contentMode: mode)
      .frame(width: box.width, height: box.height)
    let size = try frame(view).size
    #expect(abs(size.width - expected.width) < 1e-9)
    #expect(abs(size.height - expected.height) < 1e-9)
  }

  @Test(
    "scaledToFill under clipShape(Circle()): the avatar's picture spills, the clip is the circle")
  func avatar() throws {
    let g = graph(
      Image("photo").resizable().scaledToFill().frame(width: 96, height: 96)
        .clipShape(Circle()))
    let commands = g.displayList().commands
    guard
      case .pushClipShape(let path, _)? = commands.first(where: {
        if case .pushClipShape = $0 { return true }
        return false
      })
    else {
      Issue.record("no shape clip")
      return
    }
    // The circle inscribed in the 96-point frame; the picture fills 128 × 96 (96 × 4/3),
    // centred on the same point.
    #expect(path.boundingRect.size == CGSize(width: 96, height: 96))
    let drawn = try #require(images(g).first)
    #expect(drawn.bounds.size == CGSize(width: 128, height: 96))
    #expect(drawn.bounds.midX == path.boundingRect.midX)
  }

  @Test("a plain image draws all its pixels over its frame, in its own colours")
  func drawsWholePicture() throws {
    let g = graph(Image("icon"))
    let frame = try #require(g.dump().first("Image")).rect
    let drawn = try #require(images(g).first)
    #expect(
      drawn.pieces == [
        ImageDrawing.Piece(source: CGRect(x: 0, y: 0, width: 24, height: 24), destination: frame)
      ])
    #expect(drawn.tint == nil)
    #expect(drawn.interpolation == .high)
  }

  @Test("a template image is filled with the foreground style; original keeps its colours")
  func templateTint() throws {
    let template = try #require(
      images(graph(Image("icon").renderingMode(.template).foregroundStyle(.red))).first)
    // SwiftUI's red in light appearance: #FF3B30.
    #expect(template.tint == Color(red8: 0xFF, green8: 0x3B, blue8: 0x30))
    let original = try #require(
      images(graph(Image("icon").renderingMode(.original).foregroundStyle(.red))).first)
    #expect(original.tint == nil)
  }

  @Test("interpolation is passed to the drawing")
  func interpolation() throws {
    let drawn = try #require(
      images(graph(Image("icon").resizable().interpolation(.none).frame(width: 96, height: 96)))
        .first)
    #expect(drawn.interpolation == .none)
    #expect(drawn.pieces.first?.destination.size == CGSize(width: 96, height: 96))
  }

  @Test("Image(decorative:) draws as Image(_:) does")
  func decorative() throws {
    #expect(
      graph(Image(decorative: "icon")).displayList() == graph(Image("icon")).displayList())
  }

  @Test("a missing name draws an outlined square with a \"?\", one em, and is reported once")
  func missingName() throws {
    let name = "missing-\(UUID().uuidString)"
    var lines: [String] = []
    ImageLog.sink = { lines.append($0) }
    defer { ImageLog.sink = nil }
    let g = graph(
      VStack {
        Image(name)
        Image(name).resizable().frame(width: 40, height: 40)
      })
    _ = g.displayList()
    // The placeholder is the body font's em square: 17 × 17.
    let frame = try #require(g.dump().first("Image")).rect
    #expect(frame.size == CGSize(width: 17, height: 17))
    let commands = g.displayList().commands
    let strokes = commands.compactMap { c -> CGRect? in
      if case .stroke(let r, _, _) = c { return r }
      return nil
    }
    #expect(strokes.count == 2)
    #expect(strokes.first == frame)
    #expect(strokes.last?.size == CGSize(width: 40, height: 40))
    #expect(images(g).isEmpty)
    let mine = lines.filter { $0.contains(name) }
    #expect(mine.count == 1)
  }

  @Test("a resizable symbol takes its frame and sets its glyph as large as fits")
  func resizableSymbol() throws {
    let g = graph(Image(systemName: "globe").resizable().frame(width: 60, height: 30))
    let frame = try #require(g.dump().first("Image")).rect
    #expect(frame.size == CGSize(width: 60, height: 30))
    let fonts = g.displayList().commands.compactMap { c -> FontSpec? in
      if case .text(_, let font, _, _, _) = c { return font }
      return nil
    }
    // FixedTextMetrics' glyph box is 1 × 1.2 em; at 17 pt that is 17 × 20.4, and the
    // largest that fits 60 × 30 is min(60/17, 30/20.4) = 30/20.4 times 17 pt = 25 pt.
    #expect(abs((fonts.first?.size ?? 0) - 25) < 1e-9)
  }
}

/// `Label(_:image:)`: a named picture as the icon.
@MainActor
@Suite("Label(_:image:) puts the named picture before its title")
struct LabelImageTests {
  @Test("the icon is the picture at its size, then the title")
  func labelWithPicture() throws {
    var environment = EnvironmentValues()
    environment.imageResolver = ResourceImageTests.images
    let graph = ViewGraph(
      root: Label("Photo", image: "icon"), size: CGSize(width: 300, height: 100),
      text: FixedTextMetrics(), environment: environment)
    let dump = graph.dump()
    let image = try #require(dump.first("Image")).rect
    let title = try #require(dump.text("Photo")).rect
    // The 24 × 24-pixel icon is 24 × 24 points; the label's spacing, 8 points, follows it.
    #expect(image.size == CGSize(width: 24, height: 24))
    #expect(title.minX == image.maxX + 8)
  }
}
