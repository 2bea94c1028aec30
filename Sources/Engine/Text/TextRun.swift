import Foundation

/// A stretch of a `Text` in one style.
struct TextRun: Equatable, Sendable {
  var string: String
  var style = TextRunStyle()
  /// A date the run shows (`Text(_:style:)`); `string` is set from it when built.
  var date: TextDate? = nil
}
