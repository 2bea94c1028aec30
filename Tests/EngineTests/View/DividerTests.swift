import Engine
import Fixtures
import Foundation
import Testing

/// `Divider`: a line across its stack's minor axis (Apple's documentation), one device
/// pixel thick, in the separator grey.
@MainActor
@Suite("Divider runs across its stack")
struct DividerTests {
  @Test("in a VStack it is a horizontal line as wide as the stack, a pixel tall")
  func horizontalInAVStack() throws {
    // The VStack is 200 wide (its frame); the divider is offered that width and is one
    // point tall at pixel scale 1, between the two texts with the default 8 spacing.
    let root = laidOut(
      VStack {
        Text("a")
        Divider()
        Text("b")
      }.frame(width: 200), 400, 300)
    let divider = try #require(root.first("Divider"))
    let a = try #require(root.text("a"))
    #expect(divider.rect.width == 200)
    #expect(divider.rect.height == 1)
    #expect(divider.rect.minY == a.rect.maxY + 8)
  }

  @Test("in an HStack it is a vertical line as tall as the stack, a pixel wide")
  func verticalInAnHStack() throws {
    let root = laidOut(
      HStack {
        Text("a")
        Divider()
        Text("b")
      }.frame(height: 50), 400, 300)
    let divider = try #require(root.first("Divider"))
    #expect(divider.rect.width == 1)
    #expect(divider.rect.height == 50)
  }

  @Test("outside a stack it is horizontal")
  func horizontalOutsideAStack() throws {
    let root = laidOut(Divider().frame(width: 120, height: 40), 400, 300)
    let divider = try #require(root.first("Divider"))
    #expect(divider.rect.size == CGSize(width: 120, height: 1))
  }

  @Test("at pixel scale 2 it is half a point thick")
  func onePixelThick() throws {
    let graph = ViewGraph(
      root: VStack { Divider() }.frame(width: 100), size: CGSize(width: 200, height: 100),
      text: FixedTextMetrics())
    graph.pixelScale = 2
    let divider = try #require(graph.dump().first("Divider"))
    #expect(divider.rect.height == 0.5)
  }

  @Test("it draws as one fill of the separator grey: #3C3C43 at 29 % opacity")
  func drawsTheSeparatorGrey() throws {
    let graph = ViewGraph(
      root: Divider().frame(width: 100, height: 10), size: CGSize(width: 200, height: 100),
      text: FixedTextMetrics())
    let fills = graph.displayList().commands.compactMap { c -> (CGRect, Color)? in
      if case .fill(let r, _, let color) = c, color.alpha < 255 { return (r, color) }
      return nil
    }
    let line = try #require(fills.first)
    #expect(line.0.size == CGSize(width: 100, height: 1))
    // 29 % of 255 = 73.95, to the nearest byte 74 (0x4A).
    #expect(line.1 == Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x4A))
  }
}
