import CSDL2
import Engine

/// The text face in each design, weight and slant, found through fontconfig.
///
/// Each design is one installed family (Makefile's FONT_PACKAGES): the system design DejaVu
/// Sans, serif DejaVu Serif, monospaced DejaVu Sans Mono, rounded Quicksand. A style whose
/// family is missing is nil, and its text is drawn in the bundled DejaVu Sans; a weight or
/// slant the family lacks (Quicksand has no italic) is drawn by SDL_ttf's emboldening or
/// slanting of the nearest face. The regular system face is the bundled one.
@MainActor
final class LabelFaces {
  struct Style: Hashable {
    var design: Engine.Font.Design
    var bold: Bool
    var italic: Bool

    init(_ font: FontSpec) {
      design = font.design
      bold = font.bold
      italic = font.italic
    }

    /// The bundled face's style: regular, upright, the system design.
    var isPlain: Bool { design == .default && !bold && !italic }
  }

  /// One installed face and what it lacks of the style it stands for.
  struct Face {
    var path: String
    var index: Int32
    var file: MappedFontFile?
    var probe: OpaquePointer
    /// SDL_ttf draws these: the face is not bold, or not slanted, itself.
    var embolden: Bool
    var slant: Bool
  }

  /// The family each design is drawn in.
  static func family(_ design: Engine.Font.Design) -> String {
    switch design {
    case .default: return "DejaVu Sans"
    case .serif: return "DejaVu Serif"
    case .monospaced: return "DejaVu Sans Mono"
    case .rounded: return "Quicksand"
    }
  }

  /// Sized faces kept open before all are closed and reopened as drawn.
  static let maxSized = 32

  private(set) var faces: [Face] = []
  private var byStyle: [Style: Int?] = [:]
  private var sized: [SizedKey: OpaquePointer] = [:]

  struct SizedKey: Hashable {
    var face: Int
    var pixelSize: Int32
  }

  init() {}

  isolated deinit {
    for f in faces { TTF_CloseFont(f.probe) }
    for f in sized.values { TTF_CloseFont(f) }
  }

  /// The face for `font`'s style, nil for the bundled face's style or a missing family.
  func index(for font: FontSpec) -> Int? {
    let style = Style(font)
    guard !style.isPlain, font.role != .emoji else { return nil }
    if let known = byStyle[style] { return known }
    let found = query(style)
    byStyle[style] = found
    return found
  }

  private func query(_ style: Style) -> Int? {
    let family = Self.family(style.design)
    var path = [CChar](repeating: 0, count: 4096)
    var name = [CChar](repeating: 0, count: 256)
    var index: Int32 = 0
    var bold: Int32 = 0
    var italic: Int32 = 0
    guard
      csdl_fc_face(
        family, style.bold ? 1 : 0, style.italic ? 1 : 0, &path, path.count, &index, &name,
        name.count, &bold, &italic) != 0
    else { return nil }
    func string(_ chars: [CChar]) -> String {
      String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    // fontconfig answers with its nearest family when the one asked for is not installed.
    guard string(name).lowercased() == family.lowercased() else { return nil }
    let file = string(path)
    if let i = faces.firstIndex(where: { $0.path == file && $0.index == index }) { return i }
    guard let probe = TTF_OpenFontIndex(file, FallbackFonts.probeSize, Int(index)) else {
      return nil
    }
    faces.append(
      Face(
        path: file, index: index, file: MappedFontFile(path: file), probe: probe,
        embolden: style.bold && bold == 0, slant: style.italic && italic == 0))
    return faces.count - 1
  }

  /// Face `i` opened at `pixelSize`.
  func font(_ i: Int, pixelSize: Int32) -> OpaquePointer? {
    guard faces.indices.contains(i) else { return nil }
    let key = SizedKey(face: i, pixelSize: pixelSize)
    if let f = sized[key] { return f }
    if sized.count >= Self.maxSized {
      for f in sized.values { TTF_CloseFont(f) }
      sized.removeAll()
    }
    let size = max(pixelSize, 1)
    let face = faces[i]
    guard
      let f = face.file?.open(pixelSize: size, index: face.index)
        ?? TTF_OpenFontIndex(face.path, size, Int(face.index))
    else { return nil }
    sized[key] = f
    return f
  }
}
