import Foundation
import Testing

@testable import PreviewHost
@testable import SceneApp

/// The command line's one table of flags drives both parsing and the usage texts.
@Suite("Options: one table for parsing and usage")
struct OptionsTests {
  static let listed = Options.flags.filter { !$0.hidden }

  @Test("every listed flag is in preview's usage, and only the App's flags in an App's")
  func usageListsTheTable() {
    let app = Options.usage(program: "MyApp", preview: false, indent: 7)
    for flag in Self.listed {
      let spelled = "[" + flag.name + (flag.value.map { " " + $0 } ?? "") + "]"
      #expect(Options.usage.contains(spelled), "preview's usage shows \(spelled)")
      #expect(app.contains(spelled) != flag.previewOnly, "an App's usage and \(spelled)")
    }
    #expect(!Options.usage.contains("--benchmark"))
    // Each flag's description lines start with two spaces, the flag as spelled in full
    // (never cut short by the description column), then the text.
    for flag in Self.listed {
      let spelled = "  " + flag.name + (flag.value.map { " " + $0 } ?? "")
      let lines = Options.usage.split(separator: "\n").map(String.init)
      #expect(
        lines.contains { $0 == spelled || $0.hasPrefix(spelled + " ") },
        "a line starts with \(spelled)")
    }
    for line in (Options.usage + "\n" + app).split(separator: "\n") {
      #expect(line.count <= 90, "\(line)")
    }
  }

  @Test("a flag that takes a value needs one; a switch takes none")
  func valuesFollowTheTable() {
    for flag in Options.flags {
      if flag.value != nil {
        #expect(throws: Options.UsageError.self, "\(flag.name) alone") {
          try Options.parse([flag.name])
        }
      } else {
        #expect(throws: Options.UsageError.self, "\(flag.name)=x") {
          try Options.parse([flag.name + "=x"])
        }
        #expect(throws: Never.self, "\(flag.name)") { try Options.parse([flag.name]) }
      }
    }
  }

  @Test("a value can follow the flag or an equals sign, and the flags given are recorded")
  func spellingsOfAValue() throws {
    let separate = try Options.parse(["--size", "300x200", "--headless", "--time", "2"])
    let joined = try Options.parse(["--size=300x200", "--headless", "--time=2"])
    #expect(separate == joined)
    #expect((separate.width, separate.height, separate.time) == (300, 200, 2))
    #expect(separate.flagsGiven == ["--size", "--headless", "--time"])
    #expect(try Options.parse(["-h"]).help)
  }

  @Test("an App names the first flag that only preview's scene files mean")
  @MainActor
  func appRejectsSceneFlags() throws {
    let options = try Options.parse(["--trace", "--no-autoplay", "--scene", "x.json"])
    #expect(throws: Options.UsageError.self) { try AppRunner.rejectSceneFlags(options) }
    do {
      try AppRunner.rejectSceneFlags(options)
    } catch {
      #expect(error.description.hasPrefix("--no-autoplay is for preview's scene files"))
    }
    #expect(throws: Never.self) { try AppRunner.rejectSceneFlags(Options.parse(["--trace"])) }
  }

  @Test("preview's scene reads scene files and an App's WindowGroup does not")
  @MainActor
  func sceneWindowReadsSceneFiles() throws {
    #expect(SceneFileApp().body.window()?.readsSceneFiles == true)
    #expect(ViewApp().body.window()?.readsSceneFiles == false)
    guard case .run = SceneWindow().start(try Options.parse(["--no-autoplay"])) else {
      Issue.record("the built-in scene runs")
      return
    }
  }
}

/// An App as `preview` is one.
private struct SceneFileApp: App {
  var body: some Scene { SceneWindow() }
}

/// An App of Swift views.
private struct ViewApp: App {
  var body: some Scene { WindowGroup { Text("a") } }
}
