import Foundation

/// A stretch of a `Text` in one style.
struct TextRun: Equatable, Sendable {
  var string: String
  var style = TextRunStyle()
}
