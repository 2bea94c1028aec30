import Fixtures
import Foundation
import Testing

@testable import Engine

/// A body that writes the state it reads on every evaluation.
@MainActor
private struct SelfIncrementing: View {
  @State private var count = 0

  var body: some View {
    let _ = count += 1
    Text("\(count)")
  }
}

/// `levels` stacks, each holding the next.
@MainActor
private struct Nested: View {
  let levels: Int

  var body: some View {
    if levels == 0 {
      Text("bottom")
    } else {
      VStack { Nested(levels: levels - 1) }
    }
  }
}

/// User code SwiftUI survives (it logs and carries on) never traps or hangs the engine, and
/// every frame it lays out is finite.
@MainActor
@Suite("hostile views: no trap, no hang, finite frames")
struct HostileViewTests {
  static func graph(_ view: some View) -> ViewGraph {
    ViewGraph(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
  }

  /// Every number in the dump, depth first.
  static func numbers(_ d: ViewDump) -> [Double] {
    d.frame + (d.contentOffset ?? []) + d.children.flatMap(numbers)
  }

  /// Every number finite and within the bound layout holds frames to (±1e9 points): 2e300
  /// is finite for Swift, but past what the renderer's 32-bit pixels can take.
  static func allFinite(_ d: ViewDump) -> Bool {
    numbers(d).allSatisfy { $0.isFinite && abs($0) <= Double(CGRect.finiteBound) }
  }

  static func problems(_ g: ViewGraph) -> [String] {
    g.events.compactMap { if case .problem(let m) = $0.kind { m } else { nil } }
  }

  /// A hue that is not a number counts as 0: HSB (0, 1, 1) is pure red, (v, t, p) with
  /// t = p = 0 (it trapped converting NaN to Int).
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteHueIsRed(_ hue: Double) {
    #expect(Color(hue: hue, saturation: 1, brightness: 1).hexString == "#ff0000")
    #expect(Color.white.opacity(.nan).alpha == 0)
  }

  /// The line count of a text in a 1e300-point frame (or less than nothing left by
  /// padding) overflowed Int. One line of `FixedTextMetrics` text is what `Text("x")` takes
  /// alone.
  @Test(arguments: [1e300, -1e300])
  func aHugeOrNegativeHeightHoldsTheTextsLines(_ height: Double) {
    let alone = Self.graph(Text("x")).dump().frame[3]
    let dump = Self.graph(Text("x").frame(height: height)).dump()
    #expect(dump.children.first?.frame[3] == alone)
    #expect(Self.allFinite(dump))
  }

  @Test func hugePaddingAroundTextIsFinite() throws {
    let dump = Self.graph(Text("x").padding(1e300)).dump()
    #expect(Self.allFinite(dump), "\(dump)")
    _ = try JSONEncoder().encode(dump)
  }

  /// Frames are made finite where layout produces them: JSON can encode every one (it
  /// threw `EncodingError` on infinity and NaN).
  @Test func nonFiniteModifiersLeaveFiniteFrames() throws {
    let view = ScrollView(.horizontal) {
      VStack {
        Text("a").frame(width: .infinity)
        Text("b").padding(.nan)
        Text("c").offset(x: .nan)
        Text("d").frame(maxWidth: .infinity).frame(height: .infinity)
      }
    }
    let dump = Self.graph(view).dump()
    #expect(Self.allFinite(dump), "\(dump)")
    _ = try JSONEncoder().encode(dump)
  }

  /// SwiftUI warns "Modifying state during view update" and does not loop: the update ends
  /// within its rounds, says so once, and later frames do not evaluate the body again.
  @Test func aBodyWritingItsOwnStateEndsAndIsReportedOnce() {
    let g = Self.graph(SelfIncrementing())
    g.layoutIfNeeded()
    let first = g.bodyEvaluations
    #expect(first <= ViewGraph.updateRounds + 2)
    g.update()
    g.layoutIfNeeded()
    #expect(g.bodyEvaluations == first)
    let problems = Self.problems(g)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("Modifying state during view update") == true)
  }

  /// Deeper than the stack holds (it overflowed at about 1 500): built down to the limit,
  /// the rest left out and said once.
  @Test func nestingBeyondTheLimitIsCutAndSaidOnce() throws {
    let g = Self.graph(Nested(levels: 3_000))
    let dump = g.dump()
    #expect(Self.allFinite(dump))
    var depth = 0
    var d: ViewDump? = dump
    while let node = d {
      depth += 1
      d = node.children.first
    }
    #expect(depth <= ViewGraph.maximumDepth + 1)
    #expect(Self.problems(g).count == 1)
    #expect(Self.problems(g).first?.contains("nested deeper than") == true)
  }
}
