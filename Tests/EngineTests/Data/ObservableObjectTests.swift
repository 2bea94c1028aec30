import Engine
import Fixtures
import Foundation
import Testing

final class Cart: ObservableObject {
  @Published var items = 0
  @Published var note = ""
}

/// Counts how many carts were made, to see `@StateObject` make one per identity.
@MainActor
final class CartFactory {
  var made = 0
  var carts: [Cart] = []
  var itemsBinding: Binding<Int>?

  func make() -> Cart {
    made += 1
    let cart = Cart()
    carts.append(cart)
    return cart
  }
}

@MainActor
private struct OwnsCart: View {
  @StateObject private var cart: Cart
  let log: Evaluations
  let factory: CartFactory
  let title: String

  init(title: String, factory: CartFactory, log: Evaluations) {
    self.title = title
    self.factory = factory
    self.log = log
    _cart = StateObject(wrappedValue: factory.make())
  }

  var body: some View {
    let _ = log.note("owner")
    let _ = factory.itemsBinding = $cart.items
    VStack {
      Text("\(title) \(cart.items)")
      CartBadge(cart: cart, log: log)
    }
  }
}

@MainActor
private struct CartBadge: View {
  @ObservedObject var cart: Cart
  let log: Evaluations
  var body: some View {
    let _ = log.note("badge")
    Text("badge \(cart.items)")
  }
}

@MainActor
private struct CartReader: View {
  @EnvironmentObject var cart: Cart
  let log: Evaluations
  var body: some View {
    let _ = log.note("reader")
    Text("reader \(cart.items)")
  }
}

@MainActor
private struct Retitled: View {
  let factory: CartFactory
  let log: Evaluations
  @State private var title = "a"
  var body: some View {
    // The log keeps this closure, and the view holds the log: the closure holds the state's
    // binding, not the view, or log and view would keep each other alive.
    let _ =
      log.homeBinding = Binding(
        get: { 0 }, set: { [title = $title] in title.wrappedValue = "t\($0)" })
    OwnsCart(title: title, factory: factory, log: log)
  }
}

@MainActor
@Suite("ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectTests {
  @Test("objectWillChange publishes before the @Published value changes")
  func willChangeBeforeTheValue() {
    let cart = Cart()
    var seen: [Int] = []
    let subscription = cart.objectWillChange.sink { seen.append(cart.items) }
    var published: [Int] = []
    let values = cart.$items.sink { published.append($0) }
    cart.items = 1
    cart.items = 2
    // Combine's semantics: the subscriber runs in `willSet`, and reads the old value;
    // `$items` publishes the current value on subscription, then each new value.
    #expect(seen == [0, 1])
    #expect(published == [0, 1, 2])
    subscription.cancel()
    cart.items = 3
    #expect(seen == [0, 1])
    _ = values
  }

  @Test("all @Published properties of an object share its objectWillChange")
  func sharedPublisher() {
    let cart = Cart()
    var count = 0
    let subscription = cart.objectWillChange.sink { count += 1 }
    cart.items = 1
    cart.note = "x"
    #expect(count == 2)
    _ = subscription
  }

  @Test("@StateObject is made once per identity; its changes re-evaluate the owner and observers")
  func stateObjectOncePerIdentity() throws {
    let factory = CartFactory()
    let log = Evaluations()
    let graph = ViewGraph(
      root: Retitled(factory: factory, log: log), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    // The view's init ran once, and the autoclosure once.
    #expect(factory.made == 1)
    // A new value of the owner (its parent's body again): the init runs again, and the
    // autoclosure is never called.
    try #require(log.homeBinding).wrappedValue = 1
    graph.update()
    #expect(factory.made == 1)
    #expect(log.counts["owner"] == 2)
    #expect(graph.dump().text("t1 0") != nil)
    let cart = try #require(factory.carts.first)
    cart.items = 5
    graph.update()
    // The owner and the badge observing the same object: each evaluated once more.
    #expect(log.counts["owner"] == 3)
    #expect(log.counts["badge"] == 3)
    #expect(graph.dump().text("t1 5") != nil)
    #expect(graph.dump().text("badge 5") != nil)
  }

  @Test("$object.property is a binding that writes through and re-evaluates")
  func projectedBinding() throws {
    let factory = CartFactory()
    let log = Evaluations()
    let graph = ViewGraph(
      root: OwnsCart(title: "c", factory: factory, log: log),
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    try #require(factory.itemsBinding).wrappedValue = 2
    #expect(factory.carts.first?.items == 2)
    graph.update()
    #expect(graph.dump().text("c 2") != nil)
  }

  @Test("@EnvironmentObject finds the ancestor's object and follows it")
  func environmentObject() {
    let cart = Cart()
    let log = Evaluations()
    let graph = ViewGraph(
      root: VStack { CartReader(log: log) }.environmentObject(cart),
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    #expect(graph.dump().text("reader 0") != nil)
    cart.items = 3
    graph.update()
    #expect(log.counts["reader"] == 2)
    #expect(graph.dump().text("reader 3") != nil)
  }

  @Test("a released view stops following its object")
  func releasedViewStops() throws {
    let cart = Cart()
    let log = Evaluations()
    let graph = ViewGraph(
      root: Toggled(cart: cart, log: log), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    try #require(log.homeBinding).wrappedValue = 0
    graph.update()
    #expect(log.counts["badge"] == 1)
    cart.items = 1
    #expect(!graph.needsUpdate, "the badge is gone: nothing to evaluate")
  }
}

@MainActor
private struct Toggled: View {
  let cart: Cart
  let log: Evaluations
  @State private var shows = true
  var body: some View {
    // The log keeps this closure, and the view holds the log: the closure holds the state's
    // binding, not the view, or log and view would keep each other alive.
    let _ =
      log.homeBinding = Binding(
        get: { 0 }, set: { [shows = $shows] _ in shows.wrappedValue = false })
    if shows { CartBadge(cart: cart, log: log) }
  }
}
