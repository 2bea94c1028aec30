import Engine
import Fixtures
import Foundation
import Testing

/// Records body evaluations and keeps bindings so tests can write state from outside.
@MainActor
final class Probe {
  var bodies: [String: Int] = [:]
  var counters: [String: Binding<Int>] = [:]
  var reorder: (([String]) -> Void)?
  var flag: ((Bool) -> Void)?

  func evaluated(_ name: String) -> Bool {
    bodies[name, default: 0] += 1
    return true
  }
}

@MainActor
private struct Counter: View {
  let name: String
  let probe: Probe
  @State private var count = 0

  var body: some View {
    let _ = probe.evaluated(name)
    let _ = probe.counters[name] = $count
    Text("\(name)=\(count)").font(.system(size: 20))
  }
}

@MainActor
private struct Parent: View {
  let names: [String]
  let probe: Probe
  @State private var title = "t"

  var body: some View {
    let _ = probe.evaluated("parent")
    VStack {
      Text(title)
      ForEach(names, id: \.self) { name in
        Counter(name: name, probe: probe)
      }
    }
  }
}

@MainActor
@Suite("State lives with identity; only invalidated bodies are evaluated")
struct ViewStateTests {
  @Test("writing a child's state re-evaluates that child's body and no other")
  func onlyTheChangedBody() throws {
    let probe = Probe()
    let graph = ViewGraph(
      root: Parent(names: ["a", "b", "c"], probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    _ = graph.dump()
    #expect(probe.bodies == ["parent": 1, "a": 1, "b": 1, "c": 1])
    probe.counters["b"]?.wrappedValue = 5
    #expect(graph.needsUpdate)
    let dump = graph.dump()
    #expect(probe.bodies == ["parent": 1, "a": 1, "b": 2, "c": 1])
    #expect(dump.text("b=5") != nil)
  }

  @Test("a still graph evaluates no body and lays out nothing")
  func stillDoesNothing() throws {
    let probe = Probe()
    let graph = ViewGraph(
      root: Parent(names: ["a"], probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    _ = graph.displayList()
    let bodies = graph.bodyEvaluations
    let passes = graph.layoutPasses
    for _ in 0..<10 { _ = graph.displayList() }
    #expect(graph.bodyEvaluations == bodies)
    #expect(graph.layoutPasses == passes)
    graph.size = CGSize(width: 500, height: 300)
    _ = graph.displayList()
    #expect(graph.layoutPasses == passes + 1)
    #expect(graph.bodyEvaluations == bodies)
  }

  @Test("ForEach ids keep each element's state when the data is reordered or shrinks")
  func identityAcrossReordering() throws {
    let probe = Probe()
    let graph = ViewGraph(
      root: Reorderable(names: ["a", "b", "c"], probe: probe),
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    _ = graph.dump()
    probe.counters["b"]?.wrappedValue = 7
    probe.reorder?(["c", "b"])
    let dump = graph.dump()
    #expect(dump.text("b=7") != nil)
    #expect(dump.text("c=0") != nil)
    #expect(dump.text("a=0") == nil)
    // "a" left and comes back: a new view, with new state.
    probe.counters["a"]?.wrappedValue = 3
    probe.reorder?(["a", "b"])
    #expect(graph.dump().text("a=0") != nil)
  }

  @Test("switching an if branch gives the other branch fresh state")
  func branchesHaveTheirOwnIdentity() throws {
    let probe = Probe()
    let graph = ViewGraph(
      root: Branches(probe: probe), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    _ = graph.dump()
    probe.counters["x"]?.wrappedValue = 4
    #expect(graph.dump().text("x=4") != nil)
    probe.flag?(false)
    #expect(graph.dump().text("y=0") != nil)
    probe.flag?(true)
    #expect(graph.dump().text("x=0") != nil)
  }

  @Test("a tap runs the handler of the topmost view under the pointer")
  func tapRouting() throws {
    let probe = Probe()
    let host = ViewHost(
      root: Tappable(probe: probe), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let dump = host.dump()
    let button = try #require(dump.text("tap=0"))
    let p = CGPoint(x: button.rect.midX, y: button.rect.midY)
    host.pointerDown(p, at: 0.1)
    host.pointerUp(p, at: 0.2)
    #expect(host.dump().text("tap=1") != nil)
    // A press that wanders off is not a tap.
    host.pointerDown(p, at: 0.3)
    host.pointerMoved(CGPoint(x: p.x + 50, y: p.y), at: 0.4)
    host.pointerUp(CGPoint(x: p.x + 50, y: p.y), at: 0.5)
    #expect(host.dump().text("tap=1") != nil)
  }
}

@MainActor
private struct Reorderable: View {
  let probe: Probe
  @State private var names: [String]

  init(names: [String], probe: Probe) {
    self.probe = probe
    _names = State(initialValue: names)
  }

  var body: some View {
    let binding = $names
    let _ = probe.reorder = { binding.wrappedValue = $0 }
    VStack {
      ForEach(names, id: \.self) { name in
        Counter(name: name, probe: probe)
      }
    }
  }
}

@MainActor
private struct Branches: View {
  let probe: Probe
  @State private var showX = true

  var body: some View {
    let binding = $showX
    let _ = probe.flag = { binding.wrappedValue = $0 }
    if showX {
      Counter(name: "x", probe: probe)
    } else {
      Counter(name: "y", probe: probe)
    }
  }
}

@MainActor
private struct Tappable: View {
  let probe: Probe
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("tap=\(taps)").font(.system(size: 20)).padding().onTapGesture { taps += 1 }
      Text("other").font(.system(size: 20))
    }
  }
}

@MainActor
private struct Stepper: View {
  @Binding var value: Int

  var body: some View {
    Text("v=\(value)").font(.system(size: 20)).onTapGesture { value += 1 }
  }
}

@MainActor
private struct StepperHost: View {
  @State private var count = 3

  var body: some View {
    VStack {
      Stepper(value: $count)
      Text("count=\(count)").font(.system(size: 20))
    }
  }
}

@MainActor
@Suite("@Binding")
struct BindingTests {
  @Test("a child writes its parent's state through @Binding")
  func childWritesParentState() throws {
    let host = ViewHost(
      root: StepperHost(), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let v = try #require(host.dump().text("v=3"))
    let p = CGPoint(x: v.rect.midX, y: v.rect.midY)
    host.pointerDown(p, at: 0.1)
    host.pointerUp(p, at: 0.2)
    #expect(host.dump().text("v=4") != nil)
    #expect(host.dump().text("count=4") != nil)
  }
}

/// A root whose value comes from outside (`title`) and whose state is its own (`count`).
@MainActor
private struct Titled: View {
  let title: String
  let probe: Probe
  @State private var count = 0

  var body: some View {
    let _ = probe.counters["root"] = $count
    ScrollView(.horizontal) {
      HStack {
        ForEach(0..<5, id: \.self) { i in
          Text("\(title) \(i) \(count)").frame(width: 300, height: 40).id(i)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
  }
}

@MainActor
@Suite("A host gives its root a new value")
struct RootValueTests {
  @Test("a new value of the same type keeps state and scroll position; another type starts afresh")
  func setRoot() throws {
    let probe = Probe()
    let host = ViewHost(
      root: Titled(title: "a", probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    probe.counters["root"]?.wrappedValue = 2
    host.handle(.command(.last), at: 0.1)
    host.update(now: 2)
    let before = try #require(host.dump().first("ScrollView")?.contentOffset)
    #expect(before[0] > 0, "scrolled to the last page")
    host.setRoot(Titled(title: "b", probe: probe))
    host.update(now: 2.1)
    let dump = host.dump()
    #expect(dump.text("b 4 2") != nil, "new value, same state")
    #expect(dump.text("a 4 2") == nil)
    #expect(dump.first("ScrollView")?.contentOffset == before, "the scroll view kept its place")
    host.setRoot(Text("other"))
    host.update(now: 2.2)
    #expect(host.dump().text("other") != nil)
    #expect(host.dump().first("ScrollView") == nil)
  }
}
