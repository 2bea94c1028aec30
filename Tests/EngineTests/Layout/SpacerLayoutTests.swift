import Engine
import Fixtures
import Foundation
import Testing

/// SwiftUI's stacks size spacers after every other subview: the others are offered the
/// space less each spacer's minimum length (8 by default), and the spacers share what is
/// left. Text is 0.5 of its point size per character and 1.2 sizes a line
/// (`FixedTextMetrics`), so every expected frame below is arithmetic.
@MainActor
@Suite("Spacers yield to the other subviews of their stack")
struct SpacerLayoutTests {
  @Test("one spacer: the colour above it gets all but the spacer's minimum")
  func oneSpacer() throws {
    let root = laidOut(
      VStack(spacing: 0) {
        Color.red
        Spacer()
      }, 400, 300)
    // 300 − 8: the colour is offered the height less the spacer's minimum, and takes it.
    let red = try #require(root.first("Color"))
    #expect(red.rect == CGRect(x: 0, y: 0, width: 400, height: 292))
  }

  @Test("two spacers with a flexible view between: the view takes all but both minimums")
  func twoSpacers() throws {
    let root = laidOut(
      HStack(spacing: 0) {
        Spacer()
        Color.red
        Spacer()
      }, 400, 300)
    let red = try #require(root.first("Color"))
    // 400 − 8 − 8 = 384, after the first spacer's 8.
    #expect(red.rect.minX == 8)
    #expect(red.rect.width == 384)
  }

  @Test("a spacer beside a text that would wrap: Product manager stays on one line")
  func textKeepsItsLine() throws {
    let root = laidOut(
      HStack(spacing: 12) {
        Color.red.frame(width: 48, height: 48)
        VStack(alignment: .leading, spacing: 4) {
          Text("Alex Morgan").bold()
          Text("Product manager")
        }
        Spacer()
        Text("Edit")
      }
      .font(.system(size: 20))
      .padding(16), 400, 300)
    // Inside the padding 368, less three 12-pt gaps: 332. The non-spacers are offered
    // 332 − 8 = 324, least flexible first: the avatar takes 48; "Edit" (40 ideal) is
    // offered 138 and takes 40; the column is offered 236 and takes its ideal 150
    // ("Product manager", 15 × 10). The spacer gets the remaining 332 − 238 = 94.
    let role = try #require(root.text("Product manager"))
    #expect(role.rect.width == 150)
    #expect(role.rect.height == 24, "one line of 20 × 1.2")
    let edit = try #require(root.text("Edit"))
    #expect(edit.rect.maxX == 384, "pushed to the trailing padding")
    #expect(abs(edit.rect.minX - role.rect.maxX - (12 + 94 + 12)) < 1e-9)
  }

  @Test(
    "Spacer(minLength:) keeps that much and no more",
    arguments: [(CGFloat?.none, 292.0), (40, 260), (0, 300)])
  func minLength(length: CGFloat?, colour: Double) throws {
    let root = laidOut(
      VStack(spacing: 0) {
        Color.red
        Spacer(minLength: length)
      }, 400, 300)
    // The colour is offered 300 less the spacer's minimum (8 when unset).
    #expect(try #require(root.first("Color")).rect.height == CGFloat(colour))
  }

  @Test("a spacer in a nested stack yields inside that stack: a large title wraps, not cut")
  func nestedStack() throws {
    let root = laidOut(
      HStack(spacing: 0) {
        VStack(alignment: .leading, spacing: 0) {
          Text("Weekly summary").font(.system(size: 34))
          Spacer()
        }
        .frame(width: 200)
        Color.red
      }
      .frame(height: 120), 400, 300)
    // "Weekly summary" is 14 × 17 = 238 wide at 34 pt: in 200 it needs two lines, 2 × 40.8
    // = 81.6 tall. Offered 120 − 8 = 112 before the spacer, it gets them; shared equally
    // with the spacer (60) it would have been cut to one line.
    let title = try #require(root.text("Weekly summary"))
    #expect(abs(title.rect.height - 81.6) < 1e-9)
    #expect(try #require(root.first("Color")).rect.width == 200)
  }
}
