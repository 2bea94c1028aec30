import CSDL2
import Engine
import Foundation

/// The symbol font `Image(systemName:)` is drawn with: Material Design Icons from Debian's
/// fonts-materialdesignicons-webfont (the Makefile's FONT_PACKAGES), whose code points the
/// name table in Engine (Image/SymbolNames.swift) names.
///
/// Opened on first use at a probe size, then at each pixel size drawn, like the label face.
/// Missing, it reports once and symbols fall back to the text faces (a replacement glyph).
/// Creating it also routes Engine's unknown-symbol reports to standard error.
@MainActor
final class SymbolFont {
  /// Where Debian installs the font.
  nonisolated static let path =
    "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"
  static let probeSize: Int32 = 16
  /// Sized faces kept open before they are all closed and reopened on demand.
  static let maxSized = 16

  let path: String
  private var probe: OpaquePointer?
  private var opened = false
  private var sized: [Int32: OpaquePointer] = [:]

  init(path: String = SymbolFont.path) {
    self.path = path
    SymbolLog.sink = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
  }

  isolated deinit {
    if let probe { TTF_CloseFont(probe) }
    for f in sized.values { TTF_CloseFont(f) }
  }

  /// Whether the font has a glyph for `scalar` (false when it is not installed).
  func provides(_ scalar: Unicode.Scalar) -> Bool {
    guard let probe = openProbe() else { return false }
    return TTF_GlyphIsProvided32(probe, scalar.value) != 0
  }

  /// The font at `pixelSize`; nil when it is not installed.
  func font(pixelSize: Int32) -> OpaquePointer? {
    guard openProbe() != nil else { return nil }
    if let f = sized[pixelSize] { return f }
    if sized.count >= Self.maxSized {
      for f in sized.values { TTF_CloseFont(f) }
      sized.removeAll()
    }
    guard let f = TTF_OpenFont(path, max(pixelSize, 1)) else { return nil }
    sized[pixelSize] = f
    return f
  }

  private func openProbe() -> OpaquePointer? {
    if opened { return probe }
    opened = true
    probe = TTF_OpenFont(path, Self.probeSize)
    if probe == nil {
      FileHandle.standardError.write(
        Data(
          "symbol font missing: \(path) (install fonts-materialdesignicons-webfont: make deps)\n"
            .utf8))
    }
    return probe
  }
}
