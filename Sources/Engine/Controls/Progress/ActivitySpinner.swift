import Foundation

/// An indeterminate progress view's spinner: iOS's activity indicator.
///
/// Eight spokes around the centre, the leading one darkest and the others fading behind
/// it, moving on one spoke per step. The display list draws no rotated shapes, so each
/// spoke is a row of small dots along its direction (a stand-in for iOS's rounded bars).
/// It asks the host for a frame per step while it is drawn on screen
/// (`ViewGraph.noteTicking`), so a spinner off screen or in a hidden window keeps nothing
/// awake.
struct ActivitySpinner: View, PrimitiveView {
  let large: Bool

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.buildSpinner(
      ActivitySpinnerKind(side: large ? ProgressLook.largeSpinner : ProgressLook.spinner), context)
  }
}

struct ActivitySpinnerKind: SpinnerKind {
  let side: CGFloat

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    node.graph.noteTicking(every: ProgressLook.step, frame: frame)
    let n = ProgressLook.spokes
    let lead = Int((node.graph.now / ProgressLook.step).rounded(.down)) % n
    // The spoke `lead` is darkest, each one behind it fainter.
    Self.drawSpokes(0..<n, side: side, in: frame, into: &list) { i in
      let behind = (lead - i + n) % n
      return (1 - 0.7 * Double(behind) / Double(n - 1)) * opacity
    }
  }

  /// Draws the spokes `spokes` (0 at 12 o'clock, on clockwise) of a spinner `side` points
  /// wide centred in `frame`, each at the opacity `alpha` gives it.
  static func drawSpokes(
    _ spokes: Range<Int>, side: CGFloat, in frame: CGRect, into list: inout DisplayList,
    alpha: (Int) -> Double
  ) {
    let n = ProgressLook.spokes
    // Spokes run from 0.45 to 0.95 of the radius, 0.1 of the side thick (measured).
    let radius = side / 2
    let dot = side * 0.1
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    for i in spokes {
      let angle = Double(i) / Double(n) * 2 * .pi
      let (dx, dy) = (CGFloat(sin(angle)), CGFloat(-cos(angle)))
      let color = ProgressLook.spokeColor.opacity(alpha(i))
      for k in 0..<4 {
        let r = radius * (0.45 + 0.5 * CGFloat(k) / 3) - dot / 2 * CGFloat(k) / 3
        let c = CGPoint(x: centre.x + dx * r, y: centre.y + dy * r)
        list.append(
          .fill(
            CGRect(x: c.x - dot / 2, y: c.y - dot / 2, width: dot, height: dot),
            cornerRadius: dot / 2, color: color))
      }
    }
  }
}
