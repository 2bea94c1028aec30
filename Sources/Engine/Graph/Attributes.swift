import Foundation

/// What modifiers such as `.zIndex`, `.layoutPriority`, `.layoutValue` and `.id` say about
/// the subviews they wrap. They do not lay anything out; the container reads them.
struct Attributes {
  var zIndex: Double?
  var priority: Double?
  var id: AnyHashable?
  var layoutValues: [ObjectIdentifier: Any] = [:]
  var onTap: (@MainActor () -> Void)?
  /// `onHover` actions, innermost first.
  var onHover: [@MainActor (Bool) -> Void] = []
  /// `onKeyPress` handlers, innermost first.
  var keyHandlers: [KeyPressHandler] = []
  /// Scroll target layout: the stack's subviews become scroll targets.
  var isScrollTargetLayout = false

  /// `self` (an outer modifier) over `inner`: values set outside win.
  func merging(inner: Attributes) -> Attributes {
    var m = self
    m.zIndex = zIndex ?? inner.zIndex
    m.priority = priority ?? inner.priority
    m.id = id ?? inner.id
    m.onTap = onTap ?? inner.onTap
    m.onHover = inner.onHover + onHover
    m.keyHandlers = inner.keyHandlers + keyHandlers
    m.isScrollTargetLayout = isScrollTargetLayout || inner.isScrollTargetLayout
    for (k, v) in inner.layoutValues where m.layoutValues[k] == nil { m.layoutValues[k] = v }
    return m
  }
}

/// A modifier that only tags its content's subviews.
struct AttributeModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let attributes: Attributes
  /// An explicit id makes the content a different view when it changes (`.id(_:)`).
  var identity: AnyHashable?

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = .attribute(attributes)
    node.reconcile(context) { $0.add(content, slot: 0, id: identity) }
  }
}

/// Values that flow down the view tree: font, colour, text layout.
public struct EnvironmentValues: Equatable {
  public var font: Font?
  /// A weight set with `fontWeight`/`bold`, over the font's own.
  public var fontWeight: Font.Weight?
  public var foregroundColor: Color?
  public var lineLimit: Int?
  /// How far text inside may shrink to fit its proposal instead of wrapping or truncating
  /// (1: not at all).
  public var minimumScaleFactor: CGFloat = 1
  public var multilineTextAlignment: TextAlignment = .leading
  /// Safe-area insets set with `safeAreaPadding`, for the scroll view inside.
  var safeAreaInsets = EdgeInsets()
  /// Margins set with `contentMargins`, for scroll views inside.
  var contentMargins = EdgeInsets()
  /// Target behaviour and position binding for the scroll view inside.
  var scrollConfiguration = ScrollConfiguration()
  /// Inside a looping carousel: lazy stacks repeat their elements.
  var lazyStacksLoop = false

  public init() {}
}

/// A modifier that changes the environment for its content.
struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = .list
    var env = context.environment
    change(&env)
    node.reconcile(context) { $0.add(content, slot: 0, environment: env) }
  }
}

extension View {
  /// The font of text inside.
  public func font(_ font: Font?) -> some View {
    EnvironmentModifier(content: self) { $0.font = font }
  }

  /// The weight of text inside.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    EnvironmentModifier(content: self) { $0.fontWeight = weight }
  }

  /// Text inside in bold (or not).
  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.fontWeight = isActive ? .bold : nil }
  }

  /// The colour of text and shapes inside.
  public func foregroundStyle(_ color: Color) -> some View {
    EnvironmentModifier(content: self) { $0.foregroundColor = color }
  }

  /// The colour of text and shapes inside (SwiftUI's older spelling).
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentModifier(content: self) { $0.foregroundColor = color }
  }

  /// The most lines text inside may take; nil for no limit.
  public func lineLimit(_ limit: Int?) -> some View {
    EnvironmentModifier(content: self) { $0.lineLimit = limit.map { max($0, 1) } }
  }

  /// Lets text inside shrink, down to `factor` of its size, to fit what it is offered rather
  /// than wrap past it or end in "…" (SwiftUI's `minimumScaleFactor`).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    let clamped = factor.isFinite ? min(max(factor, 0), 1) : 1
    return EnvironmentModifier(content: self) { $0.minimumScaleFactor = clamped }
  }

  /// How the lines of wrapped text inside align with each other.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentModifier(content: self) { $0.multilineTextAlignment = alignment }
  }

  /// Draws the view above siblings with a lower z-index (default 0) in its container.
  public func zIndex(_ value: Double) -> some View {
    var a = Attributes()
    a.zIndex = value
    return AttributeModifier(content: self, attributes: a)
  }

  /// How eagerly the view takes space from its stack (default 0).
  public func layoutPriority(_ value: Double) -> some View {
    var a = Attributes()
    a.priority = value
    return AttributeModifier(content: self, attributes: a)
  }

  /// Gives the view an explicit identity: a new id is a new view, with new state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    var a = Attributes()
    a.id = AnyHashable(id)
    return AttributeModifier(content: self, attributes: a, identity: AnyHashable(id))
  }

  /// Sets a value a custom `Layout` reads as `subview[Key.self]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    var a = Attributes()
    a.layoutValues[ObjectIdentifier(key)] = value
    return AttributeModifier(content: self, attributes: a)
  }

  /// Runs `action` when the view is tapped (pressed and released within a few points).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    var a = Attributes()
    a.onTap = action
    return AttributeModifier(content: self, attributes: a)
  }
}

/// Runs actions when its content is first built and when it is removed.
struct LifecycleModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let appear: (@MainActor () -> Void)?
  let disappear: (@MainActor () -> Void)?

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = .list
    if let appear { node.onAppear.append(appear) }
    if let disappear { node.onDisappear.append(disappear) }
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

extension View {
  /// Runs `action` once, after the view is first built.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    LifecycleModifier(content: self, appear: action, disappear: nil)
  }

  /// Runs `action` when the view is removed from the tree.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    LifecycleModifier(content: self, appear: nil, disappear: action)
  }
}
