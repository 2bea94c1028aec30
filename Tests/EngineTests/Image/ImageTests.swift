import Fixtures
import Foundation
import Testing

@testable import Engine

/// `Image(systemName:)`: one glyph of the symbol font at the text's size times the image
/// scale, tinted by the foreground style; an unknown name a reported placeholder.
///
/// Sizes come from `FixedTextMetrics`' closed form: a symbol glyph is 1 em wide
/// (`emojiWidth` 1) and its line 1.2 em tall (`lineHeight`), as a text line is.
@MainActor
@Suite("Image(systemName:) is a glyph sized like text")
struct ImageTests {
  /// The body font's size: iOS's default Dynamic Type body, 17 pt.
  static let body: CGFloat = 17

  @Test(
    "each image scale is the font's size times Apple's factor (0.8, 1, 1.3)",
    arguments: [(Image.Scale.small, 0.8), (.medium, 1.0), (.large, 1.3)])
  func sizePerScale(scale: Image.Scale, factor: CGFloat) throws {
    // AppKit's NSImage.SymbolScale: small "approximately 20% smaller" than medium, large
    // "approximately 30% larger". The em is 17 × factor; 1 em wide, 1.2 em tall.
    let root = laidOut(Image(systemName: "globe").imageScale(scale))
    let image = try #require(root.first("Image"))
    let em = Self.body * factor
    #expect(abs(image.rect.width - em) < 1e-9)
    #expect(abs(image.rect.height - em * 1.2) < 1e-9)
  }

  @Test("a symbol scales with the font: largeTitle, 34 pt, at medium is 34 wide")
  func scalesWithTheFont() throws {
    let root = laidOut(Image(systemName: "star.fill").font(.largeTitle))
    let image = try #require(root.first("Image"))
    #expect(image.rect.size == CGSize(width: 34, height: 34 * 1.2))
  }

  @Test("at medium a symbol shares the text's line box, so their baselines meet in an HStack")
  func baselineLikeText() throws {
    // Both are one line of the same font size: the same height, so the centred HStack puts
    // them at the same y, and a glyph drawn on that line sits on the text's baseline.
    let root = laidOut(
      HStack {
        Image(systemName: "heart")
        Text("Hi")
      })
    let image = try #require(root.first("Image"))
    let text = try #require(root.text("Hi"))
    #expect(image.rect.minY == text.rect.minY)
    #expect(image.rect.height == text.rect.height)
  }

  @Test("it draws the table's glyph in the symbol font, centred, tinted by foregroundStyle(.tint)")
  func drawsTheGlyphTinted() throws {
    let graph = ViewGraph(
      root: Image(systemName: "globe").imageScale(.large).foregroundStyle(.tint),
      size: CGSize(width: 200, height: 100), text: FixedTextMetrics())
    let frame = try #require(graph.dump().first("Image")).rect
    let texts = graph.displayList().commands.compactMap {
      c -> (String, FontSpec, CGPoint, Color)? in
      if case .text(let s, let font, let p, _, let color) = c { return (s, font, p, color) }
      return nil
    }
    let glyph = try #require(texts.first)
    // Material Design Icons' "earth" sits at U+F1E7 (its scss/_variables.scss).
    #expect(glyph.0 == "\u{F1E7}")
    #expect(glyph.1 == FontSpec(.symbol, size: 17 * 1.3))
    #expect(glyph.2 == CGPoint(x: frame.midX, y: frame.midY))
    // The tint in light appearance: iOS's systemBlue, #007AFF.
    #expect(glyph.3 == Color(red8: 0x00, green8: 0x7A, blue8: 0xFF))
  }

  @Test("without a foreground style a symbol is primary, like text; monochrome draws the same")
  func primaryAndMonochrome() throws {
    func commands<V: View>(_ v: V) -> [DisplayCommand] {
      ViewGraph(root: v, size: CGSize(width: 100, height: 100), text: FixedTextMetrics())
        .displayList().commands
    }
    let plain = commands(Image(systemName: "bell"))
    #expect(plain == commands(Image(systemName: "bell").symbolRenderingMode(.monochrome)))
    let colours = plain.compactMap { c -> Color? in
      if case .text(_, _, _, _, let color) = c { return color }
      return nil
    }
    #expect(colours == [Color(red8: 0, green8: 0, blue8: 0)])
  }

  @Test("an unknown name draws an outlined square with a \"?\" and is reported once")
  func unknownNameIsAPlaceholder() throws {
    let name = "no.such.symbol.\(UUID().uuidString)"
    var lines: [String] = []
    SymbolLog.sink = { lines.append($0) }
    defer { SymbolLog.sink = nil }
    let graph = ViewGraph(
      root: VStack {
        Image(systemName: name)
        Image(systemName: name)
      }, size: CGSize(width: 200, height: 200), text: FixedTextMetrics())
    _ = graph.displayList()
    _ = graph.displayList()
    // The placeholder is the symbol's em square: 17 × 17 at body, medium.
    let frame = try #require(graph.dump().first("Image")).rect
    #expect(frame.size == CGSize(width: 17, height: 17))
    let commands = graph.displayList().commands
    let strokes = commands.compactMap { c -> CGRect? in
      if case .stroke(let r, _, _) = c { return r }
      return nil
    }
    #expect(strokes.count == 2)
    #expect(strokes.first == frame)
    let marks = commands.filter {
      if case .text("?", _, _, _, _) = $0 { return true }
      return false
    }
    #expect(marks.count == 2)
    let mine = lines.filter { $0.contains(name) }
    #expect(mine.count == 1)
    #expect(mine.first?.hasPrefix("Image(systemName: \"\(name)\")") == true)
  }

  @Test("the name table has the template and tutorial names, each once")
  func nameTableCoversTheCommonNames() {
    let names = SymbolNames.entries.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count >= 60)
    let common = [
      "globe", "star", "star.fill", "heart", "heart.fill", "person", "person.fill", "gear",
      "gearshape", "house", "house.fill", "magnifyingglass", "plus", "minus", "xmark",
      "checkmark", "trash", "pencil", "square.and.arrow.up", "chevron.left", "chevron.right",
      "chevron.up", "chevron.down", "arrow.left", "arrow.right", "bell", "envelope", "phone",
      "camera", "photo", "calendar", "clock", "info.circle", "exclamationmark.triangle", "cart",
      "bookmark", "folder", "doc", "paperplane", "lock", "cloud", "sun.max", "moon",
    ]
    #expect(common.filter { !names.contains($0) } == [])
  }
}
