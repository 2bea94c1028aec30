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

  @Test("types conforming to PreviewProvider, whatever else they conform to, with where they nest")
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
      extension Gallery {
        class Inner { struct Deep: View, PreviewProvider {} }
      }
      func make() { struct Local: PreviewProvider {} }
      #Preview { struct InPreview: PreviewProvider {} }
      """
    let source = PreviewSource(text: text)
    // A type in a function's body or a #Preview's closure is local: the runtime cannot find
    // it by name, so it is not listed.
    #expect(
      source.providers == [
        .init(kind: "struct", name: "A_Previews", line: 1),
        .init(kind: "enum", name: "B_Previews", line: 4),
        .init(
          kind: "struct", name: "Nested", line: 7,
          enclosing: [.init(kind: "enum", name: "B_Previews")]),
        .init(
          kind: "struct", name: "Deep", line: 11,
          enclosing: [
            .init(kind: "extension", name: "Gallery", generics: nil),
            .init(kind: "class", name: "Inner"),
          ]),
      ])
  }

  @Test("dotted extensions, generic parameters and the arguments an extension writes")
  func scopes() {
    let text = """
      struct Box<T: Collection<Int>, U> {
        struct P1: PreviewProvider {}
      }
      extension Box { enum P2: PreviewProvider {} }
      extension Outer.Inner { struct P3: PreviewProvider {} }
      extension Array<Int> { struct P4<V>: PreviewProvider {} }
      extension Color { class P5: PreviewProvider {} }
      """
    let providers = PreviewSource(text: text).providers
    // Box's two parameters (the `<Int>` inside the first is not a third); the extension of
    // Box has them too, as the file declares Box; the dotted name is kept whole; Array's
    // one written argument; Color, declared elsewhere, is not known.
    #expect(
      providers.map(\.enclosing) == [
        [.init(kind: "struct", name: "Box", generics: 2)],
        [.init(kind: "extension", name: "Box", generics: 2)],
        [.init(kind: "extension", name: "Outer.Inner", generics: nil)],
        [.init(kind: "extension", name: "Array", generics: 1)],
        [.init(kind: "extension", name: "Color", generics: nil)],
      ])
    #expect(providers.map(\.generics) == [0, 0, 0, 1, 0])
  }

  @Test("the C name of a #Preview: file ID with other characters as _, line, column")
  func symbolName() {
    #expect(
      PreviewSymbol.name(fileID: "My-App/Card View.swift", line: 12, column: 1)
        == "oc_preview_My_App_Card_View_swift_12_1")
  }
}
