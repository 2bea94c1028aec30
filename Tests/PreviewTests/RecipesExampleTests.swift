import Foundation
import Testing

/// The Recipes example, a tutorial-style app, driven by a `--script` as a user would:
/// the list, a row tapped (the detail pushed), the detail's button (the sheet).
@Suite("Recipes example")
struct RecipesExampleTests {
  /// "Tomato Soup" is the second 44 pt row under the 96 pt large-title bar: its centre is
  /// at y = 96 + 44 + 22 = 162 in a 390×700 window.
  static let tapRow = [
    #"{"t":0.5,"down":[100,162]}"#, #"{"t":0.55,"up":[100,162]}"#,
  ]
  /// The detail's button is centred under the 44 pt inline bar: the VStack of title,
  /// subtitle and button sits in the middle of y 44…700.
  static let tapButton = [
    #"{"t":1.5,"down":[195,415]}"#, #"{"t":1.55,"up":[195,415]}"#,
  ]

  @Test("the list shows the model's recipes under a large title")
  func list() throws {
    let doc = try PreviewProcess.viewDump("Recipes", ["--size", "390x700", "--time", "0.2"])
    let texts = doc.views.all.compactMap(\.text)
    #expect(texts.contains("Recipes"))
    #expect(texts.contains("Tomato Soup"))
  }

  @Test("tapping a row pushes its detail with an inline title and a back button")
  func detail() throws {
    let doc = try PreviewProcess.viewDump(
      "Recipes", ["--size", "390x700", "--time", "1.3"], script: Self.tapRow)
    let texts = doc.views.all.compactMap(\.text)
    #expect(texts.contains("Ready in 35 minutes"))
    #expect(texts.contains("Show Ingredients"))
    #expect(texts.contains("Recipes"), "the back button names the list")
    #expect(!texts.contains("Pancakes"), "the list is covered")
  }

  @Test("the detail's button presents the ingredients sheet")
  func sheet() throws {
    let doc = try PreviewProcess.viewDump(
      "Recipes", ["--size", "390x700", "--time", "2.8"], script: Self.tapRow + Self.tapButton)
    let texts = doc.views.all.compactMap(\.text)
    #expect(texts.contains("Ingredients"))
    #expect(texts.contains("Tomatoes"))
    #expect(texts.contains("Done"))
  }
}
