import Foundation

extension View {
  /// The value a `TabView`'s selection takes when this tab is chosen.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    var a = Attributes()
    a.layoutValues[ObjectIdentifier(TagSlot.self)] = AnyHashable(tag)
    return AttributeModifier(content: self, attributes: a)
  }
}
