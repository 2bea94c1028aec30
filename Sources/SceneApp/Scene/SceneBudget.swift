import Engine
import Foundation
import PreviewHost

/// What a valid scene may cost to draw, over the whole scene rather than per row: every
/// file that passes validation draws within the README's 600 MB and a few seconds (release
/// build). Each limit is checked on the parsed numbers before anything is built, and a
/// scene beyond one is an invalid scene file (exit 3) whose message names the budget.
enum SceneBudget {
  /// Rows: each is a stack of its own with its own measuring; a thousand fill any window.
  static let maximumRows = 1_000
  /// Tiles in all rows together: as many as one full row may hold.
  static let maximumItems = RowStyle.maximumItems
  /// Tiles in all rows times the number of rows: laying the rows out costs about that
  /// (rows give way together when the window is short), measured in a debug build as 3 s
  /// for 1 000 rows of 10 tiles and 9 s for 100 rows of 1 000, but 49 s for 1 000 rows of
  /// 100 (10⁸).
  static let maximumTileRows = 10_000_000.0
  /// Tiles times their font size, summed over rows: a full row at the largest size.
  static let maximumItemPoints = Double(RowStyle.maximumItems) * 1000
  /// Characters of distinct text to measure and draw, each counted at every font size it
  /// appears in and weighted by that size in points: text is measured once per string and
  /// size, and a distinct 32-character string at 100 points costs about 3.5 ms (a fallback
  /// font's CJK), so this stays within a few seconds.
  static let maximumTextPoints = 2_000_000.0

  /// JSON values in the whole file, counted while it is read, so that a file far over the
  /// other budgets (16 MB of empty rows is 5 million values) is refused after its first
  /// megabyte or so instead of being read whole first (15–36 s in a debug build). A scene
  /// within every other budget has at most about 410 000: 6 at the top, 10 per row (the
  /// row, `items`, five numbers and names, `tile` and its two), a string per tile, 16 for
  /// the carousel and its animation, and 3 per page given as `{"label", "color"}`:
  /// 6 + 10·1 000 + 100 000 + 16 + 1 + 3·100 000.
  static let maximumJSONValues = 500_000
  static let jsonValues = JSONReader.ValueBudget(
    limit: maximumJSONValues,
    message:
      "the scene is over its budget of \(maximumJSONValues) JSON values "
      + "(a scene within its row, tile and page budgets has fewer); stopped reading here")

  /// Throws when there are more rows than `maximumRows`, at the `rows` array.
  static func check(rowCount: Int, at cursor: JSONCursor) throws(SourceError) {
    try over("rows", Double(rowCount), Double(maximumRows), at: cursor)
  }

  /// Throws when `rows` is beyond a budget, at the `rows` array.
  static func check(_ rows: [RowStyle], at cursor: JSONCursor) throws(SourceError) {
    func over(_ what: String, _ value: Double, _ limit: Double) throws(SourceError) {
      try Self.over(what, value, limit, at: cursor)
    }
    try over(
      "tiles in all rows", Double(rows.reduce(0) { $0 + $1.items.count }), Double(maximumItems))
    let tiles = Double(rows.reduce(0) { $0 + $1.items.count })
    try over("tiles in all rows times rows", tiles * Double(rows.count), maximumTileRows)
    let points = rows.reduce(0.0) { $0 + Double($1.items.count) * Double($1.fontSize) }
    try over("tiles times font size", points, maximumItemPoints)
    var seen = Set<TextKey>()
    var text = 0.0
    for row in rows {
      for item in row.items
      where seen.insert(TextKey(text: item, size: Double(row.fontSize))).inserted {
        text += Double(item.count) * Double(row.fontSize)
      }
    }
    try over("characters of distinct text times font size", text, maximumTextPoints)
  }

  private static func over(
    _ what: String, _ value: Double, _ limit: Double, at cursor: JSONCursor
  ) throws(SourceError) {
    guard value > limit else { return }
    throw cursor.error(
      "the scene is over its budget of \(JSONWriter.number(limit)) \(what) "
        + "(this one has \(JSONWriter.number(value)))")
  }

  /// A string at a font size: what text measuring caches by.
  private struct TextKey: Hashable {
    var text: String
    var size: Double
  }
}
