import Engine
import Foundation
import PreviewHost

extension SceneDocument {
  /// Reads a scene file: JSON in which every key is optional and defaults to `SceneDocument.default`.
  ///
  /// Validation is strict so that a typo cannot silently fall back to a default: unknown and
  /// duplicate keys, wrong types, malformed colours and out-of-range numbers are all errors,
  /// each pointing at the offending token with its JSON path in the message.
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - file: The name errors should carry, as the user typed it.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String, file: String) throws(SourceError) -> SceneDocument {
    let source = SourceText(file: file, text: text)
    let root = JSONCursor(
      value: try JSONReader.parse(source, budget: SceneBudget.jsonValues), path: "",
      source: source)
    guard case .object = root.value.kind else {
      throw root.error("a scene must be a JSON object, got \(root.value.typeName)")
    }
    // Every key is read, and of several mistakes the first in the file is reported.
    var errors = FirstSourceError()
    let object = try root.object(Key.self, errors: &errors)
    var scene = SceneDocument.default
    if let value = object[Key.background] {
      errors.run { () throws(SourceError) in scene.background = try value.color() }
    }
    if let value = object[Key.padding] {
      errors.run { () throws(SourceError) in scene.padding = try value.nonNegative() }
    }
    if let value = object[Key.rowSpacing] {
      errors.run { () throws(SourceError) in scene.rowSpacing = try value.nonNegative() }
    }
    if let value = object[Key.rows] {
      errors.run { () throws(SourceError) in
        let elements = try value.elements()
        // Counted before any row is read: a million empty rows is over budget at once.
        try SceneBudget.check(rowCount: elements.count, at: value)
        scene.rows = []
        for row in elements {
          scene.rows.append(try RowStyle(json: row))
        }
        try SceneBudget.check(scene.rows, at: value)
      }
    }
    if let value = object[Key.carousel] {
      errors.run { () throws(SourceError) in scene.carousel = try CarouselStyle(json: value) }
    }
    try errors.check()
    return scene
  }

  /// The scene file's top-level keys.
  enum Key: String, SceneKeys {
    case background, padding, rowSpacing, rows, carousel
  }
}

extension RowStyle {
  /// Enough for any window (a row squeezes to a sliver per tile) while keeping layout cheap.
  static let maximumItems = 100_000
  /// A glyph is a short run of text; 32 characters allows words but not paragraphs.
  static let maximumItemLength = 32
  /// Unicode scalars in an item: one character may join any number of emoji with U+200D,
  /// and a 2 000-emoji "character" took 34 s and 11.6 GB to draw. The longest standard
  /// emoji sequence (a family with skin tones) has 10 scalars, so 32 characters of those
  /// fit.
  static let maximumItemScalars = 320

  /// A row from its scene-file object; missing keys keep the default row's values.
  init(json cursor: JSONCursor) throws(SourceError) {
    var errors = FirstSourceError()
    let object = try cursor.object(Key.self, errors: &errors)
    var row = RowStyle()
    if let value = object[Key.items] {
      errors.run { () throws(SourceError) in row.items = try Self.items(value) }
    }
    if let value = object[Key.fontSize] {
      errors.run { () throws(SourceError) in row.fontSize = try value.number(in: 1...1000) }
    }
    if let value = object[Key.alignment] {
      errors.run { () throws(SourceError) in
        row.alignment = try value.oneOf(HorizontalAlignment.allCases.map(\.name)) {
          HorizontalAlignment(name: $0)
        }
      }
    }
    if let value = object[Key.spacing] {
      errors.run { () throws(SourceError) in row.spacing = try value.nonNegative() }
    }
    if let value = object[Key.zOrder] {
      errors.run { () throws(SourceError) in
        row.zOrder = try value.oneOf(OverlappingHStack.ZOrder.self)
      }
    }
    if let value = object[Key.minimumSliver] {
      errors.run { () throws(SourceError) in row.minimumSliver = try value.nonNegative() }
    }
    if let value = object[Key.tile] {
      errors.run { () throws(SourceError) in
        if case .null = value.value.kind {
          row.tile = nil
        } else {
          guard case .object = value.value.kind else {
            throw value.typeError("an object or null")
          }
          row.tile = try TileStyle(json: value)
        }
      }
    }
    try errors.check()
    self = row
  }

  /// A row object's keys.
  enum Key: String, SceneKeys {
    case items, fontSize, alignment, spacing, zOrder, minimumSliver, tile
  }

  /// Non-empty glyph strings of at most `maximumItemLength` characters (grapheme clusters,
  /// so a family emoji or "é" written with a combining accent counts once).
  private static func items(_ cursor: JSONCursor) throws(SourceError) -> [String] {
    let elements = try cursor.elements()
    guard elements.count <= maximumItems else {
      throw cursor.error("\(elements.count) items; at most \(maximumItems) are allowed")
    }
    var items: [String] = []
    items.reserveCapacity(elements.count)
    for element in elements {
      let item = try element.string()
      guard !item.isEmpty else { throw element.error("an item cannot be empty") }
      let scalars = item.unicodeScalars.count
      guard scalars <= maximumItemScalars else {
        throw element.error(
          "an item is at most \(maximumItemScalars) Unicode scalars long, this one has \(scalars)"
        )
      }
      let length = item.count
      guard length <= maximumItemLength else {
        throw element.error(
          "an item is at most \(maximumItemLength) characters long, this one has \(length)")
      }
      items.append(item)
    }
    return items
  }
}

extension TileStyle {
  /// A tile from its scene-file object; missing keys take the tile defaults.
  init(json cursor: JSONCursor) throws(SourceError) {
    var errors = FirstSourceError()
    let object = try cursor.object(Key.self, errors: &errors)
    var tile = TileStyle()
    if let value = object[Key.color] {
      errors.run { () throws(SourceError) in tile.color = try value.color() }
    }
    if let value = object[Key.cornerRadius] {
      errors.run { () throws(SourceError) in tile.cornerRadius = try value.nonNegative() }
    }
    try errors.check()
    self = tile
  }

  /// A tile object's keys.
  enum Key: String, SceneKeys {
    case color, cornerRadius
  }
}
