import Engine
import Foundation
import PreviewHost
import Testing

@testable import SceneApp

/// Every value a scene or script spells as a name is read and written from its type's one
/// list of cases, so each case round-trips and an unknown name lists them all.
struct EnumSpellingTests {
  func scene(_ json: String) throws(SourceError) -> SceneDocument {
    try SceneDocument.parse(json, file: "s.json")
  }

  @Test("each wrap mode and flick limit is read and written by its raw value")
  func carouselEnums() throws {
    for wrap in WrapMode.allCases {
      for limit in FlickLimit.allCases {
        var style = CarouselStyle()
        style.wrap = wrap
        style.flickLimit = limit
        let written = SceneDocument(carousel: style).jsonText()
        #expect(written.contains(#""wrap": "\#(wrap.rawValue)""#))
        #expect(try scene(written).carousel == style)
      }
    }
  }

  @Test("each alignment and z-order is read and written by its name")
  func rowEnums() throws {
    for alignment in HorizontalAlignment.allCases {
      for zOrder in OverlappingHStack.ZOrder.allCases {
        let row = RowStyle(alignment: alignment, zOrder: zOrder)
        let written = SceneDocument(rows: [row]).jsonText()
        #expect(try scene(written).rows == [row])
      }
    }
  }

  @Test(
    "an unknown name lists every case",
    arguments: [
      (#"{"carousel": {"wrap": "x"}}"#, "rewind or loop"),
      (#"{"carousel": {"flickLimit": "x"}}"#, "one or unlimited"),
      (#"{"rows": [{"alignment": "x"}]}"#, "leading, center or trailing"),
      (#"{"rows": [{"zOrder": "x"}]}"#, "lastOnTop or firstOnTop"),
    ])
  func unknownNames(_ json: String, _ listed: String) {
    do {
      _ = try scene(json)
      Issue.record("'x' accepted in \(json)")
    } catch {
      #expect(error.message.hasSuffix("expected \(listed)"), "\(error.message)")
    }
  }
}
