import Foundation
import Testing

/// The ControlsSettings example driven headless by a `--script` of keys alone, as a person
/// at the keyboard drives it: Tab from control to control, Space, arrows and Return.
@Suite("ControlsSettings by keyboard")
struct ControlKeysExampleTests {
  /// The keys, from the start: the example's controls in reading order are the Wi-Fi and
  /// Bluetooth switches, the brightness slider (0.6, step 0.05), the Appearance segments
  /// (Auto selected), the Text Size menu (Default) and the Guests stepper (2, in 1…8).
  static let keys = [
    "tab", "tab", "space",  // Bluetooth on
    "tab", "right", "right",  // brightness 0.6 + 2 × 0.05 = 0.70
    "tab", "left",  // Auto → Dark, the segment to its left
    "tab", "space", "down", "return",  // the menu opens on Default; ↓ Large, chosen
    "tab", "up",  // guests 2 + 1 = 3
  ]

  static func script(_ keys: [String] = keys) -> [String] {
    keys.enumerated().map { i, key in #"{"t":\#(0.1 + 0.1 * Double(i)),"chord":"\#(key)"}"# }
  }

  @Test("Tab, Space, arrows and Return set every value control; the Text shows each value")
  func keysSetEveryControl() throws {
    let doc = try PreviewProcess.viewDump(
      "ControlsSettings", ["--size", "390x700", "--time", "3"], script: Self.script())
    let texts = doc.views.all("Text").compactMap(\.text)
    #expect(texts.contains("wifi=true bluetooth=true"), "\(texts)")
    #expect(texts.contains("brightness=0.70 appearance=Dark"), "\(texts)")
    #expect(texts.contains("textSize=Large guests=3 sync=true"), "\(texts)")
  }

  @Test("Escape closes the open menu without choosing, and leaves focus on the picker")
  func escapeClosesTheMenu() throws {
    let keys = [
      "tab", "tab", "tab", "tab", "tab", "space", "down", "escape", "space", "up",
      "return",
    ]
    let doc = try PreviewProcess.viewDump(
      "ControlsSettings", ["--size", "390x700", "--time", "3"], script: Self.script(keys))
    let texts = doc.views.all("Text").compactMap(\.text)
    // Default, then ↓ Large dismissed by Escape; opened again on Default, ↑ Small chosen.
    #expect(texts.contains("textSize=Small guests=2 sync=true"), "\(texts)")
  }

  @Test("Shift+Tab from nothing focused reaches the wheel, the last control; ↓ turns it on")
  func wheelByKeys() throws {
    let doc = try PreviewProcess.viewDump(
      "ControlsSettings", ["--size", "390x700", "--time", "3"],
      script: Self.script(["shift+tab", "down", "down", "up"]))
    let texts = doc.views.all("Text").compactMap(\.text)
    // Cherry, ↓ Grape, ↓ Lemon, ↑ Grape.
    #expect(texts.contains("fruit=Grape"), "\(texts)")
  }
}
