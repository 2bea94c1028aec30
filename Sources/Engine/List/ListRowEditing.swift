import Foundation

/// What the user may do to one row of a list: delete it and move it (its `ForEach`'s
/// `onDelete` and `onMove`, called with SwiftUI's offsets), and swipe it open to its
/// swipe actions.
struct ListRowEditing {
  /// Deletes the row (its `ForEach`'s `onDelete` with this row's offset).
  var delete: (@MainActor () -> Void)?
  /// Moves the row `steps` rows down (up when negative) among its `ForEach`'s rows.
  var move: (@MainActor (_ steps: Int) -> Void)?
  /// The `swipeActions` set on the row, by edge.
  var swipe: [HorizontalEdge: SwipeActionSet] = [:]
  /// `deleteDisabled(_:)` and `moveDisabled(_:)` on the row, the innermost's; nil where
  /// neither is said.
  var deleteDisabled: Bool?
  var moveDisabled: Bool?

  /// Takes a `ForEach`'s actions for its row `index` of `count`, but those the row's
  /// `deleteDisabled`/`moveDisabled` withhold.
  mutating func set(_ actions: RowEditActions, index: Int, count: Int) {
    if let delete = actions.delete, deleteDisabled != true {
      self.delete = { delete(IndexSet(integer: index)) }
    }
    if let move = actions.move, moveDisabled != true {
      self.move = { steps in
        guard let destination = Self.moveDestination(from: index, by: steps, count: count)
        else { return }
        move(IndexSet(integer: index), destination)
      }
    }
  }

  /// The offset SwiftUI's `onMove` gets for the row at `index` dropped `steps` rows away
  /// among `count`: the offset of the element it goes before, in the data as it was (one
  /// past its new position when it moves down, as `Array.move(fromOffsets:toOffset:)`
  /// reads it); nil when it stays where it is.
  static func moveDestination(from index: Int, by steps: Int, count: Int) -> Int? {
    guard count > 0 else { return nil }
    let (sum, overflow) = index.addingReportingOverflow(steps)
    let target = overflow ? (steps < 0 ? 0 : count - 1) : min(max(sum, 0), count - 1)
    guard target != index else { return nil }
    return target > index ? target + 1 : target
  }

  /// The actions a swipe from `edge` reveals: the row's own, else, on the trailing edge
  /// of a deletable row, a destructive Delete (as `onDelete` gives in SwiftUI).
  @MainActor
  func actions(_ edge: HorizontalEdge) -> SwipeActionSet? {
    if let set = swipe[edge] { return set }
    guard edge == .trailing, let delete else { return nil }
    return SwipeActionSet.delete(delete)
  }
}

/// A horizontal edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }

    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}
