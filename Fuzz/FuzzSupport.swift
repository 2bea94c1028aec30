import Engine
import Foundation
import PreviewHost

// Shared by every libFuzzer harness in this folder. Each harness is compiled together with
// the scene app's sources into the SceneApp module (see `make fuzz`), so it may use the
// app's internals; Engine and PreviewHost it sees as the app does.

/// Stops the run with `message` when `condition` fails: libFuzzer records the input that
/// got here as a crash, just as it does for a trap inside Engine.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  guard !condition else { return }
  FileHandle.standardError.write(Data("invariant failed: \(message())\n".utf8))
  abort()
}

/// Lines in `text` as Engine's readers count them: ended by LF, CRLF or a lone CR.
func lineCount(_ text: String) -> Int {
  let bytes = Array(text.utf8)
  var count = 1
  for (i, b) in bytes.enumerated()
  where b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
    count += 1
  }
  return count
}

/// Reads the fuzzer's bytes front to back; past the end every read is zero.
struct ByteReader {
  let bytes: [UInt8]
  var index = 0

  init(_ start: UnsafePointer<UInt8>, _ count: Int) {
    bytes = Array(UnsafeBufferPointer(start: start, count: count))
  }

  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A signed 16-bit value.
  mutating func int16() -> Int16 { Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())) }
}

extension CGRect {
  /// Whether every coordinate is a finite number.
  var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

extension StageHost {
  /// A host for `scene` measuring text by arithmetic, as the soak and the tests do.
  convenience init(fuzzing scene: SceneDocument, size: CGSize, reducedMotion: Bool = false) {
    self.init(
      scene: scene, size: size, text: FixedTextMetrics(characterWidth: 0.6),
      reducedMotion: reducedMotion)
  }

  /// Lays the frame out and checks that no number in it is NaN or infinite, and that the
  /// pages are as wide as the viewport minus both insets (at least 1); then draws it.
  func requireFiniteLayout() {
    let layout = layout()
    for (r, row) in layout.rows.enumerated() {
      require(row.frame.isFinite && row.idealWidth.isFinite, "row \(r) frame \(row.frame)")
      require(row.step?.isFinite ?? true, "row \(r) step \(String(describing: row.step))")
      for tile in row.tiles { require(tile.frame.isFinite, "row \(r) tile \(tile.frame)") }
    }
    let c = layout.carousel
    require(c.frame.isFinite && c.offset.isFinite, "carousel \(c.frame) offset \(c.offset)")
    let g = carousel.geometry
    require(c.pageWidth == max(size.width - 2 * g.inset, 1), "page width \(c.pageWidth)")
    for page in c.visiblePages { require(page.frame.isFinite, "page \(page.index) \(page.frame)") }
    _ = displayList(frameTime: nil)
  }
}
