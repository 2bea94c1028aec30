import Foundation
import Testing

/// `preview --file F` in a real window under Xvfb: the first build's progress is shown, a
/// saved edit is drawn, previews are chosen by key and by a click on the list, the chosen
/// one survives rebuilds (a save of any file of the module), a compile error is a banner
/// over the last good preview until a save fixes it. Part of `PreviewFileTests` (the
/// fixture package is shared and edited).
extension PreviewFileTests {
  /// The window's geometry at 900x720: the list is 200 points wide, the preview's space
  /// the 700x720 beside it, so its centre is at (200 + 350, 360).
  static let centre = (x: 550, y: 360)

  @Test(
    "the window: an edit seen, previews chosen by key and click and kept, a compile error shown and fixed",
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"))
  func window() throws {
    let file = PreviewFixture.file("CardView.swift")
    let opened = try Self.openWindow("CardView.swift", size: "900x720")
    defer { opened.stop() }
    let (preview, session) = (opened.preview, opened.session)

    try session.waitForWindow(1)
    // The first build's progress, swift build's own lines, reached the terminal.
    #expect(preview.stderr.contains("Build of product 'Fixture' complete"), "\(preview.stderr)")
    // Card: sizeThatFits, the 120x80 red card centred in the preview's space.
    #expect(try session.screenshot().rgb(Self.centre.x, Self.centre.y) == Self.red)

    // The user moves the window (Xvfb has no window manager: the origin is the one asked
    // for); the window traces where it went.
    try session.move(to: (37, 53))

    // Saved: red → blue; the rebuilt window shows the blue card.
    let original = try String(contentsOfFile: file, encoding: .utf8)
    let blue = original.replacingOccurrences(
      of: "  CardView(color: .red)", with: "  CardView(color: .blue)")
    try #require(blue != original)
    try Data(blue.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    try session.waitForWindow(2)
    #expect(try session.screenshot().rgb(Self.centre.x, Self.centre.y) == Self.blue)
    // The rebuilt window opened where the user had moved the old one.
    #expect(try session.origin() == [37, 53])

    // ↓ chooses Wide: its fixed 300x100 container (white) holds the two 120x80 cards,
    // green then blue, centred: green spans x 550 − 120 … 550, so x = 490 is green.
    try session.key("Down")
    let wide = try session.screenshot()
    #expect(wide.rgb(490, Self.centre.y) == Self.green)
    #expect(wide.rgb(610, Self.centre.y) == Self.blue)

    // A compile error: the banner over the last good preview, traced with file:line:column.
    let lines = blue.split(separator: "\n", omittingEmptySubsequences: false).count
    let broken = blue + "let broken: Int = \"x\"\n"
    try Data(broken.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    let events = try preview.wait(for: "the compile error", timeout: PreviewFixture.buildTimeout) {
      $0.contains { (try? TraceEvent.parse(line: $0))?.event == "error" }
    }
    let message = try #require(
      events.compactMap { try? TraceEvent.parse(line: $0) }.first { $0.event == "error" }?.message)
    // The appended line is the file's last: `lines` counts the empty string after the
    // final newline, which is where the new line starts.
    #expect(message.hasPrefix("\(file):\(lines):"), "\(message)")
    let withBanner = try session.screenshot()
    #expect(withBanner.rgb(490, Self.centre.y) == Self.green, "the last good preview stays")
    // The banner (red 0.75, 0.1, 0.1 → 191, 26, 26) along the bottom of the space.
    #expect(withBanner.rgb(Self.centre.x, 715) == [191, 26, 26])

    // Fixed: a new window, Wide still chosen, no banner.
    try Data(blue.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    try session.waitForWindow(3)
    let fixed = try session.screenshot()
    #expect(fixed.rgb(490, Self.centre.y) == Self.green)
    #expect(fixed.rgb(Self.centre.x, 715) == Self.backdrop)

    // The list on screen: a click on its third row chooses the unnamed Preview: the device
    // layout fills the preview's space and centres the 120x80 yellow card in it. Rows are
    // 13-point text with 4 points above and below (about 24 high), 2 apart, under 6 of
    // padding: the third spans about y = 58…82, and y = 70 is inside it.
    try session.click(x: 60, y: 70)
    #expect(try session.screenshot().rgb(Self.centre.x, Self.centre.y) == Self.yellow)

    // Saving another file of the module rebuilds it too, and Preview stays chosen.
    let plain = PreviewFixture.file("Plain.swift")
    let saved = try String(contentsOfFile: plain, encoding: .utf8) + "// saved\n"
    try Data(saved.utf8).write(to: URL(fileURLWithPath: plain), options: .atomic)
    try session.waitForWindow(4)
    #expect(try session.screenshot().rgb(Self.centre.x, Self.centre.y) == Self.yellow)
  }

  @Test(
    "the window: a preview whose body traps reopens the window with the runtime's message",
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"))
  func trapInTheWindow() throws {
    let opened = try Self.openWindow("Trap.swift", size: "900x720")
    defer { opened.stop() }
    let session = opened.session
    try session.waitForWindow(1)
    // ↓ chooses Trap, whose body indexes an empty array: the window stops and opens again.
    try session.key("Down")
    try session.waitForWindow(2)
    let error = try #require(session.events.first { $0.event == "error" }?.message)
    #expect(error.hasPrefix("Trap stopped the preview window: "), "\(error)")
    #expect(error.contains("Index out of range"), "\(error)")
    // The message is drawn in the banner's red (191, 26, 26) where the preview would be:
    // some pixel of the text, centred in the preview's space, is that red or nearly
    // (anti-aliased edges are lighter).
    let shot = try session.screenshot()
    let text = (Self.centre.y - 30..<Self.centre.y + 30).contains { y in
      (200..<shot.width).contains { x in
        let p = shot.rgb(x, y)
        return p[0] > 150 && p[1] < 60 && p[2] < 60
      }
    }
    #expect(text)
  }
}
