import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private func host<V: View>(_ view: V) -> ViewHost {
  ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
}

@MainActor
private func tab(_ h: ViewHost, _ shift: Bool = false, at t: Double) {
  h.handle(.key(KeyPress(key: .tab, modifiers: shift ? [.shift] : [])), at: t)
}

@MainActor
private final class Pressed {
  var names: [String] = []
}

/// Two buttons whose tree order is the reverse of their reading order: "Top" is declared
/// second but stands above "Bottom".
@MainActor
private struct Reversed: View {
  let pressed: Pressed

  var body: some View {
    ZStack(alignment: .top) {
      VStack {
        Spacer().frame(height: 100)
        Button("Bottom") { pressed.names.append("Bottom") }
      }
      Button("Top") { pressed.names.append("Top") }
    }
  }
}

@MainActor
private final class FlagLog {
  var focused = false
}

/// A field with a Bool focus state, and buttons that set it.
@MainActor
private struct BoolFocus: View {
  let log: FlagLog
  @State private var text = ""
  @FocusState private var isFocused: Bool

  var body: some View {
    let _ = (log.focused = isFocused)
    VStack {
      TextField("Name", text: $text).focused($isFocused)
      Button("Edit") { isFocused = true }
      Button("Done") { isFocused = false }
      Button("Off") {}.disabled(true)
      Text("not focusable").focusable(false)
      Text("focusable").focusable()
    }
  }
}

@MainActor
@Suite("Focus")
struct FocusTests {
  @Test("Tab follows reading order, top to bottom, not the order views are declared in")
  func readingOrder() {
    let pressed = Pressed()
    let h = host(Reversed(pressed: pressed))
    tab(h, at: 0.1)
    h.handle(.key(KeyPress(key: .return)), at: 0.2)
    tab(h, at: 0.3)
    h.handle(.key(KeyPress(key: .space)), at: 0.4)
    // Round again: from the last back to the first; Shift+Tab from the first to the last.
    tab(h, at: 0.5)
    h.handle(.key(KeyPress(key: .return)), at: 0.6)
    tab(h, true, at: 0.7)
    h.handle(.key(KeyPress(key: .return)), at: 0.8)
    #expect(pressed.names == ["Top", "Bottom", "Top", "Bottom"])
  }

  @Test("the ring: a 3-pt stroke of the accent colour at 50 %, 1 pt outside the focused view")
  func ringLook() throws {
    let h = host(Reversed(pressed: Pressed()))
    tab(h, at: 0.1)
    let button = try #require(h.dump().text("Top"))
    let last = try #require(h.displayList(frameTime: nil).commands.last)
    guard case .stroke(let rect, let width, let color) = last else {
      Issue.record("the ring is not the last command: \(last)")
      return
    }
    // The button's frame: its text's, the borderless style adding nothing around it.
    // Grown by the 1-pt gap and the 3-pt width: 4 pt each side.
    #expect(rect == button.rect.insetBy(dx: -4, dy: -4))
    #expect(width == 3)
    #expect(color == Color.blue.opacity(0.5))
    h.handle(.key(KeyPress(key: .escape)), at: 0.2)
    #expect(
      !h.displayList(frameTime: nil).commands.contains {
        if case .stroke = $0 { return true }
        return false
      })
  }

  @Test("a Bool focus state: set true focuses the field, set false unfocuses it, Tab sets it")
  func boolBinding() throws {
    let log = FlagLog()
    let h = host(BoolFocus(log: log))
    let edit = try #require(h.dump().text("Edit"))
    let done = try #require(h.dump().text("Done"))
    for (i, (p, expected)) in [(edit.rect, true), (done.rect, false)].enumerated() {
      let at = CGPoint(x: p.midX, y: p.midY)
      h.handle(.pointerDown(at), at: Double(i) + 0.1)
      h.handle(.pointerUp(at), at: Double(i) + 0.2)
      #expect(log.focused == expected)
      #expect(h.isEditingText == expected)
    }
    tab(h, at: 3)
    #expect(log.focused)
    // Then Edit, Done and the `.focusable()` text; the disabled button and
    // `.focusable(false)` are passed by, so the fifth Tab is back at the field.
    for t in 4..<8 { tab(h, at: Double(t)) }
    #expect(log.focused)
  }

  @Test(
    "without focus, Escape and the letters are the window's; with a button focused, Escape is the view's"
  )
  func claims() {
    let h = host(Reversed(pressed: Pressed()))
    #expect(!h.claimsKey(KeyPress(key: .escape)))
    tab(h, at: 0.1)
    #expect(h.claimsKey(KeyPress(key: .escape)))
    #expect(!h.claimsKey(KeyPress(key: "q")))
    #expect(h.textInputRect == nil)
  }
}
