import Fixtures
import Foundation
import Testing

@testable import Engine

/// A `Text` node keeps the lines it last set and sets a one-line text once for the several
/// proposals a stack measures it at; what it shows must be what setting it afresh for its
/// final proposal gives.
@MainActor
@Suite("Text nodes reuse their lines only where the proposal cannot change them")
struct TextKindTests {
  /// SwiftUI's body style is 17 pt; `FixedTextMetrics` makes a label character half the
  /// point size wide (8.5 pt) and a line 1.2 times the point size tall (20.4 pt).
  static let character: CGFloat = 8.5
  static let line: CGFloat = 20.4

  /// The laid-out `Text` nodes of `root` in a window of `size`, in tree order.
  private static func texts(_ root: some View, size: CGSize) -> [ViewNode] {
    let graph = ViewGraph(root: root, size: size, text: FixedTextMetrics())
    graph.layoutIfNeeded()
    func walk(_ node: ViewNode) -> [ViewNode] {
      (node.textLines != nil ? [node] : []) + node.children.flatMap(walk)
    }
    return walk(graph.root)
  }

  @Test("a text that wraps at its width shows every line, though measured at zero height first")
  func wrapsAfterCutMeasure() throws {
    // A VStack measures its subview at heights 0, ∞ and its offer. At height 0 the text
    // gets one line, cut; that line must not stand in for the taller proposals. 100 pt
    // holds 11 characters: "aaaa bbbb" (9, 76.5 pt) fits, "aaaa bbbb cccc" (14) does not.
    let nodes = Self.texts(
      VStack { Text("aaaa bbbb cccc") }, size: CGSize(width: 100, height: 600))
    let text = try #require(nodes.first)
    #expect(text.textLines?.lines == ["aaaa bbbb", "cccc"])
    #expect(text.frame.height == 2 * Self.line)
    #expect(text.frame.width == 9 * Self.character)
  }

  @Test("a text that may shrink is set again for each height: measured at zero, shown full size")
  func shrinkingTextNotReused() throws {
    // At height 0 the text shrinks to its factor (one line, not cut); given ∞ and then the
    // stack's 600 pt it fits at full size: 5 characters × 8.5 pt by one 20.4 pt line.
    let nodes = Self.texts(
      VStack { Text("hello").minimumScaleFactor(0.5) }, size: CGSize(width: 200, height: 600))
    let text = try #require(nodes.first)
    #expect(text.frame.height == Self.line)
    #expect(text.frame.width == 5 * Self.character)
    #expect(text.textLines?.font.size == 17)
  }

  @Test("one-line texts in a stack are each set to their own width and one line tall")
  func oneLineTexts() {
    // Ten texts "Item 0" … "Item 9": 6 characters each, 51 pt wide, one line each.
    let nodes = Self.texts(
      VStack(spacing: 0) { ForEach(0..<10, id: \.self) { Text("Item \($0)") } },
      size: CGSize(width: 300, height: 600))
    #expect(nodes.count == 10)
    for (i, node) in nodes.enumerated() {
      #expect(node.textLines?.lines == ["Item \(i)"])
      #expect(node.frame.size == CGSize(width: 6 * Self.character, height: Self.line))
    }
  }
}
