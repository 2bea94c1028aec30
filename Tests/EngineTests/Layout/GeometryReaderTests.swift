import Engine
import Fixtures
import Foundation
import Testing

/// Keeps every geometry a reader's content closure was called with.
@MainActor
private final class ProxyLog {
  var proxies: [GeometryProxy] = []
  func note(_ proxy: GeometryProxy) -> Bool {
    proxies.append(proxy)
    return true
  }
}

/// `GeometryReader` by SwiftUI's rules: it is the size proposed (10 where a dimension is
/// not), its content is offered that size at its top-leading corner, and `GeometryProxy`
/// measures its frame from the window, itself or a named ancestor.
@MainActor
@Suite("GeometryReader reports its geometry")
struct GeometryReaderTests {
  private func graph(_ view: some View, _ w: CGFloat = 400, _ h: CGFloat = 300) -> ViewGraph {
    ViewGraph(root: view, size: CGSize(width: w, height: h), text: FixedTextMetrics())
  }

  @Test("it takes the whole proposal and puts its content at its top-leading corner")
  func takesTheProposal() throws {
    // The root is proposed the window, 400 x 300; the reader takes all of it. The text
    // "ab" is 17 x 20.4 (body 17 pt, half an em per character, 1.2 em tall), at (0, 0)
    // rather than centred.
    let root = laidOut(GeometryReader { _ in Text("ab") }, 400, 300)
    #expect(root.type == "GeometryReader")
    #expect(root.rect == CGRect(x: 0, y: 0, width: 400, height: 300))
    let text = try #require(root.text("ab"))
    #expect(text.rect == CGRect(x: 0, y: 0, width: 17, height: 20.4))
  }

  @Test("proposed nothing, it is 10 x 10")
  func unspecifiedIsTen() throws {
    // fixedSize proposes nil both ways: replacingUnspecifiedDimensions' 10 x 10.
    let root = laidOut(GeometryReader { _ in Color.red }.fixedSize(), 400, 300)
    let reader = try #require(root.first("GeometryReader"))
    #expect(reader.rect.size == CGSize(width: 10, height: 10))
  }

  @Test("its content is offered its size: a Color fills it")
  func contentIsOfferedItsSize() throws {
    let root = laidOut(GeometryReader { _ in Color.red }.frame(width: 120, height: 70), 400, 300)
    let reader = try #require(root.first("GeometryReader"))
    #expect(reader.children.first?.rect == reader.rect)
  }

  @Test("frames in the local, global and named coordinate spaces")
  func framesInEachSpace() throws {
    let log = ProxyLog()
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 50)
      GeometryReader { proxy in
        let _ = log.note(proxy)
        Color.clear
      }
      .frame(width: 100, height: 80)
    }
    .padding(20)
    .coordinateSpace(name: "card")
    _ = graph(view).dump()
    let proxy = try #require(log.proxies.last)
    // The stack is 100 x (50 + 80) = 100 x 130; padded, 140 x 170, centred in 400 x 300
    // at ((400 - 140) / 2, (300 - 170) / 2) = (130, 65). The reader is 20 in from the
    // padding and 50 below the red bar: (150, 135) in the window, (20, 70) in "card".
    #expect(proxy.size == CGSize(width: 100, height: 80))
    #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(proxy.frame(in: .global) == CGRect(x: 150, y: 135, width: 100, height: 80))
    #expect(proxy.frame(in: .named("card")) == CGRect(x: 20, y: 70, width: 100, height: 80))
    // The iOS 17 spellings reach the same spaces.
    #expect(proxy.frame(in: LocalCoordinateSpace.local) == proxy.frame(in: .local))
    #expect(proxy.frame(in: GlobalCoordinateSpace.global) == proxy.frame(in: .global))
    #expect(
      proxy.frame(in: NamedCoordinateSpace.named("card")) == proxy.frame(in: .named("card")))
    // The card's bounds from the reader: its origin (130, 65) less the reader's (150, 135).
    #expect(
      proxy.bounds(of: .named("card")) == CGRect(x: -20, y: -70, width: 140, height: 170))
    // No ancestor is named "nowhere": measured from the window, and no bounds.
    #expect(proxy.frame(in: .named("nowhere")) == proxy.frame(in: .global))
    #expect(proxy.bounds(of: .named("nowhere")) == nil)
    #expect(proxy.safeAreaInsets == EdgeInsets())
  }

  @Test("the innermost of two spaces with the same name wins; the iOS 17 modifier names one")
  func innermostNameWins() throws {
    let log = ProxyLog()
    let view = GeometryReader { proxy in
      let _ = log.note(proxy)
      Color.clear
    }
    .frame(width: 50, height: 50)
    .padding(10)
    .coordinateSpace(.named("s"))
    .padding(30)
    .coordinateSpace(name: "s")
    _ = graph(view).dump()
    let proxy = try #require(log.proxies.last)
    // The inner space's frame starts 10 before the reader.
    #expect(proxy.frame(in: .named("s")).origin == CGPoint(x: 10, y: 10))
  }

  @Test("the content is built again when the reader's size changes, and only then")
  func rebuiltOnSizeChange() throws {
    let log = ProxyLog()
    let g = graph(
      GeometryReader { proxy in
        let _ = log.note(proxy)
        Text("w \(Int(proxy.size.width))")
      }, 400, 300)
    #expect(g.dump().text("w 400") != nil)
    let evaluations = log.proxies.count
    _ = g.displayList()
    #expect(log.proxies.count == evaluations)
    g.size = CGSize(width: 250, height: 300)
    #expect(g.dump().text("w 250") != nil)
    #expect(log.proxies.last?.size == CGSize(width: 250, height: 300))
  }

  @Test("in a scroll view its global frame follows the scrolling")
  func followsScrolling() throws {
    let log = ProxyLog()
    let view = ScrollView {
      VStack(spacing: 0) {
        GeometryReader { proxy in
          let _ = log.note(proxy)
          Color.clear
        }
        .frame(height: 100)
        Color.red.frame(height: 2000)
      }
    }
    var clock = HostClock(view, width: 400, height: 300)
    #expect(log.proxies.last?.frame(in: .global).minY == 0)
    // Drag the content up and hold it there.
    clock.host.pointerDown(CGPoint(x: 200, y: 250), at: 0.1)
    for k in 1...6 {
      clock.run(until: 0.1 + Double(k) / 60)
      clock.host.pointerMoved(CGPoint(x: 200, y: 250 - Double(k) * 20), at: clock.now)
    }
    clock.run(until: 0.3)
    let offset = try #require(clock.host.dump().first("ScrollView")?.contentOffset?[1])
    #expect(offset > 0)
    // The reader is the content's first view: its top is the content's, scrolled up.
    #expect(log.proxies.last?.frame(in: .global).minY == CGFloat(-offset))
  }
}
