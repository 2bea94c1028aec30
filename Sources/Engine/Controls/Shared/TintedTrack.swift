import Foundation

/// A capsule track in `systemFill` whose leading part is in the tint: what a linear
/// progress bar and a slider draw under their value.
enum TintedTrack {
  /// The width a track takes: the width offered, or `SliderLook.idealWidth` when none is
  /// (or it is infinite); `height` across.
  static func size(for proposal: ProposedViewSize, height: CGFloat) -> CGSize {
    let width = proposal.width.map { $0.isFinite ? max($0, 0) : SliderLook.idealWidth }
    return CGSize(width: width ?? SliderLook.idealWidth, height: height)
  }

  /// Draws `track` with corner radius `radius`, and over it its first `filled` points in
  /// `tint`.
  static func draw(
    _ track: CGRect, radius: CGFloat, filled length: CGFloat, tint: Color, opacity: Double,
    into list: inout DisplayList
  ) {
    list.append(
      .fill(track, cornerRadius: radius, color: ControlColors.systemFill.opacity(opacity)))
    let filled = CGRect(x: track.minX, y: track.minY, width: length, height: track.height)
    if filled.width > 0 {
      list.append(.fill(filled, cornerRadius: radius, color: tint.opacity(opacity)))
    }
  }
}
