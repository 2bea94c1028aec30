/// The C name of a preview's registration function: `oc_preview_`, the file ID (`Module/
/// File.swift`) with every character but ASCII letters and digits as `_`, the line and the
/// column of `#Preview`. The preview host computes the same name from the source
/// (Sources/PreviewHost/Preview/PreviewSymbol.swift must say the same).
enum PreviewSymbol {
  static func name(fileID: String, line: Int, column: Int) -> String {
    let safe = String(
      fileID.unicodeScalars.map {
        (0x30...0x39).contains($0.value) || (0x41...0x5A).contains($0.value)
          || (0x61...0x7A).contains($0.value) ? Character($0) : "_"
      })
    return "oc_preview_\(safe)_\(line)_\(column)"
  }
}
