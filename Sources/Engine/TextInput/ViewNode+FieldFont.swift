import Foundation

extension ViewNode {
  /// The face a text field or editor sets `text` in (the environment's font and weight),
  /// and its line height.
  @MainActor
  func fieldFont(for text: String) -> (spec: FontSpec, lineHeight: CGFloat) {
    var font = environment.font ?? TextContent.defaultFont
    if let weight = environment.fontWeight { font.weight = weight }
    let spec = font.spec(for: text, dynamicTypeSize: environment.dynamicTypeSize)
    return (spec, graph.text.size(of: " ", font: spec).height)
  }
}
