import Foundation

extension ViewGraph {
  /// Draws `node` while something moves: its kind with interpolated data, its transition's
  /// effects, then the departing views drawn after it.
  func drawMoving(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let kind = presentedKind(of: node)
    if let run = motion.transitions[ObjectIdentifier(node)] {
      let frame = node.presentedFrame
      let pose = TransitionPose(
        run.effects, at: run.fraction(at: now), frame: frame,
        direction: node.environment.layoutDirection)
      let start = list.commands.count
      if pose.opacity > 0 { kind.draw(node, into: &list, opacity: opacity * pose.opacity) }
      pose.apply(to: &list, from: start, frame: frame)
    } else {
      kind.draw(node, into: &list, opacity: opacity)
    }
    guard !motion.departures.isEmpty else { return }
    for departure in motion.departures where departure.anchor === node {
      for leaf in departure.leaves { leaf.draw(into: &list, opacity: opacity) }
    }
  }

  /// Draws the departing views with no view left around them, above the window's content.
  func drawUnanchoredDepartures(into list: inout DisplayList) {
    for departure in motion.departures where departure.anchor == nil {
      for leaf in departure.leaves { leaf.draw(into: &list, opacity: 1) }
    }
  }
}
