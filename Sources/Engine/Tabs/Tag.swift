import Foundation

/// `.tag(_:)` (Controls/Picker/PickerOption.swift) also files its value in the tagged
/// view's attributes, where a `TabView` reads each tab's.
extension TagModifier: PrimitiveView {
  func build(_ node: ViewNode, _ context: BuildContext) {
    var a = Attributes()
    a.layoutValues[ObjectIdentifier(TagSlot.self)] = tag
    AttributeModifier(content: content, attributes: a).build(node, context)
  }
}
