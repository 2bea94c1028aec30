import Foundation

extension SceneDocument {
  /// The scene as a scene file: every key of the documented format, pretty-printed.
  ///
  /// `Assets/default-scene.json` is what `preview --print-scene` prints of
  /// `SceneDocument.default`, and tests check both that it still is and that
  /// `SceneDocument.parse` gives the same scene back, so the documented format, the parser
  /// and the defaults cannot drift apart. Pages are written as a count when they are the
  /// default hue pages, else one object per page; an absent tile is written `null`.
  public func jsonText() -> String {
    let rowsText =
      rows.isEmpty
      ? "[]" : "[\n" + rows.map { $0.jsonText(indent: "    ") }.joined(separator: ",\n") + "\n  ]"
    return """
      {
        "background": \(JSONWriter.string(background.hexString)),
        "padding": \(JSONWriter.number(padding)),
        "rowSpacing": \(JSONWriter.number(rowSpacing)),
        "rows": \(rowsText),
        "carousel": \(carousel.jsonText(indent: "  "))
      }

      """
  }
}

extension RowStyle {
  /// This row as a scene-file object whose lines are indented by `indent`.
  func jsonText(indent: String) -> String {
    let itemsText = "[" + items.map(JSONWriter.string).joined(separator: ", ") + "]"
    let tileText =
      tile.map {
        "{\"color\": \(JSONWriter.string($0.color.hexString)), "
          + "\"cornerRadius\": \(JSONWriter.number($0.cornerRadius))}"
      } ?? "null"
    let fields = [
      "\"items\": \(itemsText)",
      "\"fontSize\": \(JSONWriter.number(fontSize))",
      "\"alignment\": \(JSONWriter.string(alignment.name))",
      "\"spacing\": \(JSONWriter.number(spacing))",
      "\"zOrder\": \(JSONWriter.string(zOrder.rawValue))",
      "\"minimumSliver\": \(JSONWriter.number(minimumSliver))",
      "\"tile\": \(tileText)",
    ]
    return indent + "{\n" + fields.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n"
      + indent + "}"
  }
}

extension CarouselStyle {
  /// The carousel as a scene-file object; its first line is not indented, the rest are
  /// indented relative to `indent`.
  func jsonText(indent: String) -> String {
    let pagesText: String
    if !pages.isEmpty, pages == PageStyle.hued(count: pages.count) {
      pagesText = String(pages.count)
    } else if pages.isEmpty {
      pagesText = "[]"
    } else {
      pagesText =
        "[\n"
        + pages.map {
          indent + "    {\"label\": \(JSONWriter.string($0.label)), "
            + "\"color\": \(JSONWriter.string($0.color.hexString))}"
        }.joined(separator: ",\n") + "\n" + indent + "  ]"
    }
    let fields = [
      "\"pages\": \(pagesText)",
      "\"height\": \(JSONWriter.number(height))",
      "\"inset\": \(JSONWriter.number(inset))",
      "\"spacing\": \(JSONWriter.number(spacing))",
      "\"cornerRadius\": \(JSONWriter.number(cornerRadius))",
      "\"autoplay\": \(autoplay)",
      "\"interval\": \(JSONWriter.number(interval))",
      "\"animation\": \(animation.sceneJSON)",
      "\"wrap\": \(JSONWriter.string(wrap.rawValue))",
      "\"flickLimit\": \(JSONWriter.string(flickLimit.rawValue))",
      "\"dots\": \(dots)",
    ]
    return "{\n" + fields.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent
      + "}"
  }
}
