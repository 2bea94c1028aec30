import Foundation

/// A scrollable view (SwiftUI's `ScrollView`).
///
/// Along its axis it takes the proposed length (its content's when unspecified); across it,
/// its content's. The content is offered an unlimited length along the axis and the
/// proposal across it, and is inset by the safe-area padding and content margins set on
/// the scroll view. Dragging moves it 1:1 with a rubber band past the ends; a release
/// projects the velocity (UIScrollView's deceleration) and comes to rest according to the
/// scroll target behaviour, with the carousel engine's springs.
public struct ScrollView<Content: View>: View, PrimitiveView {
  public var axes: Axis.Set
  public var showsIndicators: Bool
  public var content: Content

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let state = node.scrollState ?? ScrollState()
    node.graph.registerScroll(node)
    state.axis = axes.contains(.horizontal) ? .horizontal : .vertical
    state.configure(from: context.environment, graph: node.graph)
    node.kind = ScrollKind(state: state)
    // The content measures itself against this scroll view's size (containerRelativeFrame).
    var env = context.environment
    // A looping carousel's lazy stack repeats its elements.
    env.lazyStacksLoop = context.environment.scrollConfiguration.carousel?.wrap == .loop
    env.scrollConfiguration = ScrollConfiguration()
    env.safeAreaInsets = EdgeInsets()
    env.contentMargins = EdgeInsets()
    node.reconcile(context) { $0.add(content, slot: 0, environment: env) }
  }
}

/// How a scroll view comes to rest (SwiftUI's `ScrollTargetBehavior`).
public struct ScrollTargetBehaviorKind: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case viewAligned(onePerFlick: Bool)
    case paging
  }
  let kind: Kind
}

/// `.viewAligned` and `.paging`, spelt as in SwiftUI.
public protocol ScrollTargetBehavior {
  var resolved: ScrollTargetBehaviorKind { get }
}

/// Rests with a target's leading edge on the leading inset.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How many targets one flick may pass (SwiftUI's `LimitBehavior`).
  public struct LimitBehavior: Sendable, Hashable {
    let onePerFlick: Bool
    /// One per flick on a phone-width container, as SwiftUI's default on iOS.
    public static let automatic = LimitBehavior(onePerFlick: true)
    public static let always = LimitBehavior(onePerFlick: true)
    public static let alwaysByOne = LimitBehavior(onePerFlick: true)
    public static let never = LimitBehavior(onePerFlick: false)
  }

  let limit: LimitBehavior

  public init(limitBehavior: LimitBehavior = .automatic) {
    limit = limitBehavior
  }

  public var resolved: ScrollTargetBehaviorKind {
    ScrollTargetBehaviorKind(kind: .viewAligned(onePerFlick: limit.onePerFlick))
  }
}

/// Rests on multiples of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
  public var resolved: ScrollTargetBehaviorKind { ScrollTargetBehaviorKind(kind: .paging) }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    .init(limitBehavior: limitBehavior)
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { .init() }
}

/// What the modifiers around a scroll view tell it, passed down the environment.
struct ScrollConfiguration: Equatable {
  var behavior: ScrollTargetBehaviorKind?
  var position: ScrollPositionBinding?
  var carousel: ScrollCarousel?
}

/// A `scrollPosition(id:)` binding with its id type erased (`TypedScrollPosition` holds it).
@MainActor
class ScrollPositionBinding: Equatable {
  /// Where a target written to the binding rests in view, and which target the binding
  /// reads back (nil: SwiftUI's default, the leading-most).
  let anchor: UnitPoint?

  init(anchor: UnitPoint?) {
    self.anchor = anchor
  }

  func get() -> AnyHashable? { nil }
  func set(_ value: AnyHashable?) {}

  nonisolated static func == (a: ScrollPositionBinding, b: ScrollPositionBinding) -> Bool {
    a === b
  }
}

/// The binding itself, for one id type.
final class TypedScrollPosition<ID: Hashable>: ScrollPositionBinding {
  let binding: Binding<ID?>

  init(_ binding: Binding<ID?>, anchor: UnitPoint?) {
    self.binding = binding
    super.init(anchor: anchor)
  }

  override func get() -> AnyHashable? {
    guard let id = binding.wrappedValue else { return nil }
    return AnyHashable(id)
  }

  override func set(_ value: AnyHashable?) { binding.wrappedValue = value?.base as? ID }
}

extension View {
  /// Makes the stack's subviews the scroll view's targets (`.viewAligned` rests on them).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    var a = Attributes()
    a.isScrollTargetLayout = isEnabled
    return AttributeModifier(content: self, attributes: a)
  }

  /// How scroll views inside come to rest.
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
    let kind = behavior.resolved
    return EnvironmentModifier(content: self) { $0.scrollConfiguration.behavior = kind }
  }

  /// Binds the id of the scroll view's leading target: updated as it scrolls, and writing
  /// it scrolls there (animated inside `withAnimation`).
  ///
  /// Scrolling freely, `anchor` says where a written target rests: nil puts its leading
  /// edge on the leading inset; a unit point aligns that point of the target with the same
  /// point of the visible region (`.bottom`: the bottoms). The binding then reads the
  /// leading-most target in view, or with an anchor the target under that point. Paging
  /// and view-aligned scroll views rest on whole targets and read the current one.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    ScrollPositionModifier(content: self, binding: id, anchor: anchor)
  }

  /// Insets the content of scroll views inside by `length` on `edges`.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let insets = EdgeInsets(edges, length ?? 16)
    return EnvironmentModifier(content: self) { env in
      env.contentMargins = env.contentMargins.adding(insets)
    }
  }
}

/// Where content margins apply; Engine applies them to scroll content.
public struct ContentMarginPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension EdgeInsets {
  func adding(_ o: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + o.top, leading: leading + o.leading, bottom: bottom + o.bottom,
      trailing: trailing + o.trailing)
  }
}

/// Passes a `scrollPosition` binding to the scroll views inside.
struct ScrollPositionModifier<Content: View, ID: Hashable>: View, PrimitiveView {
  let content: Content
  let binding: Binding<ID?>
  let anchor: UnitPoint?

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    var env = context.environment
    env.scrollConfiguration.position = TypedScrollPosition(binding, anchor: anchor)
    node.reconcile(context) { $0.add(content, slot: 0, environment: env) }
  }
}
