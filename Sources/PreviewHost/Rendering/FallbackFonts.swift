import CSDL2

/// Installed fonts for characters the bundled faces lack, found through fontconfig.
///
/// Each font fontconfig names is opened once at a small probe size to test coverage, so
/// the next character it has is found without asking fontconfig again; faces are opened at
/// each pixel size they are drawn at. Every table is capped, so no input grows it without
/// bound.
@MainActor
final class FallbackFonts {
  struct Source: Equatable {
    var path: String
    var index: Int32
  }

  /// At most this many fallback files (hand-tuned: one per script a line might mix, and to
  /// spare).
  static let maxSources = 32
  /// Scalars remembered as answered (or unanswered) by fontconfig before the memo is reset.
  static let maxLookups = 4096
  /// Sized faces kept open before they are all closed and reopened on demand.
  static let maxSized = 64
  static let probeSize: Int32 = 16

  private(set) var sources: [Source] = []
  private var probes: [OpaquePointer] = []
  private var lookedUp: [UInt32: Int?] = [:]
  private var sized: [SizedKey: OpaquePointer] = [:]
  /// Each source's file in memory (faces are opened from it), by `sources` index.
  private var files: [MappedFontFile?] = []

  struct SizedKey: Hashable {
    var source: Int
    var pixelSize: Int32
  }

  init() {}

  isolated deinit {
    for f in probes { TTF_CloseFont(f) }
    for f in sized.values { TTF_CloseFont(f) }
  }

  /// Index of a fallback font that has every scalar of `scalars`, or failing that the first;
  /// nil when no installed font has the first.
  func source(covering scalars: [Unicode.Scalar]) -> Int? {
    guard let first = scalars.first else { return nil }
    if let i = probes.indices.first(where: { i in
      scalars.allSatisfy { TTF_GlyphIsProvided32(probes[i], $0.value) != 0 }
    }) {
      return i
    }
    if let known = lookedUp[first.value] { return known }
    if lookedUp.count >= Self.maxLookups { lookedUp.removeAll() }
    let found = query(first)
    lookedUp[first.value] = found
    return found
  }

  /// Asks fontconfig for a font with `scalar` and opens it (once per file and face).
  private func query(_ scalar: Unicode.Scalar) -> Int? {
    var path = [CChar](repeating: 0, count: 4096)
    var index: Int32 = 0
    guard csdl_fc_font_for(scalar.value, &path, path.count, &index) != 0 else { return nil }
    let source = Source(
      path: String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
      index: index)
    if let i = sources.firstIndex(of: source) { return i }
    guard sources.count < Self.maxSources,
      let probe = TTF_OpenFontIndex(source.path, Self.probeSize, Int(source.index))
    else { return nil }
    sources.append(source)
    probes.append(probe)
    files.append(MappedFontFile(path: source.path))
    return sources.count - 1
  }

  /// Fallback `i` opened at `pixelSize`.
  func font(_ i: Int, pixelSize: Int32) -> OpaquePointer? {
    guard sources.indices.contains(i) else { return nil }
    let key = SizedKey(source: i, pixelSize: pixelSize)
    if let f = sized[key] { return f }
    if sized.count >= Self.maxSized {
      for f in sized.values { TTF_CloseFont(f) }
      sized.removeAll()
    }
    let size = max(pixelSize, 1)
    let source = sources[i]
    guard
      let f = files[i]?.open(pixelSize: size, index: source.index)
        ?? TTF_OpenFontIndex(source.path, size, Int(source.index))
    else { return nil }
    sized[key] = f
    return f
  }
}
