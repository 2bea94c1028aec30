import Engine
import Fixtures
import Foundation
import Testing

/// A layout that reads what real custom layouts read: spacing, layout values, priority.
private struct Column: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var height: CGFloat = 0
    var width: CGFloat = 0
    for (i, s) in subviews.enumerated() {
      let size = s.sizeThatFits(.unspecified)
      width = max(width, size.width)
      height += size.height
      if i > 0 { height += subviews[i - 1].spacing.distance(to: s.spacing, along: .vertical) }
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for (i, s) in subviews.enumerated() {
      if i > 0 { y += subviews[i - 1].spacing.distance(to: s.spacing, along: .vertical) }
      let size = s.sizeThatFits(.unspecified)
      s.place(at: CGPoint(x: bounds.minX + s[Indent.self], y: y), proposal: .unspecified)
      y += size.height
    }
  }
}

private struct Indent: LayoutValueKey {
  static let defaultValue: CGFloat = 0
}

@MainActor
@Suite("Custom layouts used as containers")
struct CustomLayoutViewTests {
  @Test("a custom layout places its subviews with default view spacing and layout values")
  func customLayout() throws {
    let root = laidOut(
      Column {
        Text("ab").font(.system(size: 20))
        Text("cd").font(.system(size: 20)).layoutValue(key: Indent.self, value: 30)
      }, 400, 300)
    #expect(root.type == "Column")
    let ab = try #require(root.text("ab"))
    let cd = try #require(root.text("cd"))
    #expect(cd.rect.minY == ab.rect.maxY + 8)
    #expect(cd.rect.minX == ab.rect.minX + 30)
  }

  @Test("AnyLayout switches layouts and the subviews keep their identity")
  func anyLayout() throws {
    let horizontal = laidOut(
      AnyLayout(HStackLayout(spacing: 0)) {
        Text("a").font(.system(size: 20))
        Text("b").font(.system(size: 20))
      }, 400, 300)
    #expect(horizontal.type == "HStackLayout")
    #expect(horizontal.text("b")?.rect.minX == horizontal.text("a")?.rect.maxX)
    let vertical = laidOut(
      AnyLayout(VStackLayout(spacing: 0)) {
        Text("a").font(.system(size: 20))
        Text("b").font(.system(size: 20))
      }, 400, 300)
    #expect(vertical.text("b")?.rect.minY == vertical.text("a")?.rect.maxY)
  }

  @Test("zIndex orders drawing within a container")
  func zIndexOrdersDrawing() throws {
    let root = laidOut(
      ZStack {
        Color.red.zIndex(1)
        Color.blue
      }.frame(width: 10, height: 10), 400, 300)
    let stack = try #require(root.first("ZStack"))
    #expect(stack.children.map(\.z) == [1, 0])
  }
}
