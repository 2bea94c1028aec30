import Foundation

/// Finds the `preview` executable these tests drive.
///
/// SwiftPM builds the test bundle into the same folder as the products
/// (`<scratch>/<triple>/debug/`), whatever `--scratch-path` says, so the binary beside the
/// running bundle is the one built from this tree. `$PREVIEW_BINARY` overrides; the package's
/// default `.build/debug/preview` is the last resort.
enum PreviewBinary {
  static let environmentVariable = "PREVIEW_BINARY"

  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "executable not found (build it first: swift build); looked in "
        + searched.joined(separator: ", ")
    }
  }

  /// Places to look for the executable `name` (`preview`, an example), best first.
  static func candidates(_ name: String = "preview") -> [URL] {
    if name == "preview", let path = ProcessInfo.processInfo.environment[environmentVariable],
      !path.isEmpty
    {
      return [URL(fileURLWithPath: path)]
    }
    var folders: [URL] = []
    // The test runner (`<name>PackageTests.xctest` on Linux) is an executable in the build
    // folder; on macOS it is a bundle whose parent is that folder.
    var runners = [URL(fileURLWithPath: CommandLine.arguments[0])]
    if let main = Bundle.main.executableURL { runners.append(main) }
    for runner in runners {
      var dir = runner.resolvingSymlinksInPath().deletingLastPathComponent()
      folders.append(dir)
      while dir.path != "/" && !dir.lastPathComponent.hasSuffix(".xctest") {
        dir = dir.deletingLastPathComponent()
      }
      if dir.path != "/" { folders.append(dir.deletingLastPathComponent()) }
    }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent(name) }
  }

  /// The first candidate that exists and is executable.
  static func locate(_ name: String = "preview") throws(NotFound) -> URL {
    let list = candidates(name)
    for url in list where FileManager.default.isExecutableFile(atPath: url.path) {
      return url
    }
    throw NotFound(searched: list.map(\.path))
  }

  /// The package this file belongs to: `Tests/PreviewTests/Support/` is three levels down.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }
}
