import Foundation

/// A view that displays an image (SwiftUI's `Image`): a system symbol,
/// `Image(systemName:)`, or a picture from the app's resources, `Image("name")`
/// (Image+Resource.swift).
///
/// A symbol is one glyph of the host's symbol font (`FontRole.symbol`), found through the
/// name table (SymbolNames.swift), drawn like a one-character `Text`: at the current font's
/// size times the `imageScale` factor, in the foreground colour. A name the table lacks
/// draws an outlined square with a "?" the same size and is reported once (`SymbolLog`).
/// A named picture is resolved by the host (`ImageResolving`) and drawn at its size in
/// points (ResourceImageKind.swift). `resizable`, `renderingMode` and `interpolation`
/// return a new `Image`, as in SwiftUI (Image+Resizing.swift).
public struct Image: View, PrimitiveView, Equatable {
  /// Where the image comes from.
  enum Source: Equatable {
    /// An SF Symbols name.
    case system(String)
    /// A picture by name, in the bundle at `bundlePath` (nil: the app's own resources).
    case resource(name: String, bundlePath: String?)
  }

  let source: Source
  /// Whether assistive technologies skip it (`Image(decorative:)`).
  var isDecorative = false
  /// Set by `resizable(capInsets:resizingMode:)`: the image takes the size it is offered.
  var resizing: Resizing?
  /// Set by `renderingMode(_:)`; nil is the image's own (template for symbols, original
  /// for pictures).
  var templateMode: TemplateRenderingMode?
  /// Set by `interpolation(_:)`; nil is the default, drawn as `.high`.
  var interpolationQuality: Interpolation?

  /// A system symbol image, by its SF Symbols name ("globe", "star.fill").
  public init(systemName: String) {
    source = .system(systemName)
  }

  init(source: Source, decorative: Bool) {
    self.source = source
    self.isDecorative = decorative
  }

  /// The SF Symbols name asked for (nil for a named picture).
  var systemName: String? {
    if case .system(let name) = source { return name }
    return nil
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    switch source {
    case .system(let name):
      let glyph = SymbolNames.glyph(for: name)
      if glyph == nil { SymbolLog.reportUnknown(name) }
      let env = context.environment
      node.kind = SymbolImageKind(
        name: name, glyph: glyph, resizable: resizing != nil,
        color: (env.foregroundColor ?? TextContent.defaultColor).resolved(in: env))
    case .resource(let name, let bundlePath):
      let resolver = node.environment.imageResolver ?? ImageCatalog.resolver
      let found: ResolvedImage?
      switch resolver?.resolve(name: name, bundlePath: bundlePath) {
      case .success(let image)?:
        found = image
      case .failure(let problem)?:
        found = nil
        ImageLog.report(name, problem.message)
      case nil:
        found = nil
        ImageLog.report(name, ImageProblem.noResolver(name).message)
      }
      node.kind = ResourceImageKind(image: self, name: name, resolved: found)
    }
    node.reconcile(context) { _ in }
  }
}
