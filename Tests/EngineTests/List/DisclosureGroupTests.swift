import Engine
import Fixtures
import Foundation
import Testing

/// A disclosure group of two fruits, with its own expansion or a binding's.
@MainActor
struct FruitGroup: View {
  var bound = false
  var inList = false
  @State private var open = true

  var body: some View {
    if inList {
      List { group }
    } else {
      VStack { group }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @ViewBuilder private var group: some View {
    if bound {
      DisclosureGroup("Fruits", isExpanded: $open) {
        Text("Apple")
        Text("Pear")
      }
    } else {
      DisclosureGroup("Fruits") {
        Text("Apple")
        Text("Pear")
      }
    }
  }
}

/// A tree for `List(_:children:)`: two roots, the first with two leaves.
struct OutlineNode: Identifiable {
  let id: String
  var children: [OutlineNode]?
}

@MainActor
struct Tree: View {
  static let roots = [
    OutlineNode(id: "Food", children: [OutlineNode(id: "Bread"), OutlineNode(id: "Soup")]),
    OutlineNode(id: "Tools"),
  ]

  var body: some View {
    List(Tree.roots, children: \.children) { Text($0.id) }
  }
}

@MainActor
@Suite("Disclosure groups and outlines")
struct DisclosureGroupTests {
  @Test(
    "a group of its own starts collapsed; a tap on its label shows the content, another hides it")
  func ownExpansion() throws {
    var clock = HostClock(FruitGroup(), width: 400, height: 300)
    clock.run(until: 0.1)
    // SwiftUI: DisclosureGroup(_:content:) starts collapsed.
    let label = try #require(clock.host.dump().text("Fruits"))
    #expect(clock.host.dump().text("Apple") == nil)
    listTap(&clock, label.rect.mid)
    let apple = try #require(clock.host.dump().text("Apple"))
    let pear = try #require(clock.host.dump().text("Pear"))
    // The content stands in 20 pt from the label (DisclosureMetrics.indent) and follows it
    // in reading order: label, Apple, Pear, top to bottom.
    #expect(abs(apple.rect.minX - label.rect.minX - 20) < 0.01)
    #expect(abs(pear.rect.minX - label.rect.minX - 20) < 0.01)
    #expect(label.rect.maxY <= apple.rect.minY)
    #expect(apple.rect.maxY <= pear.rect.minY)
    listTap(&clock, try #require(clock.host.dump().text("Fruits")).rect.mid)
    #expect(clock.host.dump().text("Apple") == nil)
  }

  @Test("isExpanded: the binding decides, and a tap on the label writes it")
  func boundExpansion() throws {
    var clock = HostClock(FruitGroup(bound: true), width: 400, height: 300)
    clock.run(until: 0.1)
    // The binding starts true, so the content shows without a tap.
    #expect(clock.host.dump().text("Apple") != nil)
    listTap(&clock, try #require(clock.host.dump().text("Fruits")).rect.mid)
    #expect(clock.host.dump().text("Apple") == nil)
    listTap(&clock, try #require(clock.host.dump().text("Fruits")).rect.mid)
    #expect(clock.host.dump().text("Pear") != nil)
  }

  @Test("in a list the label and each content row are 44 pt apart, line to line")
  func listRows() throws {
    var clock = HostClock(FruitGroup(bound: true, inList: true), width: 400, height: 400)
    clock.run(until: 0.1)
    let label = try #require(clock.host.dump().text("Fruits"))
    let apple = try #require(clock.host.dump().text("Apple"))
    let pear = try #require(clock.host.dump().text("Pear"))
    // Apple's HIG gives list rows 44 pt; each content row of an expanded group is one more
    // such row, so single-line texts centred in them are 44 pt apart.
    #expect(abs(apple.rect.midY - label.rect.midY - 44) < 0.5)
    #expect(abs(pear.rect.midY - apple.rect.midY - 44) < 0.5)
  }

  @Test("List(_:children:) shows the roots; an element with children expands to show them")
  func outline() throws {
    var clock = HostClock(Tree(), width: 400, height: 400)
    clock.run(until: 0.1)
    let food = try #require(clock.host.dump().text("Food"))
    let tools = try #require(clock.host.dump().text("Tools"))
    // Collapsed at first (an outline's groups start closed): only the two roots.
    #expect(clock.host.dump().text("Bread") == nil)
    #expect(food.rect.maxY <= tools.rect.minY)
    listTap(&clock, food.rect.mid)
    let bread = try #require(clock.host.dump().text("Bread"))
    let soup = try #require(clock.host.dump().text("Soup"))
    // The leaves come between their root and the next root, indented under their root.
    let toolsAfter = try #require(clock.host.dump().text("Tools"))
    #expect(bread.rect.minX > food.rect.minX)
    #expect(bread.rect.maxY <= soup.rect.minY)
    #expect(soup.rect.maxY <= toolsAfter.rect.minY)
  }
}
