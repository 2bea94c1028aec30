/// Splits a `PreviewProvider`'s `previews` into previews: the members of a `Group` or of a
/// block are one each, and preview modifiers around them apply to every member that does
/// not set the same trait itself.
@MainActor
enum PreviewParts {
  static func split(_ view: any View, _ outer: PreviewTraits) -> [(
    view: any View, traits: PreviewTraits
  )] {
    if let part = view as? any PreviewPart { return part.previewParts(outer) }
    return [(view, outer)]
  }
}

/// A view the split looks into.
@MainActor
protocol PreviewPart {
  func previewParts(_ outer: PreviewTraits) -> [(view: any View, traits: PreviewTraits)]
}

extension PreviewModified: PreviewPart {
  func previewParts(_ outer: PreviewTraits) -> [(view: any View, traits: PreviewTraits)] {
    // Traits set closer to the view win: these apply under the outer ones, and what the
    // content sets itself applies under these.
    PreviewParts.split(content, traits.under(outer))
  }
}

extension Group: PreviewPart {
  func previewParts(_ outer: PreviewTraits) -> [(view: any View, traits: PreviewTraits)] {
    PreviewParts.split(content, outer)
  }
}

extension AnyView: PreviewPart {
  func previewParts(_ outer: PreviewTraits) -> [(view: any View, traits: PreviewTraits)] {
    PreviewParts.split(view, outer)
  }
}

extension TupleView: PreviewPart {
  func previewParts(_ outer: PreviewTraits) -> [(view: any View, traits: PreviewTraits)] {
    var parts: [(view: any View, traits: PreviewTraits)] = []
    for member in repeat each value {
      parts += PreviewParts.split(member, outer)
    }
    return parts
  }
}
