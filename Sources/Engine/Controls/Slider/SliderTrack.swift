import Foundation

/// The iOS 17 slider's metrics (Apple publishes none for UISlider's drawing; these are
/// measured on iOS 17 screenshots and named as stand-ins).
enum SliderLook {
  /// The thumb's diameter, and the control's height (measured: 28 pt).
  static let thumb: CGFloat = 28
  /// The track's thickness (measured: 4 pt, rounded ends).
  static let track: CGFloat = 4
  /// The width a slider takes when offered none (a stand-in; SwiftUI's slider fills the
  /// width it is offered).
  static let idealWidth: CGFloat = 100
}

/// A slider's track and thumb, drawn by `SliderTrackKind`.
struct SliderTrack: View, PrimitiveView {
  /// Where the thumb is, 0 at the leading end to 1.
  let fraction: Double
  let tint: Color

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = SliderTrackKind(
      fraction: fraction, tint: tint.resolved(in: context.environment))
    node.dumpName = "Slider"
    node.reconcile(context) { _ in }
  }
}

/// A slider's track: the width it is offered, the thumb's height. It draws the track in
/// `systemFill`, the part before the thumb in the tint, and the white thumb with a shadow.
struct SliderTrackKind: NodeKind {
  let fraction: Double
  let tint: Color

  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    TintedTrack.size(for: proposal, height: SliderLook.thumb)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0 else { return }
    let t = SliderLook.track
    let track = CGRect(x: frame.minX, y: frame.midY - t / 2, width: frame.width, height: t)
    let (minX, width) = SliderMapping.travel(in: frame)
    let x = minX + width * CGFloat(fraction)
    TintedTrack.draw(
      track, radius: t / 2, filled: x - track.minX, tint: tint, opacity: opacity, into: &list)
    let d = SliderLook.thumb
    let thumb = CGRect(x: x - d / 2, y: frame.midY - d / 2, width: d, height: d)
    list.append(
      .fill(
        thumb.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1), cornerRadius: d / 2 + 0.5,
        color: ControlColors.shadow.opacity(opacity)))
    list.append(.fill(thumb, cornerRadius: d / 2, color: Color.white.opacity(opacity)))
  }
}
