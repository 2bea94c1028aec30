/// A type that produces previews (SwiftUI's `PreviewProvider`): each view of `previews`
/// (the members of a `Group` or a block, one by one) is a preview, named with
/// `previewDisplayName` and sized with `previewLayout`.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

/// A view with preview modifiers applied: shows its content unchanged; the preview host
/// reads the traits.
struct PreviewModified<Content: View>: View {
  let content: Content
  let traits: PreviewTraits

  var body: Content { content }
}

extension View {
  /// The preview's name in the preview list and its PNG's name.
  public func previewDisplayName(_ value: String?) -> some View {
    var t = PreviewTraits()
    t.name = value
    return PreviewModified(content: self, traits: t)
  }

  /// How the preview is sized.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    var t = PreviewTraits()
    t.layout = value
    return PreviewModified(content: self, traits: t)
  }

  /// The device the preview is for: its name is kept and shown, the size is the window's.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    var t = PreviewTraits()
    t.device = value
    return PreviewModified(content: self, traits: t)
  }

  /// The interface orientation: a landscape one swaps the `device` layout's sides.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    var t = PreviewTraits()
    t.orientation = value
    return PreviewModified(content: self, traits: t)
  }
}
