import Engine
import Foundation
import PreviewHost

/// libFuzzer target: `SceneDocument.parse` on arbitrary bytes.
///
/// Either the text parses, and then the scene survives a round trip through its own JSON
/// and lays out without NaN at the minimum and a wide window size, or it fails with an
/// error located inside the text (line ≥ 1 and within the file, column ≥ 1). A trap
/// anywhere is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneParserFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let lines = lineCount(text)
  do {
    let scene = try SceneDocument.parse(text, file: "fuzz.json")
    let again = try SceneDocument.parse(scene.jsonText(), file: "again.json")
    require(again == scene, "the scene changed through its own JSON")
    // libFuzzer calls on the main thread, where the hosts live.
    MainActor.assumeIsolated {
      for size in [CGSize(width: 100, height: 100), CGSize(width: 2000, height: 720)] {
        StageHost(fuzzing: scene, size: size).requireFiniteLayout()
      }
    }
  } catch {
    require(error.line >= 1 && error.line <= lines, "line \(error.line) of \(lines): \(error)")
    require(error.column >= 1, "column \(error.column): \(error)")
    require(!error.message.isEmpty, "empty message")
  }
  return 0
}
