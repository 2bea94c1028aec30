import Foundation

/// A `NavigationStack`'s own state, kept with its identity: the path when the app gives
/// none, the views destination links pushed, the registered destinations, each screen's
/// bar, and the slide in progress.
///
/// Links, `dismiss` and the back button reach it through the environment
/// (`EnvironmentValues.navigation`). What the stack's body reads is observed, so a push
/// builds the stack again.
@MainActor @Observable
final class NavigationModel {
  /// The path, when the stack was given no binding.
  var ownPath: [AnyHashable] = []
  /// Views pushed by `NavigationLink(destination:label:)`, above the path's.
  var pushedViews: [PushedView] = []
  /// Bumped when a screen's bar changes or a slide ends: the stack builds again.
  var revision = 0

  /// The app's path, when it gave one (set at every build).
  @ObservationIgnored var path: PathAccess?
  /// Each value type's destination, as registered by `navigationDestination(for:)`.
  @ObservationIgnored var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
  /// The bar of each screen on the stack, by entry.
  @ObservationIgnored var screens: [EntryID: ScreenBar] = [:]
  /// The entries last built, root side first (the root not included).
  @ObservationIgnored var entries: [EntryID] = []
  /// Each screen's content and environment as last built (a popped one is shown with
  /// them while it slides away).
  @ObservationIgnored var lastBuilt: [EntryID: (view: AnyView, environment: EnvironmentValues)] =
    [:]
  /// The slide in progress, if any.
  @ObservationIgnored var slide: NavigationSlide?
  /// The edge swipe holding the top screen, if any (SwipeBack.swift).
  @ObservationIgnored var swipe: SwipeBack?
  /// While the stack builds its screens: bars they set need no new build.
  @ObservationIgnored var isBuilding = false
  /// The width the stack was last placed at (slides are in points).
  @ObservationIgnored var width: CGFloat = 0
  @ObservationIgnored weak var graph: ViewGraph?
  /// The split view the stack is a column of, if any (Split/NavigationSplitModel.swift).
  @ObservationIgnored var split: SplitColumnLink?
  /// Whether the stack was built before: a stack's first build shows its path without a
  /// slide (a split view collapsing with a selection, a stack made with a path).
  @ObservationIgnored var hasBuilt = false
  @ObservationIgnored private var reportedTypes: Set<String> = []
  @ObservationIgnored private var nextPushedID = 0

  /// The values on the path.
  var values: [AnyHashable] { path?.get() ?? ownPath }

  /// How many screens are pushed over the root.
  var depth: Int { values.count + pushedViews.count }

  /// Whether `value` has a destination registered for its type.
  func hasDestination(for value: AnyHashable) -> Bool {
    destinationMaker(for: value) != nil
  }

  /// The destination registered for `value`'s type here, else in the split's other columns.
  func destinationMaker(for value: AnyHashable) -> ((AnyHashable) -> AnyView)? {
    let type = ObjectIdentifier(type(of: value.base))
    return destinations[type] ?? split?.model.destinations[type]
  }

  /// Pushes `value` from a link in the screen `depth` deep; in a split's leading column
  /// the link chooses what the next column shows instead.
  func push(_ value: AnyHashable, fromDepth depth: Int) {
    if let split, split.model.choose(value, column: split.column, depth: depth) { return }
    push(value)
  }

  /// Pushes `value` (a `NavigationLink(value:)` was tapped); a value no destination is
  /// registered for pushes nothing and is reported once, as SwiftUI does.
  func push(_ value: AnyHashable) {
    guard hasDestination(for: value) else {
      report(
        "A NavigationLink is presenting a value of type “\(Self.typeName(value))” but there "
          + "is no matching navigationDestination declaration visible from the location of "
          + "the link. The link cannot be activated.", type: value)
      return
    }
    pushedViews.removeAll()
    if let path {
      guard path.accepts(value) else {
        report(
          "A NavigationLink is presenting a value of type “\(Self.typeName(value))” but the "
            + "stack's path holds another type. The link cannot be activated.", type: value)
        return
      }
      path.set(path.get() + [value])
    } else {
      ownPath.append(value)
    }
  }

  /// Pushes a view (a `NavigationLink(destination:label:)` was tapped).
  func push(view: AnyView) {
    nextPushedID += 1
    pushedViews.append(PushedView(id: nextPushedID, view: view))
  }

  /// Pops the top screen; false when only the root is shown.
  @discardableResult
  func pop() -> Bool {
    guard depth > 0 else { return false }
    pop(to: depth - 1)
    return true
  }

  /// Leaves `count` screens pushed over the root.
  func pop(to count: Int) {
    let values = self.values
    if count < values.count {
      pushedViews.removeAll()
      let kept = Array(values.prefix(max(count, 0)))
      if let path { path.set(kept) } else { ownPath = kept }
    } else {
      pushedViews = Array(pushedViews.prefix(count - values.count))
    }
  }

  /// Registers the destination of a value type; a new type builds the stack again, so a
  /// value already on the path finds it.
  func register(_ type: ObjectIdentifier, _ make: @escaping (AnyHashable) -> AnyView) {
    let isNew = destinations[type] == nil
    destinations[type] = make
    split?.model.register(type, make)
    if isNew { barChanged() }
  }

  /// A screen's bar changed: the stack builds again (unless it is building now).
  func barChanged() {
    guard !isBuilding else { return }
    revision &+= 1
  }

  /// Says `message` once per value type, as a problem the host reports.
  func report(_ message: String, type value: AnyHashable) {
    guard reportedTypes.insert(Self.typeName(value)).inserted, let graph else { return }
    graph.events.append(ViewEvent(time: graph.now, kind: .problem(message)))
  }

  static func typeName(_ value: AnyHashable) -> String {
    String(describing: type(of: value.base))
  }
}

/// A view a destination link pushed, with the serial number that identifies it.
struct PushedView {
  let id: Int
  let view: AnyView
}

/// One screen's place on a stack: its position and what is shown there. A screen whose
/// position or value changes is a new screen, with new state.
struct EntryID: Hashable {
  let index: Int
  let value: AnyHashable

  /// The root's.
  static var root: EntryID { EntryID(index: -1, value: AnyHashable(0)) }
}

private struct NavigationKey: EnvironmentKey {
  static var defaultValue: WeakNavigationModel { WeakNavigationModel() }
}

/// The environment's link to its stack's model: weak, because the model keeps environments
/// (`lastBuilt`, a leaving screen's) that hold this link; the stack's node owns the model.
private struct WeakNavigationModel {
  weak var model: NavigationModel?
}

private struct ScreenBarKey: EnvironmentKey {
  static var defaultValue: ScreenBar? { nil }
}

extension EnvironmentValues {
  /// The navigation stack the view is in, if any.
  var navigation: NavigationModel? {
    get { self[NavigationKey.self].model }
    set { self[NavigationKey.self] = WeakNavigationModel(model: newValue) }
  }

  /// The bar of the stack screen the view is in, if any (titles and toolbars set it).
  var screenBar: ScreenBar? {
    get { self[ScreenBarKey.self] }
    set { self[ScreenBarKey.self] = newValue }
  }
}
