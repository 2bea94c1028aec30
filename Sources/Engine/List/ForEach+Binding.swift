import Foundation

extension ForEach {
  /// A view for each element of a binding to a collection, given a binding to its element
  /// (`ForEach($items) { $item in … }`), identified by the element's `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  /// A view for each element of a binding to a collection, given a binding to its element,
  /// identified by `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let snapshot = data.wrappedValue
    self.data = snapshot.indices.lazy.map { ($0, snapshot[$0][keyPath: id]) }
    self.id = { $0.1 }
    self.content = { pair in content(data.element(at: pair.0, else: snapshot[pair.0])) }
  }
}

extension Binding where Value: MutableCollection {
  /// A binding to the element at `index`. Once the collection no longer has that index
  /// (the element was deleted) it reads `fallback` and writes nothing, rather than trap.
  @MainActor
  func element(at index: Value.Index, else fallback: Value.Element) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: {
        let c = wrappedValue
        return c.indices.contains(index) ? c[index] : fallback
      },
      set: { newValue in
        guard wrappedValue.indices.contains(index) else { return }
        wrappedValue[index] = newValue
      })
  }
}
