import Foundation

/// The first of a file's errors in reading order.
///
/// A parser reads an object's keys in a fixed order (its fields'), not the file's; with two
/// mistakes it would report whichever key it reads first. Each read goes through `run`, and
/// `check()` throws the error nearest the start of the file: the one an editor meets first.
package struct FirstSourceError {
  private(set) var error: SourceError?

  package init() {}

  /// Runs `read`, keeping its error when it comes before the one kept so far.
  package mutating func run(_ read: () throws(SourceError) -> Void) {
    do { try read() } catch { keep(error) }
  }

  /// Keeps `error` when it comes before the one kept so far (line, then column).
  package mutating func keep(_ new: SourceError) {
    guard let kept = error else {
      error = new
      return
    }
    if (new.line, new.column) < (kept.line, kept.column) { error = new }
  }

  /// Throws the first error kept, if any.
  package func check() throws(SourceError) {
    if let error { throw error }
  }
}
