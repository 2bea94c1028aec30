import Foundation
import Testing

/// `preview --package DIR --headless --screenshot-dir OUT`: every preview of the package,
/// one PNG each in `OUT/<module>/<file>/<preview>.png`, from one build. Part of
/// `PreviewFileTests` (the fixture package is shared).
extension PreviewFileTests {
  /// The fixture's previews, from its sources (Tests/PreviewPackage and the examples it
  /// copies), by module and file, each with its size when offered a 400x300 screen:
  /// - sizeThatFits: the view's frame plus 20 points each side (PreviewRunner's margin);
  /// - fixed: that size; the device (the default): the screen, 400x300; portrait: the
  ///   shorter side across, 300x400; landscape: the longer side across, 400x300.
  /// nil: a sizeThatFits preview whose ideal size is its own layout's (an example's, or a
  /// layout answering infinity): no closed form here, so only the file is checked.
  static let packagePreviews: [String: [Double]?] = [
    // Fixture/CardView.swift: Card, sizeThatFits on a 120x80 card; Wide, fixed 300x100;
    // an unnamed #Preview, "Preview", on the device.
    "Fixture/CardView/Card.png": [160, 120],
    "Fixture/CardView/Wide.png": [300, 100],
    "Fixture/CardView/Preview.png": [400, 300],
    // Counter.swift: Counter on the device; Badge_Previews' group, sizeThatFits, of two
    // 40x40 badges: "Badge" and the unnamed one, named after the provider.
    "Fixture/Counter/Counter.png": [400, 300],
    "Fixture/Counter/Badge.png": [80, 80],
    "Fixture/Counter/Badge_Previews.png": [80, 80],
    // Cycle.swift: Cycle on the device.
    "Fixture/Cycle/Cycle.png": [400, 300],
    // Extensions.swift: four providers, sizeThatFits on 40x30, 40x30, 50x20 and 20x50.
    "Fixture/Extensions/Generic.png": [80, 70],
    "Fixture/Extensions/Constrained.png": [80, 70],
    "Fixture/Extensions/Dotted.png": [90, 60],
    "Fixture/Extensions/Foreign.png": [60, 90],
    // NonFinite.swift: Modifiers and Layout on the device; Boundless_Previews, sizeThatFits
    // on a layout that answers infinity: past the largest canvas, so the device's 400x300
    // with the backdrop's 20-pt margin on each side.
    "Fixture/NonFinite/Modifiers.png": [400, 300],
    "Fixture/NonFinite/Layout.png": [400, 300],
    "Fixture/NonFinite/Boundless_Previews.png": [440, 340],
    // Gallery.swift: Nested, sizeThatFits on 30x20; Wide_Previews, fixed 100x50.
    "Fixture/Gallery/Nested.png": [70, 60],
    "Fixture/Gallery/Wide_Previews.png": [100, 50],
    // Trap.swift: Fine on the device; Trap stops its run, so it has no PNG.
    "Fixture/Trap/Fine.png": [400, 300],
    // TrapOnly.swift: its one preview stops the run: no PNG, and no folder.
    // Ünïcode.swift: "Café ☕︎", sizeThatFits on 50x50; the provider, fixed 90x70.
    "Fixture/Ünïcode/Café ☕︎.png": [90, 90],
    "Fixture/Ünïcode/Ünïcode_Previews.png": [90, 70],
    // FixtureKit/Tile.swift: Tile, sizeThatFits on 60x40; "Preview", the same with 5
    // points of padding (70x50); "Preview 2", portrait; the provider, fixed 100x100.
    "FixtureKit/Tile/Tile.png": [100, 80],
    "FixtureKit/Tile/Preview.png": [110, 90],
    "FixtureKit/Tile/Preview 2.png": [300, 400],
    "FixtureKit/Tile/Tile_Previews.png": [100, 100],
    // Orphan/Lone.swift: no executable shows the library: no PNG.
    // Examples/OverlappingRows/SampleView.swift: Sample on the device; One row,
    // sizeThatFits; Narrow, fixed 320x480; Landscape.
    "OverlappingRowsCopy/SampleView/Sample.png": [400, 300],
    "OverlappingRowsCopy/SampleView/One row.png": nil,
    "OverlappingRowsCopy/SampleView/Narrow.png": [320, 480],
    "OverlappingRowsCopy/SampleView/Landscape.png": [400, 300],
    // Examples/PagingCarousel/ContentView.swift: Carousel on the device; Phone, fixed
    // 393x200.
    "PagingCarouselCopy/ContentView/Carousel.png": [400, 300],
    "PagingCarouselCopy/ContentView/Phone.png": [393, 200],
    // Examples/AutoAdvancingCarousel/ContentView.swift: Auto-advancing, fixed 600x200;
    // Chosen page on the device; the provider's unnamed view, sizeThatFits.
    "AutoAdvancingCarouselCopy/ContentView/Auto-advancing.png": [600, 200],
    "AutoAdvancingCarouselCopy/ContentView/Chosen page.png": [400, 300],
    "AutoAdvancingCarouselCopy/ContentView/ContentView_Previews.png": nil,
  ]

