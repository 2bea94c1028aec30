import Foundation
import Testing

/// The Recipes example in a real (virtual) X window, driven by xdotool's mouse through its
/// three screens: a row clicked pushes the detail, the detail's button presents the
/// ingredients sheet, and Done dismisses it. After each click the window must come to show
/// what a headless run of the same taps shows (`RecipesExampleTests` checks the texts).
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct RecipesWindowTests {
  @Test("a row clicked pushes the detail, its button presents the sheet, and Done dismisses it")
  func listDetailSheet() throws {
    // Where the taps land (RecipesExampleTests): the "Tomato Soup" row, then the detail's
    // button. A push settles within 0.6 s and a sheet within about the same, so each
    // headless picture is taken over a second after the step's tap.
    let row = RecipesExampleTests.tapRow
    let button = RecipesExampleTests.tapButton
    let presented = row + button
    // Where Done is once the sheet is up, from the headless layout after the same taps.
    let sheet = try PreviewProcess.viewDump(
      "Recipes", ["--size", "390x700", "--time", "3"], script: presented)
    let done = try #require(sheet.views.all("Text").first { $0.text == "Done" })
    let (dx, dy) = (Int(done.midX), Int(done.y + done.height / 2))
    let dismissed =
      presented + [#"{"t":3.1,"down":[\#(dx),\#(dy)]}"#, #"{"t":3.15,"up":[\#(dx),\#(dy)]}"#]

    func click(_ x: Int, _ y: Int) -> (String) -> [[String]] {
      { window in [["mousemove", "--window", window, "\(x)", "\(y)"], ["click", "1"]] }
    }
    try ExampleWindow.drive(
      "Recipes",
      steps: [
        ExampleWindow.Step(script: row, time: 1.5, input: click(100, 162)),
        ExampleWindow.Step(script: presented, time: 3, input: click(195, 415)),
        ExampleWindow.Step(script: dismissed, time: 4.5, input: click(dx, dy)),
      ])
  }
}
