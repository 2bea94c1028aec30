import Foundation

/// The lines `Text` nodes of one graph were set into, shared between nodes that show the
/// same text in the same environment for the same proposal.
///
/// Setting text is pure (`TextContent.layout` reads only its content, the environment, the
/// proposal and the graph's text measuring), so nodes alike in all four share one result:
/// a row of 100 000 tiles of a dozen glyphs sets a dozen texts instead of 300 000 (each
/// tile is measured ideally, then for its slot, then placed), and a text measured and then
/// placed for the same proposal is set once. The environment is matched by its storage,
/// which a container's subviews share, and each entry keeps that storage alive so that
/// its identity cannot be reused. Emptied past `capacity`, so thousands of distinct texts
/// cost a lookup each and bounded memory.
@MainActor
final class TextLayoutCache {
  /// Entries kept before the cache starts again (hand-tuned: a screenful of distinct texts
  /// at several proposals each).
  static let capacity = 4096

  private struct Key: Hashable {
    let content: TextContent
    let environment: ObjectIdentifier
    let proposal: ProposedViewSize

    /// Hashes what is quick to hash: the shown text's first bytes and length (a `String`
    /// hash normalises the text first, which cost more than the lookup saved).
    func hash(into hasher: inout Hasher) {
      let utf8 = content.shown.utf8
      hasher.combine(utf8.count)
      for byte in utf8.prefix(16) { hasher.combine(byte) }
      hasher.combine(environment)
      hasher.combine(proposal)
    }

    /// Equal contents with the same shown bytes (so equal keys hash alike).
    static func == (a: Key, b: Key) -> Bool {
      a.environment == b.environment && a.proposal == b.proposal
        && a.content.shown.utf8.elementsEqual(b.content.shown.utf8) && a.content == b.content
    }
  }

  private var entries: [Key: (lines: TextContent.Lines, environment: EnvironmentValues)] = [:]

  /// `content` set for `proposal` in `environment`, from the cache when a node alike was.
  func lines(
    _ content: TextContent, for proposal: ProposedViewSize, environment: EnvironmentValues,
    text: any TextMeasuring
  ) -> TextContent.Lines {
    let key = Key(content: content, environment: environment.identity, proposal: proposal)
    if let hit = entries[key] { return hit.lines }
    let lines = content.layout(for: proposal, environment: environment, text: text)
    if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = (lines, environment)
    return lines
  }
}
