import Foundation
import Testing

@testable import PreviewHost

/// What `preview --file` reads off `swift build` and passes to the window.
@Suite("Previews: build output and the window's channel")
struct PreviewBuildTests {
  @Test("the first compile error, as file:line:column: message")
  func firstError() {
    let output = """
      [3/5] Compiling Fixture CardView.swift
      /p/Sources/Fixture/CardView.swift:28:19: warning: unused
      /p/Sources/Fixture/CardView.swift:29:19: error: cannot convert value of type 'String' to specified type 'Int'
      /p/Sources/Fixture/Other.swift:1:1: error: second
      """
    #expect(
      PreviewBuild.firstError(output)
        == "/p/Sources/Fixture/CardView.swift:29:19: cannot convert value of type 'String' to specified type 'Int'"
    )
    #expect(PreviewBuild.firstError("error: no such product") == nil)
  }

  @Test("a missing macro plugin's error says how to install it")
  func missingPlugin() throws {
    let output =
      "/p/A.swift:3:1: error: external macro implementation type 'PreviewMacros.PreviewMacro' could not be found for macro 'Preview(_:body:)'; plugin for module 'PreviewMacros' not found"
    let message = try #require(PreviewBuild.firstError(output))
    #expect(message.hasPrefix("/p/A.swift:3:1: external macro implementation type"))
    #expect(
      message.hasSuffix(
        "(install the #Preview plugin: `make plugin` in OverlapCarousel, README \"Previews\")"))
  }

  @Test("a message keeps its lines and backslashes through the channel's one line")
  func escaping() {
    let text = "a:1:2: first\nsecond \\n not a newline\\"
    let line = PreviewControl.escape(text)
    #expect(!line.contains("\n"))
    #expect(PreviewControl.unescape(line) == text)
  }
}
