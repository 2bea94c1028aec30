import Foundation
import Testing

/// The Images example: pictures from its SwiftPM resources (`Bundle.module`), run as
/// written, headless.
@Suite("Images draws its bundled pictures and one placeholder")
struct ImagesExampleTests {
  @Test("the avatar is clipped to a circle, and the missing name is one line on stderr")
  func imagesExample() throws {
    let folder = try TemporaryFolder()
    let png = folder.url.appendingPathComponent("images.png").path
    let program = try PreviewBinary.locate("Images")
    let r = try PreviewProcess.runProgram(
      program, ["--headless", "--size", "720x560", "--screenshot", png])
    #expect(r.status == 0, "\(r.stderr)")
    // Drawn in every frame of the run, reported once.
    let lines = r.stderr.split(separator: "\n").filter { $0.contains("no-such-picture") }
    #expect(lines.count == 1, "\(r.stderr)")
    #expect(lines.first?.hasPrefix("Image(\"no-such-picture\"): no PNG, JPEG or SVG file") == true)
    #expect(!r.stderr.contains("avatar"), "\(r.stderr)")
    let image = try RGBAImage(contentsOf: png)
    func rgb(_ x: Double, _ y: Double) -> [Int] {
      let i = (Int(y) * image.width + Int(x)) * 4
      return image.pixels[i..<i + 3].map { Int($0) }
    }
    let doc = try PreviewProcess.viewDump("Images", ["--size", "720x560"])
    let clip = try #require(doc.views.all("clipShape").first)
    // The frame's corner lies outside the inscribed circle: the window's white.
    #expect(rgb(clip.x + 2, clip.y + 2) == [255, 255, 255])
    // Its centre shows the picture's centre, (160, 120) of avatar.jpg: inside the face,
    // drawn #FFCC80 (within JPEG's loss).
    let face = rgb(clip.midX, clip.y + clip.height / 2)
    let expected = [0xFF, 0xCC, 0x80]
    #expect(zip(face, expected).allSatisfy { abs($0 - $1) <= 8 }, "\(face)")
  }
}
