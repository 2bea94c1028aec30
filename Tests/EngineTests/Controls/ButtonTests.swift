import Engine
import Fixtures
import Foundation
import Testing

/// The test window: 400×300 points, text measured by `FixedTextMetrics` (a character half
/// the point size wide, a line 1.2 sizes tall).
@MainActor
private func host<V: View>(_ view: V) -> ViewHost {
  ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
}

/// The centre of the text `label` shows, in window points.
@MainActor
private func centre(of label: String, in host: ViewHost) throws -> CGPoint {
  let text = try #require(host.dump().text(label))
  return CGPoint(x: text.rect.midX, y: text.rect.midY)
}

@MainActor
private struct Counter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count=\(count)")
      Button("Tap") { count += 1 }
    }
  }
}

@MainActor
@Suite("Button")
struct ButtonTests {
  @Test("a tap runs the action: the counter counts, through the window's input events")
  func counterCounts() throws {
    let h = host(Counter())
    let p = try centre(of: "Tap", in: h)
    for (i, t) in [0.1, 0.3].enumerated() {
      h.handle(.pointerDown(p), at: t)
      #expect(h.dump().text("count=\(i)") != nil, "nothing runs on the press")
      h.handle(.pointerUp(p), at: t + 0.1)
      #expect(h.dump().text("count=\(i + 1)") != nil)
    }
  }

  @Test("dragging out cancels; coming back in re-arms, as on iOS")
  func dragOutCancels() throws {
    let h = host(Counter())
    let p = try centre(of: "Tap", in: h)
    // 100 pt right of the label's centre is outside it: "Tap" at 17 pt is 3 × 8.5 = 25.5 pt
    // wide.
    let out = CGPoint(x: p.x + 100, y: p.y)
    h.handle(.pointerDown(p), at: 0.1)
    h.handle(.pointerMove(out), at: 0.2)
    h.handle(.pointerUp(out), at: 0.3)
    #expect(h.dump().text("count=0") != nil)
    h.handle(.pointerDown(p), at: 0.4)
    h.handle(.pointerMove(out), at: 0.5)
    h.handle(.pointerMove(p), at: 0.6)
    h.handle(.pointerUp(p), at: 0.7)
    #expect(h.dump().text("count=1") != nil)
  }

  @Test("a disabled button takes no presses")
  func disabledIsInert() throws {
    let h = host(Counter().disabled(true))
    let p = try centre(of: "Tap", in: h)
    h.handle(.pointerDown(p), at: 0.1)
    #expect(!h.isTrackingPointer)
    h.handle(.pointerUp(p), at: 0.2)
    #expect(h.dump().text("count=0") != nil)
  }

  @Test("a press that a scroll view takes for a scroll does not fire the button")
  func scrollDoesNotFire() throws {
    let h = host(ScrollingCounter())
    let p = try centre(of: "Tap", in: h)
    // Down by 60 pt: past the scroll view's slop, so the content follows the pointer (pulled
    // past its top, it springs back to rest long before t = 5 s). The button is 200 pt tall
    // and moves down with the content, so the release is still on it: only the scroll
    // keeps it from firing.
    let q = CGPoint(x: p.x, y: p.y + 60)
    h.handle(.pointerDown(p), at: 0.1)
    h.handle(.pointerMove(CGPoint(x: p.x, y: p.y + 30)), at: 0.15)
    h.handle(.pointerMove(q), at: 0.2)
    h.handle(.pointerUp(q), at: 0.3)
    h.update(now: 5)
    #expect(h.dump().text("count=0") != nil)
    // A tap without moving still fires.
    let r = try centre(of: "Tap", in: h)
    h.handle(.pointerDown(r), at: 5.1)
    h.handle(.pointerUp(r), at: 5.2)
    #expect(h.dump().text("count=1") != nil)
  }

  @Test("a custom ButtonStyle sees isPressed true while the pointer is down on the button")
  func customStyleSeesPressed() throws {
    let h = host(Button("Tap") {}.buttonStyle(PressProbeStyle()))
    #expect(h.dump().text("up") != nil)
    let p = try centre(of: "up", in: h)
    h.handle(.pointerDown(p), at: 0.1)
    #expect(h.dump().text("down") != nil)
    h.handle(.pointerMove(CGPoint(x: p.x + 150, y: p.y)), at: 0.2)
    #expect(h.dump().text("up") != nil, "not pressed while dragged out")
    h.handle(.pointerMove(p), at: 0.3)
    #expect(h.dump().text("down") != nil)
    h.handle(.pointerUp(p), at: 0.4)
    #expect(h.dump().text("up") != nil)
  }

  @Test("a PrimitiveButtonStyle fires the action through configuration.trigger()")
  func primitiveStyleTriggers() throws {
    let h = host(Counter().buttonStyle(TapTriggerStyle()))
    let p = try centre(of: "Tap", in: h)
    h.handle(.pointerDown(p), at: 0.1)
    h.handle(.pointerUp(p), at: 0.2)
    #expect(h.dump().text("count=1") != nil)
  }

  @Test("the role reaches the style; a literal title is a LocalizedStringKey")
  func roleReachesStyle() throws {
    let h = host(
      VStack {
        Button("Delete", role: .destructive) {}
        Button(role: .cancel, action: {}) { Text("Cancel") }
      }
      .buttonStyle(RoleProbeStyle()))
    #expect(h.dump().text("destructive") != nil)
    #expect(h.dump().text("cancel") != nil)
  }
}

@MainActor
private struct ScrollingCounter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count=\(count)")
      ScrollView {
        VStack {
          Button {
            count += 1
          } label: {
            Text("Tap").frame(width: 300, height: 200)
          }
          Color.gray.frame(height: 2000)
        }
      }
    }
  }
}

private struct PressProbeStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text(configuration.isPressed ? "down" : "up")
  }
}

private struct TapTriggerStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture { configuration.trigger() }
  }
}

private struct RoleProbeStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text(configuration.role == .destructive ? "destructive" : "cancel")
  }
}
