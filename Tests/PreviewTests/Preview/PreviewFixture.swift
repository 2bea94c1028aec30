import Foundation

/// The package of previews under `Tests/PreviewPackage`, copied to
/// `preview-tests/PreviewPackage` in the folder of the `preview` these tests run (its own
/// build folder survives between runs, so only the first run builds OverlapCarousel for
/// it) and pointed at this checkout. A copy per build: the debug and the sanitizer runs of
/// one checkout may run at once, and each rewrites its copy while its windows watch it.
enum PreviewFixture {
  static let source = PreviewBinary.packageRoot.appendingPathComponent("Tests/PreviewPackage")
  static let copy =
    ((try? PreviewBinary.locate().deletingLastPathComponent())
    ?? PreviewBinary.packageRoot.appendingPathComponent(".build"))
    .appendingPathComponent("preview-tests/PreviewPackage")

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A cold build of OverlapCarousel for the fixture takes minutes on a loaded machine.
  static let buildTimeout = 1800.0

  /// Copies the package's files over the copy's (edits a test made are undone).
  static func prepare() throws -> URL {
    let files = FileManager.default
    try files.createDirectory(at: copy, withIntermediateDirectories: true)
    for item in ["Package.swift", "Sources", "NoHost"] {
      let target = copy.appendingPathComponent(item)
      if files.fileExists(atPath: target.path) { try files.removeItem(at: target) }
      try files.copyItem(at: source.appendingPathComponent(item), to: target)
    }
    // The examples with previews in both spellings, which the manifest then declares.
    let examples = copy.appendingPathComponent("Examples")
    if files.fileExists(atPath: examples.path) { try files.removeItem(at: examples) }
    try files.createDirectory(at: examples, withIntermediateDirectories: true)
    for name in exampleNames {
      try files.copyItem(
        at: PreviewBinary.packageRoot.appendingPathComponent("Examples/\(name)"),
        to: examples.appendingPathComponent(name))
    }
    return copy
  }

  /// The examples whose previews are in both spellings.
  static let exampleNames = ["OverlappingRows", "PagingCarousel", "AutoAdvancingCarousel"]

  static func file(_ name: String) -> String {
    copy.appendingPathComponent("Sources/Fixture/\(name)").path
  }

  /// The environment `preview --file` runs in: the fixture's manifest finds this checkout.
  static var environment: [String: String] {
    var e = ProcessInfo.processInfo.environment
    e["OVERLAPCAROUSEL_PATH"] = PreviewBinary.packageRoot.path
    return e
  }

  /// One `--dump-layout` line of `preview --file`.
  struct DumpLine: Decodable {
    let preview: String
    let size: [Double]
    let layout: LayoutDocumentViews
  }

  struct LayoutDocumentViews: Decodable {
    let size: [Double]
    let views: Node
  }

  struct Node: Decodable {
    let type: String
    let frame: [Double]
    let children: [Node]
    let text: String?

    /// Every node, depth first.
    var all: [Node] { [self] + children.flatMap(\.all) }
  }

  static func dumpLines(_ text: String) throws -> [DumpLine] {
    try text.split(separator: "\n").map {
      try JSONDecoder().decode(DumpLine.self, from: Data($0.utf8))
    }
  }
}

extension RGBAImage {
  /// The RGB of the pixel at (x, y).
  func rgb(_ x: Int, _ y: Int) -> [Int] {
    let i = (y * width + x) * 4
    return [Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2])]
  }
}
