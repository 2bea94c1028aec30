import Engine
import Fixtures
import Foundation
import Testing

/// `background(_:alignment:)` and `overlay(_:alignment:)` with a view: SwiftUI's spelling
/// before iOS 15, which draws the view behind or in front, offered the modified view's size
/// and aligned in its frame.
@MainActor
@Suite("background and overlay take a view")
struct BackgroundOverlayViewTests {
  func fills(_ root: some View) -> [(CGRect, CGFloat, Color)] {
    let host = ViewHost(root: root, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    return host.displayList().commands.compactMap {
      if case .fill(let r, let radius, let c) = $0 { return (r, radius, c) }
      return nil
    }
  }

  @Test("a filled rounded rectangle behind the view takes the view's frame, drawn first")
  func background() throws {
    let out = fills(
      Color.red.frame(width: 100, height: 40)
        .background(RoundedRectangle(cornerRadius: 12).fill(.gray)))
    // Centred in 400x300: (150, 130, 100, 40); the background comes before the content.
    let gray = try #require(out.firstIndex { $0.2 == .gray })
    let red = try #require(out.firstIndex { $0.2 == .red })
    #expect(gray < red)
    #expect(out[gray].0 == CGRect(x: 150, y: 130, width: 100, height: 40))
    #expect(out[gray].1 == 12)
  }

  @Test("an overlay is drawn after the view and aligned in its frame")
  func overlay() throws {
    let out = fills(
      Color.red.frame(width: 100, height: 40)
        .overlay(Color.gray.frame(width: 10, height: 10), alignment: .topLeading))
    let gray = try #require(out.firstIndex { $0.2 == .gray })
    let red = try #require(out.firstIndex { $0.2 == .red })
    #expect(red < gray)
    #expect(out[gray].0 == CGRect(x: 150, y: 130, width: 10, height: 10))
  }

  @Test("a background view aligned to the bottom trailing corner")
  func backgroundAlignment() throws {
    let out = fills(
      Color.red.frame(width: 100, height: 40)
        .background(Color.gray.frame(width: 20, height: 20), alignment: .bottomTrailing))
    let gray = try #require(out.first { $0.2 == .gray })
    // Bottom trailing of (150, 130, 100, 40): x = 250 − 20, y = 170 − 20.
    #expect(gray.0 == CGRect(x: 230, y: 150, width: 20, height: 20))
  }
}
