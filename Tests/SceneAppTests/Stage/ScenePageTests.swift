import Engine
import Foundation
import Testing

@testable import SceneApp

/// A page's label as `ScenePage` lays it out.
struct ScenePageTests {
  @MainActor @Test("page labels wrap, then truncate, inside their page less the corner radius")
  func pageLabels() throws {
    let long = "This is a very long page label that goes on and on well past its page"
    let scene = try SceneDocument.parse(
      """
      {"rows": [], "carousel": {"pages": [{"label": "\(long)", "color": "#ffd9a0"}],
       "height": 80, "inset": 50, "cornerRadius": 12}}
      """, file: "labels.json")
    let host = StageHost(
      scene: scene, size: CGSize(width: 400, height: 300), text: FixedTextMetrics(),
      autoplay: false)
    let layout = host.layout()
    let page = try #require(layout.carousel.visiblePages.first)
    let inner = page.frame.insetBy(dx: 12, dy: 12)
    var lines: [String] = []
    for case .text(let line, let font, let position, let anchor, _) in host.displayList(
      frameTime: nil
    ).commands
    where font.size == Stage.labelSize {
      let size = FixedTextMetrics().size(of: line, font: font)
      let box = CGRect(
        x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
        width: size.width, height: size.height)
      #expect(inner.contains(box), "\(line) at \(box) outside \(inner)")
      lines.append(line)
    }
    // 300 − 2·50 − 2·12 = 276 pt: 32 characters of 8.5 a line; 80 − 24 = 56 pt: 2 lines
    // of 20.4; the tail is cut between characters, as SwiftUI does.
    #expect(lines == ["This is a very long page label", "that goes on and on well past i…"])
  }
}
