import Foundation

/// What modifiers such as `.zIndex`, `.layoutPriority`, `.layoutValue` and `.id` say about
/// the subviews they wrap. They do not lay anything out; the container reads them.
///
/// Most views have none, and every view node and layout item holds one: the values live in
/// a shared, copied-on-write box that is absent when all are unset (8 bytes, not 113).
struct Attributes {
  private struct Values {
    var zIndex: Double?
    var priority: Double?
    var id: AnyHashable?
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var onTap: (@MainActor () -> Void)?
    var buttonGesture: ButtonGesture?
    var controlDrag: ControlDrag?
    var controlWheel: (@MainActor (_ notches: Double) -> Void)?
    var onHover: [@MainActor (Bool) -> Void] = []
    var keyHandlers: [KeyPressHandler] = []
    var isScrollTargetLayout = false
    var focusable: Focusable?
    var focusBindings: [FocusBinding] = []
    var isKeyboardTarget = false
  }

  private final class Box {
    let values: Values
    init(_ values: Values) { self.values = values }
  }

  private var box: Box?

  private mutating func update(_ change: (inout Values) -> Void) {
    var v = box?.values ?? Values()
    change(&v)
    box = Box(v)
  }

  var zIndex: Double? {
    get { box?.values.zIndex }
    set { update { $0.zIndex = newValue } }
  }
  var priority: Double? {
    get { box?.values.priority }
    set { update { $0.priority = newValue } }
  }
  var id: AnyHashable? {
    get { box?.values.id }
    set { update { $0.id = newValue } }
  }
  var layoutValues: [ObjectIdentifier: Any] {
    get { box?.values.layoutValues ?? [:] }
    set { update { $0.layoutValues = newValue } }
  }
  var onTap: (@MainActor () -> Void)? {
    get { box?.values.onTap }
    set { update { $0.onTap = newValue } }
  }
  /// A button's presses (Controls/PressableButton.swift).
  var buttonGesture: ButtonGesture? {
    get { box?.values.buttonGesture }
    set { update { $0.buttonGesture = newValue } }
  }
  /// A value control's drags (Controls/ControlDrag.swift).
  var controlDrag: ControlDrag? {
    get { box?.values.controlDrag }
    set { update { $0.controlDrag = newValue } }
  }
  /// A value control's wheel (a wheel picker's): notches toward the user positive.
  var controlWheel: (@MainActor (_ notches: Double) -> Void)? {
    get { box?.values.controlWheel }
    set { update { $0.controlWheel = newValue } }
  }
  /// `onHover` actions, innermost first.
  var onHover: [@MainActor (Bool) -> Void] {
    get { box?.values.onHover ?? [] }
    set { update { $0.onHover = newValue } }
  }
  /// `onKeyPress` handlers, innermost first.
  var keyHandlers: [KeyPressHandler] {
    get { box?.values.keyHandlers ?? [] }
    set { update { $0.keyHandlers = newValue } }
  }
  /// Scroll target layout: the stack's subviews become scroll targets.
  var isScrollTargetLayout: Bool {
    get { box?.values.isScrollTargetLayout ?? false }
    set { update { $0.isScrollTargetLayout = newValue } }
  }

  /// Whether Tab reaches the view, and what it does focused (Focus/Focusable.swift).
  var focusable: Focusable? {
    get { box?.values.focusable }
    set { update { $0.focusable = newValue } }
  }
  /// `.focused` bindings, innermost first (Focus/FocusedModifier.swift).
  var focusBindings: [FocusBinding] {
    get { box?.values.focusBindings ?? [] }
    set { update { $0.focusBindings = newValue } }
  }

  /// The part of a focused container that Return and Space act on: a list's selected row
  /// (List/ListKeyboardFocus.swift).
  var isKeyboardTarget: Bool {
    get { box?.values.isKeyboardTarget ?? false }
    set { update { $0.isKeyboardTarget = newValue } }
  }

  /// Whether any `.focused` binding is set (without copying them out).
  var hasFocusBindings: Bool { box.map { !$0.values.focusBindings.isEmpty } ?? false }

  /// `self` (an outer modifier) over `inner`: values set outside win.
  func merging(inner: Attributes) -> Attributes {
    guard let outer = box?.values else { return inner }
    guard let inner = inner.box?.values else { return self }
    var m = outer
    m.zIndex = outer.zIndex ?? inner.zIndex
    m.priority = outer.priority ?? inner.priority
    m.id = outer.id ?? inner.id
    m.onTap = outer.onTap ?? inner.onTap
    m.buttonGesture = inner.buttonGesture ?? outer.buttonGesture
    m.controlDrag = inner.controlDrag ?? outer.controlDrag
    m.controlWheel = inner.controlWheel ?? outer.controlWheel
    m.onHover = inner.onHover + outer.onHover
    m.keyHandlers = inner.keyHandlers + outer.keyHandlers
    m.isScrollTargetLayout = outer.isScrollTargetLayout || inner.isScrollTargetLayout
    m.focusable = inner.focusable ?? outer.focusable
    m.focusBindings = inner.focusBindings + outer.focusBindings
    m.isKeyboardTarget = outer.isKeyboardTarget || inner.isKeyboardTarget
    for (k, v) in inner.layoutValues where m.layoutValues[k] == nil { m.layoutValues[k] = v }
    var merged = Attributes()
    merged.box = Box(m)
    return merged
  }
}

