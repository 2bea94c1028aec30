import Fixtures
import Foundation
import Testing

@testable import Engine

/// `dynamicTypeSize` scales the text styles by iOS's Dynamic Type table. The expected sizes
/// are read off Apple's Human Interface Guidelines, "Typography", "Dynamic Type sizes"
/// tables for iOS (body: 17 pt at large, 19 at xLarge, 21 at xxLarge, 23 at xxxLarge, 28
/// at AX1, 53 at AX5; title: 28 at large, 34 at xxxLarge, 58 at AX5; caption2: 11 at
/// large and below, 40 at AX5).
@MainActor
@Suite("Dynamic Type sizes scale the text styles")
struct DynamicTypeSizeTests {
  /// The point size the first text of `view` is drawn at.
  private func drawnSize(_ view: some View) throws -> CGFloat {
    let commands = ViewGraph(
      root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics()
    ).displayList().commands
    let sizes = commands.compactMap { command -> CGFloat? in
      if case .text(_, let font, _, _, _) = command { return font.size }
      return nil
    }
    return try #require(sizes.first)
  }

  @Test(
    "body follows the table",
    arguments: [
      (DynamicTypeSize.xSmall, 14.0), (.small, 15), (.medium, 16), (.large, 17),
      (.xLarge, 19), (.xxLarge, 21), (.xxxLarge, 23), (.accessibility1, 28),
      (.accessibility2, 33), (.accessibility3, 40), (.accessibility4, 47),
      (.accessibility5, 53),
    ])
  func body(_ size: DynamicTypeSize, _ points: Double) throws {
    #expect(try drawnSize(Text("Hi").font(.body).dynamicTypeSize(size)) == points)
  }

  @Test(
    "other styles follow their rows",
    arguments: [
      (Font.title, DynamicTypeSize.xxxLarge, 34.0), (.title, .accessibility5, 58),
      (.largeTitle, .xSmall, 31), (.caption2, .xSmall, 11), (.caption2, .accessibility5, 40),
      (.footnote, .xLarge, 15), (.headline, .xxLarge, 21),
    ])
  func styles(_ font: Font, _ size: DynamicTypeSize, _ points: Double) throws {
    #expect(try drawnSize(Text("Hi").font(font).dynamicTypeSize(size)) == points)
  }

  @Test("text with no font is body, and scales as body does")
  func defaultFontScales() throws {
    #expect(try drawnSize(Text("Hi").dynamicTypeSize(.xxxLarge)) == 23)
  }

  @Test("the environment value set directly scales text too")
  func environmentValue() throws {
    #expect(try drawnSize(Text("Hi").environment(\.dynamicTypeSize, .xLarge)) == 19)
  }

  @Test("a system font of a fixed size does not scale")
  func fixedSizeStays() throws {
    let view = Text("Hi").font(.system(size: 17)).dynamicTypeSize(.accessibility5)
    #expect(try drawnSize(view) == 17)
  }

  @Test("a style built with a design and weight scales as its style")
  func systemStyleScales() throws {
    let view = Text("Hi").font(.system(.title, design: .rounded, weight: .bold))
      .dynamicTypeSize(.xxxLarge)
    #expect(try drawnSize(view) == 34)
  }

  @Test("a larger size makes the text's frame taller")
  func frameGrows() {
    func height(_ size: DynamicTypeSize) -> CGFloat {
      laidOut(Text("Hi").dynamicTypeSize(size)).first("Text")?.rect.height ?? 0
    }
    #expect(height(.accessibility5) > height(.large))
  }

  @Test(
    "a range clamps the size to its nearest member",
    arguments: [
      (DynamicTypeSize.accessibility5, 21.0), (.xxLarge, 21), (.medium, 16),
      (.xSmall, 16),
    ])
  func rangeClamps(_ outer: DynamicTypeSize, _ points: Double) throws {
    // Clamped to medium...xxLarge: body is 16 at medium and 21 at xxLarge.
    let view = Text("Hi").dynamicTypeSize(.medium ... .xxLarge).dynamicTypeSize(outer)
    #expect(try drawnSize(view) == points)
  }

  @Test("a partial range clamps only one side")
  func partialRange() throws {
    // At most xxxLarge: AX3 becomes xxxLarge (23), small stays small (15).
    let upTo = Text("Hi").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    #expect(try drawnSize(upTo.dynamicTypeSize(.accessibility3)) == 23)
    #expect(try drawnSize(upTo.dynamicTypeSize(.small)) == 15)
  }
}
