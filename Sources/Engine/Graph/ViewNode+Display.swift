import Foundation

extension ViewGraph {
  /// The frame's drawing, back to front, after bringing state and layout up to date.
  public func displayList(background: Color = .white) -> DisplayList {
    layoutIfNeeded()
    var list = DisplayList()
    let window = CGRect(origin: .zero, size: size)
    list.append(.fill(window, cornerRadius: 0, color: background))
    list.append(.pushClip(window))
    for item in rootItems() { item.node.draw(into: &list, opacity: 1) }
    if !motion.departures.isEmpty { drawUnanchoredDepartures(into: &list) }
    for popup in livePopups() {
      for item in popup.items() { item.node.draw(into: &list, opacity: 1) }
    }
    // Presented layers (sheets, alerts) above everything, in the order presented.
    for layer in presentations.layers where layer.isAttached && layer.hasFrame {
      layer.draw(into: &list, opacity: 1)
    }
    list.append(.popClip)
    return list
  }
}

extension ViewNode {
  /// Appends this node's drawing (and its subviews') to `list`.
  func draw(into list: inout DisplayList, opacity: Double) {
    // Values in motion are drawn as they are now (Graph/ViewGraph+MotionDrawing.swift).
    if graph.motion.affectsDrawing { return graph.drawMoving(self, into: &list, opacity: opacity) }
    kind.draw(self, into: &list, opacity: opacity)
  }
}
