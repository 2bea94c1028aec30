import Engine
import Fixtures
import Foundation
import Testing

/// `aspectRatio`, `scaledToFit` and `scaledToFill`, with Apple's documentation examples:
/// the content is offered the largest (fit) or smallest (fill) size of the ratio inside
/// the proposal, and the modifier is the content's size, centred in its frame.
@MainActor
@Suite("aspectRatio offers its content a size of the ratio")
struct AspectRatioLayoutTests {
  private func aspect(_ root: ViewDump) throws -> CGRect {
    try #require(root.first("aspectRatio")).rect
  }

  @Test("a 3:4 ratio fits a 200-point square at 150 x 200, centred")
  func fitsThreeByFour() throws {
    // Scales 200 / 0.75 and 200 / 1: the smaller, 200, gives 150 x 200; the frame at
    // (100, 50) in 400 x 300 centres it 25 in.
    let root = laidOut(
      Color.purple.aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200))
    #expect(try aspect(root) == CGRect(x: 125, y: 50, width: 150, height: 200))
  }

  @Test("a 3:4 ratio fills a 200-point square at 200 x 266.67, overflowing it")
  func fillsThreeByFour() throws {
    // The larger scale, 200 / 0.75 = 266.67: 200 x 266.67, centred: 33.33 above and below.
    let r = try aspect(
      laidOut(
        Color.purple.aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
          .frame(width: 200, height: 200)))
    #expect(r.width == 200)
    #expect(abs(r.height - 800.0 / 3) < 1e-9)
    #expect(abs(r.minY - (50 - 100.0 / 3)) < 1e-9)
  }

  @Test("scaledToFit keeps the content's own ratio: a circle in 300 x 150 is 150 x 150")
  func scaledToFitCircle() throws {
    // A shape's ideal size is 10 x 10, square: the largest square in 300 x 150.
    let r = try aspect(
      laidOut(Circle().fill(Color.pink).scaledToFit().frame(width: 300, height: 150)))
    #expect(r.size == CGSize(width: 150, height: 150))
    let filled = try aspect(
      laidOut(Circle().fill(Color.pink).scaledToFill().frame(width: 300, height: 150)))
    #expect(filled.size == CGSize(width: 300, height: 300))
  }

  @Test("it is its content's size: a text keeps its own")
  func contentsSize() throws {
    // "abcd" is 34 x 20.4; offered 100 x 60 (its ratio in 100 x 100), it stays 34 x 20.4.
    let r = try aspect(laidOut(Text("abcd").scaledToFit().frame(width: 100, height: 100)))
    #expect(r.size == CGSize(width: 34, height: 20.4))
  }

  @Test("with the height unspecified, fitting is bound by the width alone")
  func unspecifiedHeight() throws {
    // In a vertical scroll view the colour is offered 400 wide and any height: 400 x 200.
    let r = try aspect(laidOut(ScrollView { Color.red.aspectRatio(2, contentMode: .fit) }))
    #expect(r.size == CGSize(width: 400, height: 200))
  }

  @Test(
    "a ratio that is not a positive number keeps the content's own",
    arguments: [
      CGFloat.nan, 0, -1, CGFloat.infinity,
    ])
  func badRatio(ratio: CGFloat) throws {
    // As scaledToFit: a colour's ideal 10 x 10 is square, 100 x 100 in 200 x 100.
    let r = try aspect(
      laidOut(Color.red.aspectRatio(ratio, contentMode: .fit).frame(width: 200, height: 100)))
    #expect(r.size == CGSize(width: 100, height: 100))
  }
}
