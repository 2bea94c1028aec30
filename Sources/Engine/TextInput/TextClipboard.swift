import Foundation

/// The system clipboard's text, as the host provides it: Engine reads and writes it
/// without knowing where it lives (SDL's clipboard in the window, memory in headless runs
/// and tests).
@MainActor
public protocol TextClipboard: AnyObject {
  /// The clipboard's text; nil when it holds none.
  var string: String? { get set }
}

/// A clipboard of Engine's own, for runs without a system one.
@MainActor
public final class MemoryClipboard: TextClipboard {
  public var string: String?

  public init(_ string: String? = nil) {
    self.string = string
  }
}

/// What a text field's edit may need from the host: the clipboard, and where to say that
/// pasted text was cut to the field's budget.
@MainActor
struct TextInputContext {
  let clipboard: any TextClipboard
  let report: (String) -> Void
}
