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
            .init(kind: "extension", name: "Gallery"), .init(kind: "class", name: "Inner"),
          ]),
      ])
  }

  @Test("the C name of a #Preview: file ID with other characters as _, line, column")
  func symbolName() {
    #expect(
      PreviewSymbol.name(fileID: "My-App/Card View.swift", line: 12, column: 1)
        == "oc_preview_My_App_Card_View_swift_12_1")
  }

  @Test("a provider's mangled name is what the runtime resolves, nested too")
  func mangledNames() {
    // Top level: one candidate each, `<length><module><length><name>` and the kind's letter.
    #expect(
      PreviewRequest.mangled(module: "PreviewTests", kind: "struct", name: "TopLevelPreviews")
        == ["12PreviewTests16TopLevelPreviewsV"])
    #expect(
      _typeByName("12PreviewTests16TopLevelPreviewsV") == TopLevelPreviews.self)
    let enumName = PreviewRequest.mangled(
      module: "PreviewTests", kind: "enum", name: "TopLevelEnum")
    #expect(enumName.count == 1 && _typeByName(enumName[0]) == TopLevelEnum.self)
    // Nested in a class: the class's context, then the struct's.
    let nested = PreviewRequest.mangled(
      module: "PreviewTests", enclosing: [.init(kind: "class", name: "TopLevelClass")],
      kind: "struct", name: "Inner")
    #expect(nested == ["12PreviewTests13TopLevelClassC5InnerV"])
    #expect(_typeByName(nested[0]) == TopLevelClass.Inner.self)
    // In an extension the file does not say what the type is: struct, enum and class are
    // each a candidate, and only the enum's resolves.
    let inExtension = PreviewRequest.mangled(
      module: "PreviewTests", enclosing: [.init(kind: "extension", name: "TopLevelEnum")],
      kind: "enum", name: "Member")
    #expect(inExtension.count == 3)
    #expect(inExtension.compactMap { _typeByName($0) }.count == 1)
    #expect(inExtension.contains { _typeByName($0) == TopLevelEnum.Member.self })
  }
}

struct TopLevelPreviews {}
enum TopLevelEnum {}
final class TopLevelClass { struct Inner {} }
extension TopLevelEnum { enum Member {} }
