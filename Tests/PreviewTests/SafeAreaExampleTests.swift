import Foundation
import Testing

/// The SafeArea example, run as written: a gradient under a navigation bar, a reader's
/// insets and a `safeAreaInset` bar.
@Suite("SafeArea: ignoresSafeArea, safeAreaInsets and safeAreaInset as written")
struct SafeAreaExampleTests {
  @Test("the gradient reaches under the bar; the reader's insets are the two bars'")
  func layout() throws {
    let doc = try PreviewProcess.viewDump("SafeArea", ["--size", "400x600"])
    let rects = doc.views.all("Rectangle")
    // The screen starts under the 44 pt inline bar; the gradient behind it ignores the safe
    // area and meets its top edge, so it reaches the window's top: the whole 400 x 600.
    #expect(rects.contains { $0.x == 0 && $0.y == 0 && $0.width == 400 && $0.height == 600 })
    // The inset's bar sits on the bottom edge; the reader above it has the bar's height as
    // its bottom inset (spacing 0), and the navigation bar's 44 pt as its top one.
    let bar = try #require(
      rects.first { $0.width == 400 && $0.y > 0 && abs($0.y + $0.height - 600) < 1e-9 })
    let text = "Insets: top 44 pt, bottom \(Int(600 - bar.y)) pt"
    #expect(doc.views.all("Text").contains { $0.text == text }, "\(bar.y)")
    // The scroll view in the reader meets both insets' edges, so it reaches over them:
    // from the window's top, under the navigation bar, to its bottom, under the inset's
    // bar (its content inset by both).
    let scroll = try #require(doc.views.all("ScrollView").first)
    #expect(scroll.y == 0 && scroll.height == 600 && scroll.width == 400)
  }
}
