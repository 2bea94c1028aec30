import Foundation

/// A node's sizes for the proposals it was asked within one layout pass.
///
/// Most nodes are asked at most three proposals a pass (a tile its ideal size and its
/// slot; a stack's subview its length for zero, for infinity and its share), so the first
/// three live inline and only a node asked more spills into a dictionary. A dictionary per
/// node cost a hashed lookup per ask and a heap allocation per node: for a row of 100 000
/// tiles, a twentieth of its first frame, and every subview of a stack spilled into one.
struct SizeCache {
  /// A proposal in two words: an unspecified length is stored as NaN, which no proposal
  /// asked of a node holds (`ProposedViewSize.withoutNaN`). An optional length takes 16
  /// bytes, so each inline proposal took 16 bytes more of every node.
  private struct Key: Equatable {
    var width: CGFloat
    var height: CGFloat

    init(_ p: ProposedViewSize) {
      width = p.width ?? .nan
      height = p.height ?? .nan
    }

    static func == (a: Key, b: Key) -> Bool {
      (a.width == b.width || (a.width.isNaN && b.width.isNaN))
        && (a.height == b.height || (a.height.isNaN && b.height.isNaN))
    }
  }

  private var first = (Key(.unspecified), CGSize.zero)
  private var second = (Key(.unspecified), CGSize.zero)
  private var third = (Key(.unspecified), CGSize.zero)
  /// How many of the inline entries hold a size.
  private var inline: UInt8 = 0
  private var more: [ProposedViewSize: CGSize]?

  /// The size cached for `proposal` (one without NaN); setting stores it (a proposal is set
  /// at most once a pass: the node asks the cache first).
  subscript(proposal: ProposedViewSize) -> CGSize? {
    get {
      let key = Key(proposal)
      if inline > 0 && first.0 == key { return first.1 }
      if inline > 1 && second.0 == key { return second.1 }
      if inline > 2 && third.0 == key { return third.1 }
      return more?[proposal]
    }
    set {
      guard let newValue else { return }
      switch inline {
      case 0: first = (Key(proposal), newValue)
      case 1: second = (Key(proposal), newValue)
      case 2: third = (Key(proposal), newValue)
      default:
        more = more ?? [:]
        more![proposal] = newValue
        return
      }
      inline += 1
    }
  }

  /// Forgets every size (a new pass has begun).
  mutating func removeAll(keepingCapacity: Bool = false) {
    inline = 0
    more?.removeAll(keepingCapacity: keepingCapacity)
  }
}
