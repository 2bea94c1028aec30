import Foundation

/// A view that shows a root view and the views pushed over it (SwiftUI's
/// `NavigationStack`), with a navigation bar on top of each: its title, its toolbar items
/// and, above the root, a back button.
///
/// What is pushed is a path of values (the stack's own, or a binding the app holds:
/// a `NavigationPath` or a typed collection), each shown by the `navigationDestination`
/// registered for its type, followed by the views `NavigationLink(destination:)` pushed.
/// A pushed screen keeps its state while it stays on the stack; a push slides in from the
/// trailing edge and a pop slides out (`NavigationModel.slide`), interruptibly.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: PathAccess?
  @State private var model = NavigationModel()

  /// A stack that keeps its own path (`NavigationLink`s push onto it).
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// A stack whose path is `path`: appending to it pushes, removing pops.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue = NavigationPath(erased: $0) },
      accepts: { _ in true })
  }

  /// A stack whose path is a collection of one type of value.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
      accepts: { $0.base is Data.Element })
  }

  public var body: some View {
    // Read here so that a change of either builds the stack again.
    let values = path?.get() ?? model.ownPath
    let _ = model.revision
    NavigationStackHost(
      model: model, path: path, root: AnyView(root), values: values,
      pushedViews: model.pushedViews)
  }
}

/// A stack's path as a list of values, whichever form the app gave it.
struct PathAccess {
  let get: @MainActor () -> [AnyHashable]
  let set: @MainActor ([AnyHashable]) -> Void
  /// Whether a value can go on the path (a typed path takes its element type only).
  let accepts: (AnyHashable) -> Bool
}

/// SwiftUI's earlier navigation container; on iOS 16 and later a stack (its `.stack`
/// style, the one iPhones use).
///
/// SwiftUI marks it deprecated from a future release (its version 100000), so using it
/// warns nowhere yet; the Swift-version form of that mark does the same here.
@available(
  swift, deprecated: 100000, message: "use NavigationStack or NavigationSplitView instead"
)
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}
