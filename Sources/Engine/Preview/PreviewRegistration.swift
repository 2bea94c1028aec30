/// One preview: its view and its traits, from a `#Preview` or one view of a
/// `PreviewProvider`'s `previews`.
package final class PreviewEntry: Sendable {
  package let traits: PreviewTraits
  /// Where it was declared: `Module/File.swift` and the line.
  package let fileID: String
  package let line: Int
  package let makeView: @MainActor @Sendable () -> any View

  init(
    traits: PreviewTraits, fileID: String, line: Int,
    makeView: @escaping @MainActor @Sendable () -> any View
  ) {
    self.traits = traits
    self.fileID = fileID
    self.line = line
    self.makeView = makeView
  }
}

/// What `#Preview` expands to calls (the expansion's C-named function hands the preview
/// host a retained `PreviewEntry`).
public enum PreviewRegistration {
  public static func make(
    name: String?, fileID: String, line: Int, traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor @Sendable () -> any View
  ) -> UnsafeMutableRawPointer {
    var t = PreviewTraits()
    t.name = name
    for trait in traits { trait.apply(&t) }
    let entry = PreviewEntry(traits: t, fileID: fileID, line: line, makeView: body)
    return Unmanaged.passRetained(entry).toOpaque()
  }

  /// The entry a registration function returned (taking over its retain).
  package static func entry(_ pointer: UnsafeMutableRawPointer) -> PreviewEntry {
    Unmanaged<PreviewEntry>.fromOpaque(pointer).takeRetainedValue()
  }

  /// The previews of a `PreviewProvider`: each view of `previews`, its modifiers' traits
  /// resolved.
  @MainActor
  package static func entries(of provider: any PreviewProvider.Type, fileID: String, line: Int)
    -> [PreviewEntry]
  {
    func open<P: PreviewProvider>(_ p: P.Type) -> [PreviewEntry] {
      PreviewParts.split(P.previews, PreviewTraits()).indices.map { i in
        // Each preview evaluates `previews` again and keeps its own part, as SwiftUI's
        // canvas does: a view value is not shared between previews.
        PreviewEntry(
          traits: PreviewParts.split(P.previews, PreviewTraits())[i].traits, fileID: fileID,
          line: line
        ) { PreviewParts.split(P.previews, PreviewTraits())[i].view }
      }
    }
    return open(provider)
  }
}