/// A modifier that only tags its content's subviews.
///
/// It has no node of its own: the content is built into the modifier's node, which carries
/// the attributes (a tile with `.onHover` is one view node, not two). Only `.id(_:)` keeps
/// the content as a child, so that a new id makes it a new view with new state.
struct AttributeModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let attributes: Attributes
  /// An explicit id makes the content a different view when it changes (`.id(_:)`).
  var identity: AnyHashable?

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    if let identity {
      node.kind = TransparentKind()
      node.reconcile(context) { $0.add(content, slot: 0, id: identity) }
    } else {
      node.dumpName = ViewNode.baseName(of: Content.self)
      node.buildInPlace(content)
    }
    // Built inside out: what inner modifiers folded into the node is there already.
    node.ownAttributes = attributes.merging(inner: node.ownAttributes)
  }
}

/// Values that flow down the view tree: font, colour, text layout.
///
/// Every view node holds its environment, and almost all share their parent's: the values
/// live in one immutable box, replaced when a modifier changes a value, so a node holds a
/// reference (8 bytes, not 211) and equal environments are usually the same box.
public struct EnvironmentValues: Equatable {
  private struct Values: Equatable {
    var font: Font?
    var fontWeight: Font.Weight?
    var foregroundColor: Color?
    var lineLimit: Int?
    var minimumScaleFactor: CGFloat = 1
    var multilineTextAlignment: TextAlignment = .leading
    var safeAreaInsets = EdgeInsets()
    var contentMargins = EdgeInsets()
    var scrollConfiguration = ScrollConfiguration()
    var lazyStacksLoop = false
    /// `EnvironmentKey` values and environment objects (Environment/EnvironmentEntries.swift).
    var entries = EnvironmentEntries()
  }

  private final class Box {
    let values: Values
    init(_ values: Values) { self.values = values }
  }

  private var box = Box(Values())

  public init() {}

  private mutating func update(_ change: (inout Values) -> Void) {
    var v = box.values
    change(&v)
    box = Box(v)
  }

  public static func == (a: EnvironmentValues, b: EnvironmentValues) -> Bool {
    a.box === b.box || a.box.values == b.box.values
  }

  /// The same for values that share their storage (a container's subviews share their
  /// parent's): equal identities mean equal values, while the values are alive.
  var identity: ObjectIdentifier { ObjectIdentifier(box) }

  public var font: Font? {
    get { box.values.font }
    set { update { $0.font = newValue } }
  }

  /// A weight set with `fontWeight`/`bold`, over the font's own.
  public var fontWeight: Font.Weight? {
    get { box.values.fontWeight }
    set { update { $0.fontWeight = newValue } }
  }

  public var foregroundColor: Color? {
    get { box.values.foregroundColor }
    set { update { $0.foregroundColor = newValue } }
  }

  public var lineLimit: Int? {
    get { box.values.lineLimit }
    set { update { $0.lineLimit = newValue } }
  }

  /// How far text inside may shrink to fit its proposal instead of wrapping or truncating
  /// (1: not at all).
  public var minimumScaleFactor: CGFloat {
    get { box.values.minimumScaleFactor }
    set { update { $0.minimumScaleFactor = newValue } }
  }

  public var multilineTextAlignment: TextAlignment {
    get { box.values.multilineTextAlignment }
    set { update { $0.multilineTextAlignment = newValue } }
  }

  /// Safe-area insets set with `safeAreaPadding`, for the scroll view inside.
  var safeAreaInsets: EdgeInsets {
    get { box.values.safeAreaInsets }
    set { update { $0.safeAreaInsets = newValue } }
  }

  /// Margins set with `contentMargins`, for scroll views inside.
  var contentMargins: EdgeInsets {
    get { box.values.contentMargins }
    set { update { $0.contentMargins = newValue } }
  }

  /// Target behaviour and position binding for the scroll view inside.
  var scrollConfiguration: ScrollConfiguration {
    get { box.values.scrollConfiguration }
    set { update { $0.scrollConfiguration = newValue } }
  }

  var entries: EnvironmentEntries {
    get { box.values.entries }
    set { update { $0.entries = newValue } }
  }

  /// Inside a looping carousel: lazy stacks repeat their elements.
  var lazyStacksLoop: Bool {
    get { box.values.lazyStacksLoop }
    set { update { $0.lazyStacksLoop = newValue } }
  }
}

/// A modifier that changes the environment for its content.
struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
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
    EnvironmentModifier(content: self) {
      $0.lineLimit = limit.map { max($0, 1) }
      $0.lineLimitMinimum = 1
    }
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
    node.kind = TransparentKind()
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
