import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property of an `EnvironmentValues` extension becomes an environment value,
/// as SwiftUI's macro makes it: a private key type beside it whose default is the
/// property's initial value (nil for an optional without one), and a getter and setter that
/// read and write the environment through it.
///
/// `extension EnvironmentValues { @Entry var accent: Color = .red }` expands to the
/// property's accessors `get { self[__Key_accent.self] }` and `set { … = newValue }`, and
/// `private struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .red } }`.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try Entry(declaration)
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try Entry(declaration)
    try checkContext(context)
    return [
      """
      private struct \(raw: entry.keyName): Engine.EnvironmentKey {
        typealias Value = \(raw: entry.type)
        static var defaultValue: Value { \(raw: entry.defaultValue) }
      }
      """
    ]
  }

  /// Only `EnvironmentValues` has keys here (SwiftUI's other `@Entry` homes, such as
  /// `FocusedValues` and `Transaction`, are not in Engine).
  static func checkContext(_ context: some MacroExpansionContext) throws {
    guard let outer = context.lexicalContext.first?.as(ExtensionDeclSyntax.self) else { return }
    let name = outer.extendedType.trimmedDescription
    guard name == "EnvironmentValues" || name.hasSuffix(".EnvironmentValues") else {
      throw PreviewMacroError("@Entry works in an extension of EnvironmentValues, not of \(name)")
    }
  }

  /// What the macro reads off the property.
  struct Entry {
    var keyName: String
    var type: String
    var defaultValue: String

    init(_ declaration: some DeclSyntaxProtocol) throws {
      guard let variable = declaration.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var),
        let binding = variable.bindings.first, variable.bindings.count == 1,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else {
        throw PreviewMacroError("@Entry needs one `var name: Type = default` property")
      }
      guard binding.accessorBlock == nil else {
        throw PreviewMacroError("@Entry needs a stored property, not a computed one")
      }
      guard let annotation = binding.typeAnnotation?.type else {
        throw PreviewMacroError("@Entry needs the property's type: `var \(name): Type = default`")
      }
      keyName = "__Key_\(name)"
      type = annotation.trimmedDescription
      if let value = binding.initializer?.value {
        defaultValue = value.trimmedDescription
      } else if annotation.is(OptionalTypeSyntax.self)
        || annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      {
        defaultValue = "nil"
      } else {
        throw PreviewMacroError("@Entry needs a default value: `var \(name): \(type) = …`")
      }
    }
  }
}
