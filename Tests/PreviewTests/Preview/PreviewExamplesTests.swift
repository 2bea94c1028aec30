import Foundation
import Testing

/// The examples whose views end in previews of both spellings (`#Preview` and a
/// `PreviewProvider`): `preview --file` lists and draws each. The examples are copied into
/// the fixture package (PreviewFixture), which builds them as a user's package would. Part
/// of `PreviewFileTests` (the fixture package is shared).
extension PreviewFileTests {
  @Test(
    "the examples' previews, both spellings, listed in file order and drawn at their sizes",
    arguments: [
      // Sample: the device layout, the window's 900x720; One row: sizeThatFits (not
      // checked); the provider's group: Narrow fixed 320x480, Landscape the device layout
      // (900x720 is already landscape).
      (
        "OverlappingRows/SampleView.swift", ["Sample", "One row", "Narrow", "Landscape"],
        [0: [900.0, 720], 2: [320, 480], 3: [900, 720]]
      ),
      // Carousel: the device layout; Phone: fixed 393x200.
      (
        "PagingCarousel/ContentView.swift", ["Carousel", "Phone"], [0: [900, 720], 1: [393, 200]]
      ),
      // Auto-advancing: fixed 600x200; Chosen page: the device layout; the provider's one
      // unnamed view takes its type's name.
      (
        "AutoAdvancingCarousel/ContentView.swift",
        ["Auto-advancing", "Chosen page", "ContentView_Previews"],
        [0: [600, 200], 1: [900, 720]]
      ),
    ])
  func examples(_ file: String, _ names: [String], _ sizes: [Int: [Double]]) throws {
    _ = try PreviewFixture.prepare()
    let path = PreviewFixture.copy.appendingPathComponent("Examples/\(file)").path
    let (lines, out) = try headless(path)
    #expect(lines.map(\.preview) == names)
    for (i, size) in sizes where lines.indices.contains(i) {
      #expect(lines[i].size == size, "\(lines[i].preview)")
    }
    for name in names {
      #expect(FileManager.default.fileExists(atPath: out.path("\(name).png")), "\(name)")
    }
  }
}
