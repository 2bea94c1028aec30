import Foundation

/// Estimates pointer velocity from the samples of the last ~100 ms.
///
/// Time is a parameter, so the same samples give the same velocity in tests, headless runs
/// and the window. Samples older than the window are discarded as they arrive, so memory is
/// bounded however long a drag lasts.
struct VelocityTracker: Sendable, Equatable {
  /// The look-back window (seconds): UIKit and Flutter both use about 100 ms.
  static let window = 0.1

  private var samples: [(time: Double, position: Double)] = []

  static func == (a: VelocityTracker, b: VelocityTracker) -> Bool {
    a.samples.elementsEqual(b.samples) { $0.time == $1.time && $0.position == $1.position }
  }

  mutating func add(position: Double, at time: Double) {
    samples.append((time, position))
    if let i = samples.firstIndex(where: { $0.time >= time - Self.window }), i > 0 {
      samples.removeFirst(i)
    }
  }

  /// Points per second over the samples within the window before `now`; 0 when the pointer
  /// rested for the whole window.
  func velocity(at now: Double) -> Double {
    let recent = samples.filter { $0.time >= now - Self.window }
    guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-6 else {
      return 0
    }
    let v = (last.position - first.position) / (last.time - first.time)
    return v.isFinite ? v : 0
  }
}
