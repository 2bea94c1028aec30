import Foundation
import Testing

/// The LoginForm example driven headless by a script's text events, as a person at the
/// keyboard would drive it.
@Suite("LoginForm example")
struct LoginFormExampleTests {
  @Test("Tab, typing and Return sign in: Return in the user name moves focus to the password")
  func signsIn() throws {
    let doc = try PreviewProcess.viewDump(
      "LoginForm", ["--size", "420x420", "--time", "1"],
      script: [
        #"{"t":0.1,"chord":"tab"}"#, #"{"t":0.2,"type":"ana"}"#,
        #"{"t":0.3,"chord":"return"}"#, #"{"t":0.4,"type":"pw"}"#,
        #"{"t":0.5,"chord":"return"}"#,
      ])
    #expect(doc.views.all("TextField").map(\.text) == ["ana"])
    #expect(doc.views.all("SecureField").map(\.text) == ["••"])
    #expect(
      doc.views.all("Text").contains { $0.text == "Signed in as ana (2 characters of password)" })
  }

  /// 1 MB here: the debug build's script reader takes about 0.4 s of CPU per MB of JSON
  /// line; the field's own bound is tested with 10 MB in-process (TextFieldEditingTests).
  @Test("1 MB pasted by a script is cut to the field's 4 096 characters with one line on stderr")
  func hugePaste() throws {
    let folder = try TemporaryFolder()
    let huge = String(repeating: "x", count: 1 << 20)
    let script = try folder.write(
      "paste.jsonl", #"{"t":0.1,"chord":"tab"}"# + "\n" + #"{"t":0.2,"paste":""# + huge + #""}"#)
    let result = try PreviewProcess.runProgram(
      try PreviewBinary.locate("LoginForm"), ["--dump-layout", "--time", "0.5", "--script", script])
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.contains("at most 4096 characters") == true)
    let doc = try JSONDecoder().decode(ViewDocument.self, from: result.stdout)
    #expect(doc.views.all("TextField").first?.text?.count == 4096)
  }
}
