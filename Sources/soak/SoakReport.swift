/// What a soak run did: frames, inputs and carousel events by kind, and invariant
/// violations (the first few kept verbatim).
struct SoakReport {
  var frames = 0
  var rowLayouts = 0
  var commands = 0
  /// The longest time from the last input (or autoplay step) to rest, in seconds.
  var longestSettle = 0.0
  var counts: [String: Int] = [:]
  var violations = 0
  var firstViolations: [String] = []

  mutating func count(_ kind: String) { counts[kind, default: 0] += 1 }

  mutating func violation(_ message: String) {
    violations += 1
    if firstViolations.count < 20 { firstViolations.append(message) }
  }

  /// One `kind: count` per line, sorted by kind.
  var countLines: [String] {
    counts.keys.sorted().map { "  \($0): \(counts[$0]!)" }
  }
}
