/// A preview's declaration (SwiftUI's `#Preview`): a view shown by `preview --file`, named
/// and sized by its traits. Expanded by the `PreviewMacros` compiler plugin (README
/// "Previews"); the body may declare `@Previewable` state before its views.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// A preview's declaration with traits: `#Preview("Card", traits: .sizeThatFitsLayout)`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body as the preview's own state:
/// `@Previewable @State var count = 0`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")

/// The namespace of preview trait kinds (SwiftUI's `Preview`).
public struct Preview {
  /// Traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
  public enum ViewTraits {}
}
