import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: turns a preview's name, traits and body into a function the preview host
/// finds by a C name built from the macro's file and position (`PreviewSymbol`), which
/// returns the preview's registration.
///
/// The body becomes the `body` of a local view, so `@Previewable` declarations (with the
/// attribute dropped) are its stored properties, and the other statements are a
/// `@ViewBuilder` body as in SwiftUI.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let closure = node.trailingClosure ?? bodyArgument(node) else {
      throw PreviewMacroError("#Preview needs a body: #Preview { MyView() }")
    }
    guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
      let file = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
      let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
      let column = location.column.as(IntegerLiteralExprSyntax.self).flatMap({
        Int($0.literal.text)
      })
    else {
      throw PreviewMacroError("#Preview: the compiler gave no source position")
    }
    var name = "nil"
    var traits: [String] = []
    for argument in node.arguments where argument.label?.text != "body" {
      if argument.label == nil && traits.isEmpty && name == "nil" {
        name = argument.expression.trimmedDescription
      } else {
        traits.append(argument.expression.trimmedDescription)
      }
    }
    var properties: [String] = []
    var statements: [String] = []
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self), isPreviewable(variable) {
        properties.append(withoutPreviewable(variable))
      } else {
        statements.append(item.trimmedDescription)
      }
    }
    let symbol = PreviewSymbol.name(fileID: file, line: line, column: column)
    let function = context.makeUniqueName("preview")
    let traitList = traits.isEmpty ? "" : ", traits: " + traits.joined(separator: ", ")
    let decl: DeclSyntax = """
      @_cdecl("\(raw: symbol)")
      func \(function)() -> UnsafeMutableRawPointer {
        Engine.PreviewRegistration.make(name: \(raw: name), fileID: "\(raw: file)", line: \(raw: line)\(raw: traitList)) {
          struct PreviewContent: Engine.View {
            \(raw: properties.joined(separator: "\n"))
            var body: some Engine.View {
              \(raw: statements.joined(separator: "\n"))
            }
          }
          return PreviewContent()
        }
      }
      """
    return [decl]
  }

  /// The body given as a labelled argument: `#Preview(body: { … })`.
  static func bodyArgument(_ node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
    node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
  }

  static func isPreviewable(_ variable: VariableDeclSyntax) -> Bool {
    variable.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
  }

  /// The declaration without its `@Previewable` attribute.
  static func withoutPreviewable(_ variable: VariableDeclSyntax) -> String {
    let kept = variable.attributes.filter {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
    }
    return variable.with(\.attributes, kept).trimmedDescription
  }
}

/// `@Previewable`: marks a declaration in a `#Preview` body as the preview's own state;
/// `#Preview` moves it into the view it makes, so this macro adds nothing itself.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

struct PreviewMacroError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
