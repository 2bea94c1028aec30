import Foundation
import Testing

@testable import PreviewHost

/// `preview --file` finds a file's previews in its text, and names them as the macro and
/// the runtime do.
@Suite("Previews: finding them in a file")
struct PreviewSourceTests {
  @Test("#Preview positions are the line and the UTF-8 column of the #")
  func macroPositions() {
    let text = """
      import Engine
      #Preview { A() }
      let s = "⚽️"; #Preview("x") { B() }
        #Preview(traits: .sizeThatFitsLayout) {
          C()
        }
      """
    let source = PreviewSource(text: text)
    // Line 3: `let s = "⚽️"; ` is 9 bytes, then the ball (U+26BD U+FE0F: 3 + 3 bytes), then
    // `"; ` (3 bytes): the # is byte 9 + 6 + 3 + 1 = 19.
    #expect(
      source.macros == [
        .init(line: 2, column: 1), .init(line: 3, column: 19), .init(line: 4, column: 3),
      ])
  }

  @Test("comments and string literals are not previews")
  func skipsCommentsAndStrings() {
    let text = #"""
      // #Preview { A() }
      /* #Preview { /* nested */ B() } */
      let a = "#Preview { C() }"
      let b = """
        #Preview { D() }
        """
      let c = #"#Preview \" { E() }"#
      struct Fake { let p = "PreviewProvider" }
      #Preview { F() }
      """#
    let source = PreviewSource(text: text)
    #expect(source.macros == [.init(line: 9, column: 1)])
    #expect(source.providers.isEmpty)
  }

  @Test("top-level types conforming to PreviewProvider, whatever else they conform to")
  func providers() {
    let text = """
      struct A_Previews: PreviewProvider {
        static var previews: some View { A() }
      }
      enum B_Previews: Sendable,
        PreviewProvider
      {
        struct Nested: PreviewProvider {}
      }
      struct C: View { var body: some View { Text("PreviewProvider") } }
      """
    let source = PreviewSource(text: text)
    #expect(
      source.providers == [
        .init(kind: "struct", name: "A_Previews", line: 1),
        .init(kind: "enum", name: "B_Previews", line: 4),
      ])
  }

  @Test("the C name of a #Preview: file ID with other characters as _, line, column")
  func symbolName() {
    #expect(
      PreviewSymbol.name(fileID: "My-App/Card View.swift", line: 12, column: 1)
        == "oc_preview_My_App_Card_View_swift_12_1")
  }

  @Test("a provider's mangled name is what the runtime resolves")
  func mangledNames() {
    // Nested types are out of scope for `mangled`; a top-level one of this module resolves.
    #expect(
      _typeByName(
        PreviewRequest.mangled(module: "PreviewTests", kind: "struct", name: "TopLevelPreviews"))
        == TopLevelPreviews.self)
    #expect(
      _typeByName(
        PreviewRequest.mangled(module: "PreviewTests", kind: "enum", name: "TopLevelEnum"))
        == TopLevelEnum.self)
  }
}

struct TopLevelPreviews {}
enum TopLevelEnum {}
