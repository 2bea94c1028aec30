import Foundation

/// The iOS tab bar: 49 pt tall, a hairline on top, one button per tab sharing the width;
/// the chosen tab's item in the accent colour, the others grey (UIKit's `UITabBar`;
/// Apple's HIG: tab bars). A window has no home indicator, so there is no safe area under
/// it.
struct TabBar: View {
  static let height: CGFloat = 49
  /// UIKit's default bar background in light appearance (#F9F9F9, its material without the
  /// blur); dark: #161616.
  static let background = Color(light: 0xF9F9_F9FF, dark: 0x1616_16FF)

  let items: [AnyView]
  let selected: Int
  let select: @MainActor (Int) -> Void

  var body: some View {
    VStack(spacing: 0) {
      Divider()
      HStack(spacing: 0) {
        ForEach(items.indices, id: \.self) { i in
          Button {
            select(i)
          } label: {
            items[i]
              .foregroundStyle(i == selected ? Color.accentColor : Color.gray)
              .frame(maxWidth: .infinity, maxHeight: .infinity)
          }
          .buttonStyle(.plain)
        }
      }
    }
    .frame(height: Self.height)
    .background(Self.background)
  }
}

/// A tab item's content as iOS draws it: the symbol (24 pt, hand-matched to a tab bar's
/// 25 pt symbol box) over the title in 10 pt medium.
struct TabItemLabel<Content: View>: View {
  let content: Content

  var body: some View {
    VStack(spacing: 2) {
      TabItemParts(content: content)
    }
  }
}

/// Sets each part of a tab item in its size: images at 24 pt, text at 10 pt medium.
struct TabItemParts<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { children in
      var slot = 0
      @MainActor func add(_ view: some View) {
        var environment = context.environment
        environment.font =
          view is Image ? .system(size: 24) : .system(size: 10, weight: .medium)
        children.add(view, slot: slot, environment: environment)
        slot += 1
      }
      if let parts = content as? any TabItemPartList {
        for part in parts.parts { add(part) }
      } else {
        add(content)
      }
    }
  }
}

/// A `@ViewBuilder` list whose parts a tab item sets one by one.
@MainActor
protocol TabItemPartList {
  var parts: [any View] { get }
}

extension TupleView: TabItemPartList {
  var parts: [any View] {
    var out: [any View] = []
    for view in repeat each value { out.append(view) }
    return out
  }
}