  /// Every file below `folder`, by its path relative to it; with `folders`, every folder.
  func files(below folder: URL, folders: Bool = false) -> Set<String> {
    let base = folder.standardizedFileURL.path + "/"
    var found: Set<String> = []
    let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = walk?.nextObject() as? URL {
      var isFolder: ObjCBool = false
      let path = url.standardizedFileURL.path
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        isFolder.boolValue == folders, path.hasPrefix(base)
      {
        found.insert(String(path.dropFirst(base.count)))
      }
    }
    return found
  }

  @Test("every preview of the package, one PNG each, by module and file; failures said once")
  func wholePackage() throws {
    let out = try TemporaryFolder()
    let result = try run([
      "--package", PreviewFixture.copy.path, "--headless", "--screenshot-dir", out.url.path,
      "--size", "400x300",
    ])
    // The orphan library is said before the build (exit 2, as --file says it, the first
    // failure); the trap in Trap.swift stops only that file's run.
    #expect(result.status == 2, "\(result.stderr)")
    let said = result.stderrLines
    #expect(said.first?.hasPrefix("preview: target Orphan is a library") == true, "\(said)")
    #expect(
      said.contains { $0.hasPrefix("preview: Fixture/Trap.swift: the preview \"Trap\" stopped") },
      "\(said)")
    #expect(
      said.contains {
        $0.hasPrefix("preview: Fixture/TrapOnly.swift: the preview \"Only trap\" stopped")
      }, "\(said)")
    #expect(Set(files(below: out.url)) == Set(Self.packagePreviews.keys))
    // The folders are those of the PNGs' paths, each module's and each file's: none empty
    // (TrapOnly's is not made, or is removed).
    let folders = Set(
      Self.packagePreviews.keys.flatMap { name in
        let parts = name.split(separator: "/")
        return ["\(parts[0])", "\(parts[0])/\(parts[1])"]
      })
    #expect(files(below: out.url, folders: true) == folders)
    // Decoded only where the size is known.
    for (name, size) in Self.packagePreviews {
      guard let size else { continue }
      let image = try RGBAImage(contentsOf: out.path(name))
      #expect([Double(image.width), Double(image.height)] == size, "\(name)")
    }
    // 32 drawn: the 32 PNGs above (Trap's second preview and TrapOnly's are not). 14 files
    // declare previews: Fixture's 9, Tile, Lone, and the three examples' one each; Lone,
    // Trap and TrapOnly failed.
    #expect(
      result.stdoutText.split(separator: "\n") == [
        "32 previews drawn from 14 files to \(out.url.standardizedFileURL.path); 3 of the files failed (above)"
      ])
    // A colour is where the file's own test finds it: Card's red at the centre.
    #expect(
      try RGBAImage(contentsOf: out.path("Fixture/CardView/Card.png")).rgb(80, 60) == Self.red)
  }

  @Test("a folder that is not a package: exit 2; a package without previews: exit 3")
  func packageBadInput() throws {
    let folder = try TemporaryFolder()
    let loose = try run(["--package", folder.url.path, "--headless"])
    #expect(loose.status == 2)
    #expect(
      loose.stderrLines == [
        "preview: \(folder.url.path) is not a Swift package (no Package.swift in it)"
      ])
    _ = try folder.write(
      "Package.swift",
      "// swift-tools-version:6.0\nimport PackageDescription\n"
        + "let package = Package(name: \"Plain\", targets: [.executableTarget(name: \"Plain\")])\n")
    let sources = folder.url.appendingPathComponent("Sources/Plain")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("print(\"#Preview in a string\")\n".utf8).write(
      to: sources.appendingPathComponent("main.swift"))
    let plain = try run(["--package", folder.url.path, "--headless"])
    #expect(plain.status == 3, "\(plain.stderr)")
    #expect(
      plain.stderrLines == [
        "preview: \(folder.url.path): no #Preview or PreviewProvider in the Swift files of its targets"
      ])
    let window = try run(["--package", PreviewFixture.copy.path])
    #expect(window.status == 2)
    #expect(
      window.stderrLines == [
        "preview: --package draws headless: add --headless (the window takes --file)"
      ])
  }
}
