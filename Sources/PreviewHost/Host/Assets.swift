import Foundation

/// Finds the assets folder (the one holding `fonts/`) from any working directory.
///
/// Order: `--assets DIR`, then `$OVERLAPCAROUSEL_ASSETS`, then `Assets` beside the
/// executable or up to five folders above it (so `.build/<config>/preview` finds the
/// package's), then `../share/overlapcarousel` for an installed copy, then the package this
/// source file was compiled in.
enum Assets {
  static let environmentVariable = "OVERLAPCAROUSEL_ASSETS"

  static func candidates(flag: String?) -> [URL] {
    var list: [URL] = []
    if let flag { return [URL(fileURLWithPath: flag)] }
    if let env = ProcessInfo.processInfo.environment[environmentVariable], !env.isEmpty {
      return [URL(fileURLWithPath: env)]
    }
    let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    list.append(exe.appendingPathComponent("Assets"))
    var dir = exe
    for _ in 0..<5 {
      dir = dir.deletingLastPathComponent()
      list.append(dir.appendingPathComponent("Assets"))
    }
    list.append(exe.deletingLastPathComponent().appendingPathComponent("share/overlapcarousel"))
    let source = URL(fileURLWithPath: #filePath)  // Sources/PreviewHost/Host/Assets.swift
    list.append(
      source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets"))
    return list
  }

  /// The first candidate that holds the emoji font, or nil with the places looked in.
  static func locate(flag: String?) -> Result<URL, AssetsError> {
    let list = candidates(flag: flag)
    for dir in list
    where FileManager.default.fileExists(
      atPath: dir.appendingPathComponent(FontLibrary.emojiFile).path)
    {
      return .success(dir)
    }
    return .failure(AssetsError(searched: list.map(\.path)))
  }

  struct AssetsError: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "cannot find \(FontLibrary.emojiFile) in \(searched.joined(separator: ", ")) "
        + "(use --assets DIR or \(Assets.environmentVariable))"
    }
  }
}
