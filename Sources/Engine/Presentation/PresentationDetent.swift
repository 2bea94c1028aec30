import Foundation

/// A height a sheet rests at (SwiftUI's `PresentationDetent`).
///
/// Heights are of the sheet's card, measured against the tallest a sheet can be: the
/// window less the 10 pt a sheet leaves above it (`.large`), as UIKit resolves its detents
/// against that maximum.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large, medium
    case fraction(CGFloat)
    case height(CGFloat)
  }
  let kind: Kind

  /// The sheet at its full height.
  public static let large = PresentationDetent(kind: .large)
  /// Half the full height (UIKit's medium detent: about half the screen).
  public static let medium = PresentationDetent(kind: .medium)

  /// `fraction` of the full height (kept within 0…1).
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A height in points (at most the full height).
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// The card's height at this detent when the full height is `maximum`.
  func resolved(in maximum: CGFloat) -> CGFloat {
    let h: CGFloat
    switch kind {
    case .large: h = maximum
    case .medium: h = maximum / 2
    case .fraction(let f): h = maximum * (f.isFinite ? min(max(f, 0), 1) : 1)
    case .height(let points): h = points.isFinite ? min(max(points, 0), maximum) : maximum
    }
    return max(h, 0)
  }
}

extension View {
  /// The heights the sheet this view is the content of rests at; it opens at the smallest.
  /// Dragging its top moves it between them, and below the smallest, dismisses it.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    SheetDetentsModifier(content: self) { $0.configure(detents: detents, selection: nil) }
  }

  /// The heights the sheet rests at, the one it is at held in `selection`: setting it
  /// moves the sheet, and a drag that ends at another detent sets it.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    SheetSelectionReader(content: self, selection: selection) {
      $0.configure(detents: detents, selection: selection)
    }
  }

  /// Whether the sheet shows its grabber (`.automatic`: when it has several detents).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    SheetDetentsModifier(content: self) { $0.indicator = visibility }
  }
}

/// Reads the selection in its body, so that the app setting it builds the modifier again
/// and the sheet moves.
struct SheetSelectionReader<Content: View>: View {
  let content: Content
  let selection: Binding<PresentationDetent>
  let apply: @MainActor (SheetDetents) -> Void

  var body: some View {
    let _ = selection.wrappedValue
    SheetDetentsModifier(content: content, apply: apply)
  }
}

/// Tells the sheet the view is presented in about its detents while it is built; outside a
/// sheet it does nothing, as in SwiftUI.
struct SheetDetentsModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let apply: @MainActor (SheetDetents) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    if let sheet = context.environment.sheetDetents {
      apply(sheet)
      node.graph.setNeedsLayout()
    }
    node.kind = TransparentKind()
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

private struct SheetDetentsKey: EnvironmentKey {
  static var defaultValue: SheetDetents? { nil }
}

extension EnvironmentValues {
  /// The detents of the sheet the view is presented in, if any.
  var sheetDetents: SheetDetents? {
    get { self[SheetDetentsKey.self] }
    set { self[SheetDetentsKey.self] = newValue }
  }
}
