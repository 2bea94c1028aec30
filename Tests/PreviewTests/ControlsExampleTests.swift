import Foundation
import Testing

/// The ControlsSettings example driven headless by a `--script`, as a user clicks it: the
/// values it shows as Text follow the controls.
@Suite("ControlsSettings example")
struct ControlsExampleTests {
  private static let size = ["--size", "390x700"]

  private func text(_ doc: ViewDocument, _ s: String) throws -> ViewDocument.Node {
    try #require(doc.views.all("Text").first { $0.text == s }, "no Text \"\(s)\"")
  }

  private func click(_ t: Double, _ n: ViewDocument.Node) -> [String] {
    let (x, y) = (n.midX, n.y + n.height / 2)
    return [
      "{\"t\":\(t),\"down\":[\(x),\(y)]}", "{\"t\":\(t + 0.05),\"up\":[\(x),\(y)]}",
    ]
  }

  @Test("clicks on a switch, a segment, the slider and a menu choice show in the values")
  func scriptedClicks() throws {
    let start = try PreviewProcess.viewDump("ControlsSettings", Self.size)
    #expect(try text(start, "wifi=true bluetooth=false").text != nil)
    // The second switch is Bluetooth's (51 × 31, Apple's HIG).
    let switches = start.views.all("Capsule").filter { $0.width == 51 && $0.height == 31 }
    try #require(switches.count == 2)
    var script = click(0.2, switches[1])
    script += click(0.4, try text(start, "Light"))
    // The slider: value = (x − trackMinX) / trackWidth over 0…1, the thumb's travel being
    // the track less 14 pt at each end; at 20 % of it, 0.20 (a whole step of 0.05).
    let slider = try #require(start.views.all("Slider").first)
    let x = slider.x + 14 + 0.2 * (slider.width - 28)
    let y = slider.y + slider.height / 2
    script += ["{\"t\":0.6,\"down\":[\(x),\(y)]}", "{\"t\":0.65,\"up\":[\(x),\(y)]}"]
    script += click(0.8, try text(start, "Default"))
    // With the menu open, its choices show: find "Large" there, then pick it.
    let open = try PreviewProcess.viewDump(
      "ControlsSettings", Self.size + ["--time", "1"], script: script)
    script += click(1.2, try text(open, "Large"))
    let end = try PreviewProcess.viewDump(
      "ControlsSettings", Self.size + ["--time", "1.5"], script: script)
    #expect(throws: Never.self) { try text(end, "wifi=true bluetooth=true") }
    #expect(throws: Never.self) { try text(end, "brightness=0.20 appearance=Light") }
    #expect(throws: Never.self) { try text(end, "textSize=Large guests=2 sync=true") }
  }
}
