import Engine
import Fixtures
import Foundation
import Testing

/// What a login form's views saw last: its bindings' values and the focus, written by its
/// body on every evaluation, and each sign-in the button made.
@MainActor
final class LoginLog {
  var username = ""
  var password = ""
  var focused: LoginForm.Field?
  var signIns: [(String, String)] = []
}

/// A login form as SwiftUI code writes it: Return in the user name moves focus to the
/// password through `@FocusState`, Return in the password signs in.
@MainActor
struct LoginForm: View {
  enum Field: Hashable { case username, password }
  let log: LoginLog
  @State private var username = ""
  @State private var password = ""
  @FocusState private var focused: Field?

  var body: some View {
    let _ = record()
    VStack {
      TextField("User name", text: $username)
        .focused($focused, equals: .username)
        .onSubmit { focused = .password }
      SecureField("Password", text: $password)
        .focused($focused, equals: .password)
        .onSubmit { signIn() }
      Button("Sign In") { signIn() }
    }
    .textFieldStyle(.roundedBorder)
  }

  private func record() {
    log.username = username
    log.password = password
    log.focused = focused
  }

  private func signIn() {
    log.signIns.append((username, password))
  }
}

/// The test window: 400×300 points, `FixedTextMetrics` (a character half the point size
/// wide, a line 1.2 sizes tall).
@MainActor
private func host<V: View>(_ view: V) -> ViewHost {
  ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
}

@MainActor
private func press(
  _ h: ViewHost, _ key: KeyEquivalent, _ modifiers: EventModifiers = [], at t: Double
) {
  h.handle(.key(KeyPress(key: key, modifiers: modifiers)), at: t)
  h.handle(.key(KeyPress(key: key, modifiers: modifiers, phase: .up)), at: t)
}

@MainActor
@Suite("Login form")
struct LoginFormTests {
  @Test("Tab focuses the user name, typing fills it, Return moves to the password, Return signs in")
  func submitMovesFocus() {
    let log = LoginLog()
    let h = host(LoginForm(log: log))
    h.update(now: 0)
    #expect(log.focused == nil)
    press(h, .tab, at: 0.1)
    #expect(log.focused == .username)
    h.handle(.text("ana"), at: 0.2)
    #expect(log.username == "ana")
    press(h, .return, at: 0.3)
    #expect(log.focused == .password)
    h.handle(.text("s3cret"), at: 0.4)
    #expect(log.password == "s3cret")
    #expect(log.username == "ana")
    press(h, .return, at: 0.5)
    #expect(log.signIns.map(\.0) == ["ana"])
    #expect(log.signIns.map(\.1) == ["s3cret"])
  }

  @Test(
    "Tab goes user name, password, button and round; Shift+Tab goes back; Space presses the button")
  func tabOrder() {
    let log = LoginLog()
    let h = host(LoginForm(log: log))
    press(h, .tab, at: 0.1)
    press(h, .tab, at: 0.2)
    #expect(log.focused == .password)
    press(h, .tab, at: 0.3)
    // The button has no `.focused` binding: focus left both fields.
    #expect(log.focused == nil)
    press(h, .space, at: 0.4)
    #expect(log.signIns.count == 1)
    press(h, .tab, at: 0.5)
    #expect(log.focused == .username)
    press(h, .tab, [.shift], at: 0.6)
    press(h, .tab, [.shift], at: 0.7)
    #expect(log.focused == .password)
  }

  @Test("setting the focus state focuses the field; Escape clears focus and the state")
  func bindingMovesFocus() {
    let log = LoginLog()
    let h = host(FocusedOnAppear(log: log))
    h.update(now: 0.1)
    #expect(log.focused == .password)
    h.handle(.text("x"), at: 0.2)
    #expect(log.password == "x")
    press(h, .escape, at: 0.3)
    #expect(log.focused == nil)
    h.handle(.text("y"), at: 0.4)
    #expect(log.password == "x")
  }

  @Test("a click in a field focuses it; typing goes there")
  func clickFocuses() throws {
    let log = LoginLog()
    let h = host(LoginForm(log: log))
    let field = try #require(h.dump().all.first { $0.type == "SecureField" })
    let p = CGPoint(x: field.rect.midX, y: field.rect.midY)
    h.handle(.pointerDown(p), at: 0.1)
    h.handle(.pointerUp(p), at: 0.15)
    #expect(log.focused == .password)
    h.handle(.text("pw"), at: 0.2)
    #expect(log.password == "pw")
    // The secure field shows bullets, one per character typed.
    #expect(h.dump().all.first { $0.type == "SecureField" }?.text == "••")
  }

  @Test("while a field has focus the host claims every key, so the window's own keys type")
  func fieldClaimsKeys() {
    let log = LoginLog()
    let h = host(LoginForm(log: log))
    #expect(!h.claimsKey(KeyPress(key: "q")))
    press(h, .tab, at: 0.1)
    #expect(h.isEditingText)
    for key: KeyEquivalent in ["s", "q", .escape, KeyEquivalent.function(11)!] {
      #expect(h.claimsKey(KeyPress(key: key)))
    }
    #expect(h.textInputRect != nil)
  }
}

/// The login form with focus put on the password when it appears, as `onAppear` does.
@MainActor
private struct FocusedOnAppear: View {
  let log: LoginLog
  @State private var password = ""
  @FocusState private var focused: LoginForm.Field?

  var body: some View {
    let _ = (log.password = password, log.focused = focused)
    VStack {
      SecureField("Password", text: $password).focused($focused, equals: .password)
    }
    .onAppear { focused = .password }
  }
}
