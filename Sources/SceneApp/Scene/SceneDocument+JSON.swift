import Engine
import Foundation
import PreviewHost

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
    let fields = [
      JSONWriter.member(Key.background, JSONWriter.string(background.hexString)),
      JSONWriter.member(Key.padding, JSONWriter.number(padding)),
      JSONWriter.member(Key.rowSpacing, JSONWriter.number(rowSpacing)),
      JSONWriter.member(Key.rows, rowsText),
      JSONWriter.member(Key.carousel, carousel.jsonText(indent: "  ")),
    ]
    return "{\n" + fields.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
  }
}

extension RowStyle {
  /// This row as a scene-file object whose lines are indented by `indent`.
  func jsonText(indent: String) -> String {
    let itemsText = "[" + items.map(JSONWriter.string).joined(separator: ", ") + "]"
    let tileText =
      tile.map {
        "{" + JSONWriter.member(TileStyle.Key.color, JSONWriter.string($0.color.hexString))
          + ", " + JSONWriter.member(TileStyle.Key.cornerRadius, JSONWriter.number($0.cornerRadius))
          + "}"
      } ?? "null"
    let fields = [
      JSONWriter.member(Key.items, itemsText),
      JSONWriter.member(Key.fontSize, JSONWriter.number(fontSize)),
      JSONWriter.member(Key.alignment, JSONWriter.string(alignment.name)),
      JSONWriter.member(Key.spacing, JSONWriter.number(spacing)),
      JSONWriter.member(Key.zOrder, JSONWriter.string(zOrder.rawValue)),
      JSONWriter.member(Key.minimumSliver, JSONWriter.number(minimumSliver)),
      JSONWriter.member(Key.tile, tileText),
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
          indent + "    {" + JSONWriter.member(PageStyle.Key.label, JSONWriter.string($0.label))
            + ", " + JSONWriter.member(PageStyle.Key.color, JSONWriter.string($0.color.hexString))
            + "}"
        }.joined(separator: ",\n") + "\n" + indent + "  ]"
    }
    let fields = [
      JSONWriter.member(Key.pages, pagesText),
      JSONWriter.member(Key.height, JSONWriter.number(height)),
      JSONWriter.member(Key.inset, JSONWriter.number(inset)),
      JSONWriter.member(Key.spacing, JSONWriter.number(spacing)),
      JSONWriter.member(Key.cornerRadius, JSONWriter.number(cornerRadius)),
      JSONWriter.member(Key.autoplay, String(autoplay)),
      JSONWriter.member(Key.interval, JSONWriter.number(interval)),
      JSONWriter.member(Key.animation, animation.sceneJSON),
      JSONWriter.member(Key.wrap, JSONWriter.string(wrap.rawValue)),
      JSONWriter.member(Key.flickLimit, JSONWriter.string(flickLimit.rawValue)),
      JSONWriter.member(Key.dots, String(dots)),
    ]
    return "{\n" + fields.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent
      + "}"
  }
}
