import Testing

@testable import PreviewHost

/// A provider's candidate names: the runtime (`_typeByName`) resolves exactly the provider,
/// whatever the file leaves unsaid. Each expectation compares with the type itself, so the
/// runtime, not our own mangling, is the reference.
@Suite("Previews: a provider's mangled name")
struct PreviewMangledNameTests {
  /// The first candidate the runtime resolves, as the preview runner takes it.
  func resolve(_ names: [String]) -> Any.Type? {
    names.lazy.compactMap { _typeByName($0) }.first
  }

  @Test("top level and nested: one candidate, `<length><module><length><name>` and the kind")
  func plain() {
    #expect(
      PreviewRequest.mangled(module: "PreviewTests", kind: "struct", name: "TopLevelPreviews")
        == ["12PreviewTests16TopLevelPreviewsV"])
    #expect(_typeByName("12PreviewTests16TopLevelPreviewsV") == TopLevelPreviews.self)
    let enumName = PreviewRequest.mangled(
      module: "PreviewTests", kind: "enum", name: "TopLevelEnum")
    #expect(enumName.count == 1 && _typeByName(enumName[0]) == TopLevelEnum.self)
    let nested = PreviewRequest.mangled(
      module: "PreviewTests", enclosing: [.init(kind: "class", name: "TopLevelClass")],
      kind: "struct", name: "Inner")
    #expect(nested == ["12PreviewTests13TopLevelClassC5InnerV"])
    #expect(_typeByName(nested[0]) == TopLevelClass.Inner.self)
  }

  @Test("in an extension: the extended type's kind is unknown; exactly one candidate resolves")
  func inExtension() {
    let names = PreviewRequest.mangled(
      module: "PreviewTests", enclosing: [.init(kind: "extension", name: "TopLevelEnum")],
      kind: "enum", name: "Member")
    #expect(names.compactMap { _typeByName($0) }.count == 1)
    #expect(resolve(names) == TopLevelEnum.Member.self)
  }

  @Test("in an extension of a dotted name, and of another module's type")
  func dottedAndForeign() {
    let dotted = PreviewRequest.mangled(
      module: "PreviewTests",
      enclosing: [.init(kind: "extension", name: "MangleOuter.Inner", generics: nil)],
      kind: "struct", name: "Previews")
    #expect(resolve(dotted) == MangleOuter.Inner.Previews.self)
    let foreign = PreviewRequest.mangled(
      module: "PreviewTests", enclosing: [.init(kind: "extension", name: "String", generics: nil)],
      kind: "struct", name: "MangleMember")
    #expect(resolve(foreign) == String.MangleMember.self)
    // A module written in the name narrows the candidates to it.
    let written = PreviewRequest.mangled(
      module: "PreviewTests",
      enclosing: [.init(kind: "extension", name: "Swift.String", generics: nil)],
      kind: "struct", name: "MangleMember")
    #expect(resolve(written) == String.MangleMember.self)
    #expect(written.count < foreign.count)
  }

  @Test("an extension of a deeply dotted name: at most the candidate limit, all structs first")
  func deeplyDotted() {
    // 20 components, each a struct, an enum or a class: 3²⁰ ≈ 3.5 billion paths if all
    // were listed (each tried in five modules), which no memory holds.
    let path = (0..<20).map { "N\($0)" }
    let names = PreviewRequest.mangled(
      module: "PreviewTests",
      enclosing: [.init(kind: "extension", name: path.joined(separator: "."), generics: nil)],
      kind: "struct", name: "Previews")
    #expect(names.count <= PreviewRequest.candidateLimit)
    // Most likely first: the file's own module, every component a struct (`V`), as the
    // mangling grammar writes it: `<length><module>`, then `<length><name>V` for each.
    let structs = path.map { "\($0.utf8.count)\($0)V" }.joined()
    #expect(names.first == "12PreviewTests" + structs + "8PreviewsV")
  }

  @Test("nested in a generic type: the first type argument its constraints accept")
  func generic() {
    // Unconstrained: Int, the first argument tried.
    let free = PreviewRequest.mangled(
      module: "PreviewTests", enclosing: [.init(kind: "struct", name: "MangleBox", generics: 1)],
      kind: "struct", name: "Previews")
    #expect(resolve(free) == MangleBox<Int>.Previews.self)
    // `T: StringProtocol`: String, the first argument that conforms.
    let bound = PreviewRequest.mangled(
      module: "PreviewTests",
      enclosing: [.init(kind: "struct", name: "MangleTextBox", generics: 1)],
      kind: "struct", name: "Previews")
    #expect(resolve(bound) == MangleTextBox<String>.Previews.self)
    // A constrained extension (`where T == Bool`) is an extension context of its own.
    let constrained = PreviewRequest.mangled(
      module: "PreviewTests",
      enclosing: [.init(kind: "extension", name: "MangleBox", generics: 1)],
      kind: "struct", name: "BoolPreviews")
    #expect(resolve(constrained) == MangleBox<Bool>.BoolPreviews.self)
  }

  @Test("names that are not ASCII are Punycode, as the compiler mangles them")
  func nonASCII() throws {
    // The compiler's own mangling of the type, read back from the runtime.
    let expected = try #require(_mangledTypeName(Ünïcode_Mangled.self))
    let names = PreviewRequest.mangled(
      module: "PreviewTests", kind: "struct", name: "Ünïcode_Mangled")
    #expect(names == [expected])
    #expect(_typeByName(names[0]) == Ünïcode_Mangled.self)
    // An encoding that starts with a digit takes a `_` after its length.
    let digit = try #require(_mangledTypeName(Ω9.self))
    #expect(PreviewRequest.mangled(module: "PreviewTests", kind: "enum", name: "Ω9") == [digit])
  }

  @Test(
    "Punycode with Swift's delimiter and digits",
    arguments: [
      // Swift's docs/ABI/Mangling.rst: `vergüenza` is `vergenza_JFa` (standard Punycode,
      // RFC 3492: `vergenza-95a`, with `-` as `_` and the digits 9, 5 as J, F).
      ("vergüenza", "vergenza_JFa"),
      // RFC 3492, 7.1 (L), Japanese "3年B組金八先生": 3B-ww4c5e180e575a65lsy2b; with
      // Swift's delimiter and digits.
      ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b".swiftDigits),
      // No ASCII at all: no delimiter. RFC 3492, 7.1 (B), Chinese (simplified).
      ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye".swiftDigits),
    ])
  func punycode(_ text: String, _ encoded: String) {
    #expect(Punycode.encode(text) == encoded)
  }
}

extension String {
  /// Standard Punycode as Swift's: the delimiter `-` as `_`, and the digits `0`…`9` after
  /// it (the encoded deltas, not the ASCII part before it) as `A`…`J`.
  fileprivate var swiftDigits: String {
    let split = lastIndex(of: "-")
    let basic = split.map { String(self[..<$0]) + "_" } ?? ""
    let deltas = split.map { self[index(after: $0)...] } ?? self[...]
    return basic
      + String(
        deltas.map { c -> Character in
          c.wholeNumberValue.map { Character(Unicode.Scalar(UInt8(0x41 + $0))) } ?? c
        })
  }
}

struct TopLevelPreviews {}
enum TopLevelEnum {}
final class TopLevelClass { struct Inner {} }
extension TopLevelEnum { enum Member {} }
enum MangleOuter { struct Inner {} }
extension MangleOuter.Inner { struct Previews {} }
extension String { struct MangleMember {} }
struct MangleBox<T> { struct Previews {} }
extension MangleBox where T == Bool { struct BoolPreviews {} }
struct MangleTextBox<T: StringProtocol> { struct Previews {} }
struct Ünïcode_Mangled {}
enum Ω9 {}
