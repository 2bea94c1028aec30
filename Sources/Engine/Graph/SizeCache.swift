import Foundation

/// A node's sizes for the proposals it was asked within one layout pass.
///
/// Most nodes are asked one or two proposals a pass (a tile its ideal size and its slot), so
/// the first two live inline and only a node asked more (a stack: zero, infinity and its
/// offer) spills into a dictionary. A dictionary per node cost a hashed lookup per ask and
/// a heap allocation per node: for a row of 100 000 tiles, a twentieth of its first frame.
struct SizeCache {
  private var firstProposal = ProposedViewSize.unspecified
  private var firstSize = CGSize.zero
  private var secondProposal = ProposedViewSize.unspecified
  private var secondSize = CGSize.zero
  /// How many of the inline entries hold a size.
  private var inline: UInt8 = 0
  private var more: [ProposedViewSize: CGSize]?

  /// The size cached for `proposal`; setting stores it (a proposal is set at most once a
  /// pass: the node asks the cache first).
  subscript(proposal: ProposedViewSize) -> CGSize? {
    get {
      if inline > 0 && firstProposal == proposal { return firstSize }
      if inline > 1 && secondProposal == proposal { return secondSize }
      return more?[proposal]
    }
    set {
      guard let newValue else { return }
      switch inline {
      case 0:
        firstProposal = proposal
        firstSize = newValue
        inline = 1
      case 1:
        secondProposal = proposal
        secondSize = newValue
        inline = 2
      default:
        more = more ?? [:]
        more![proposal] = newValue
      }
    }
  }

  /// Forgets every size (a new pass has begun).
  mutating func removeAll(keepingCapacity: Bool = false) {
    inline = 0
    more?.removeAll(keepingCapacity: keepingCapacity)
  }
}
