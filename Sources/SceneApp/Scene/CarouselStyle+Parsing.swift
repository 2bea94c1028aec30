import Engine
import Foundation
import PreviewHost

extension CarouselStyle {
  /// More pages than anyone swipes through, few enough that a page list stays cheap.
  static let maximumPages = 100_000
  /// A page label is a caption, a campaign title at most: wrapped and truncated inside its
  /// page, a few lines show. A 1M-character label took 2.9 GB to rasterise.
  static let maximumLabelLength = 256
  static let maximumLabelScalars = 1024
  /// Largest inset: half the widest window (16384 pt). A window narrower than twice the
  /// inset shows pages 1 pt wide (`PageGeometry.pageLength`) rather than failing.
  static let maximumInset = 8192.0

  /// The carousel from its scene-file object; missing keys keep the default carousel's values.
  init(json cursor: JSONCursor) throws(SourceError) {
    // Of several mistakes, the first in the file is reported (`FirstSourceError`).
    var errors = FirstSourceError()
    let object = try cursor.object(Key.self, errors: &errors)
    var c = CarouselStyle()
    if let value = object[Key.pages] {
      errors.run { () throws(SourceError) in c.pages = try Self.pages(value) }
    }
    if let value = object[Key.height] {
      errors.run { () throws(SourceError) in c.height = try value.nonNegative() }
    }
    if let value = object[Key.inset] {
      errors.run { () throws(SourceError) in c.inset = try value.number(in: 0...Self.maximumInset) }
    }
    if let value = object[Key.spacing] {
      errors.run { () throws(SourceError) in c.spacing = try value.nonNegative() }
    }
    if let value = object[Key.cornerRadius] {
      errors.run { () throws(SourceError) in c.cornerRadius = try value.nonNegative() }
    }
    if let value = object[Key.autoplay] {
      errors.run { () throws(SourceError) in c.autoplay = try value.bool() }
    }
    if let value = object[Key.interval] {
      errors.run { () throws(SourceError) in c.interval = try value.number(in: 0.1...3600) }
    }
    if let value = object[Key.animation] {
      errors.run { () throws(SourceError) in c.animation = try Animation(json: value) }
    }
    if let value = object[Key.wrap] {
      errors.run { () throws(SourceError) in c.wrap = try value.oneOf(WrapMode.self) }
    }
    if let value = object[Key.flickLimit] {
      errors.run { () throws(SourceError) in c.flickLimit = try value.oneOf(FlickLimit.self) }
    }
    if let value = object[Key.dots] {
      errors.run { () throws(SourceError) in c.dots = try value.bool() }
    }
    try errors.check()
    self = c
  }

  /// The carousel object's keys.
  enum Key: String, SceneKeys {
    case pages, height, inset, spacing, cornerRadius, autoplay, interval, animation, wrap
    case flickLimit, dots
  }

  /// A page label within `maximumLabelLength` characters and `maximumLabelScalars` scalars.
  private static func label(_ cursor: JSONCursor) throws(SourceError) -> String {
    let label = try cursor.string()
    let scalars = label.unicodeScalars.count
    guard scalars <= maximumLabelScalars else {
      throw cursor.error(
        "a label is at most \(maximumLabelScalars) Unicode scalars long, this one has \(scalars)")
    }
    let length = label.count
    guard length <= maximumLabelLength else {
      throw cursor.error(
        "a label is at most \(maximumLabelLength) characters long, this one has \(length)")
    }
    return label
  }

  /// A page count (hue-coloured, index-labelled pages) or an array of page objects whose
  /// missing label and colour fall back to the same index and hue.
  private static func pages(_ cursor: JSONCursor) throws(SourceError) -> [PageStyle] {
    switch cursor.value.kind {
    case .number:
      return PageStyle.hued(count: try cursor.integer(in: 1...maximumPages))
    case .array:
      let elements = try cursor.elements()
      guard !elements.isEmpty else { throw cursor.error("needs at least one page") }
      guard elements.count <= maximumPages else {
        throw cursor.error("\(elements.count) pages; at most \(maximumPages) are allowed")
      }
      let defaults = PageStyle.hued(count: elements.count)
      var pages: [PageStyle] = []
      pages.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        var errors = FirstSourceError()
        let object = try element.object(PageStyle.Key.self, errors: &errors)
        var page = defaults[index]
        if let value = object[PageStyle.Key.label] {
          errors.run { () throws(SourceError) in page.label = try Self.label(value) }
        }
        if let value = object[PageStyle.Key.color] {
          errors.run { () throws(SourceError) in page.color = try value.color() }
        }
        try errors.check()
        pages.append(page)
      }
      return pages
    default:
      throw cursor.typeError("a page count or an array of pages")
    }
  }
}

extension PageStyle {
  /// A page object's keys.
  enum Key: String, SceneKeys {
    case label, color
  }
}
