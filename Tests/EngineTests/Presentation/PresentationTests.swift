import Engine
import Fixtures
import Foundation
import Testing

/// Counts what the presenting views report.
@MainActor
final class PresentationLog {
  var dismissals = 0
  var actions: [String] = []
}

/// A button that presents a sheet whose content dismisses itself.
private struct SheetPresenter: View {
  let log: PresentationLog
  @State private var shows = false
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("shows \(shows) taps \(taps)")
      Button("open") { shows = true }
      Button("below") { taps += 1 }
      // Keeps the buttons at the top, clear of the sheet's own centred buttons.
      Spacer()
    }
    .sheet(isPresented: $shows, onDismiss: { log.dismissals += 1 }) {
      SheetContent()
    }
  }
}

private struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  @State private var count = 0

  var body: some View {
    VStack {
      Text("sheet \(count)")
      Button("more") { count += 1 }
      Button("done") { dismiss() }
    }
  }
}

/// An alert with a cancel and a destructive button.
private struct AlertPresenter: View {
  let log: PresentationLog
  @State private var shows = true

  var body: some View {
    Text("alert \(shows)")
      .alert("Delete?", isPresented: $shows) {
        Button("Delete", role: .destructive) { log.actions.append("delete") }
        Button("Keep", role: .cancel) { log.actions.append("keep") }
      } message: {
        Text("It cannot be undone.")
      }
  }
}

/// A dialog whose actions give no cancel button.
private struct DialogPresenter: View {
  let log: PresentationLog
  @State private var shows = true

  var body: some View {
    Text("dialog \(shows)")
      .confirmationDialog("Share", isPresented: $shows) {
        Button("Copy") { log.actions.append("copy") }
      }
  }
}

@MainActor
@Suite("Presentation")
struct PresentationTests {
  /// A sheet's 0.5 s critically damped spring is within 0.5‰ of its end after
  /// (1 + ωt)e^(−ωt) × 1000 < 0.5, ω = 2π/0.5: t ≈ 0.8 s; 1 s is past it.
  static let settle = 1.0

  @Test("a sheet dismissed through dismiss calls onDismiss once, after it has gone")
  func sheetDismiss() {
    let log = PresentationLog()
    let h = navigationHost(SheetPresenter(log: log))
    #expect(h.tap("open", at: 0.1))
    h.update(now: 0.1 + Self.settle)
    #expect(h.tap("more", at: 2))
    #expect(h.shows("sheet 1"))
    #expect(h.tap("done", at: 3))
    #expect(h.shows("shows false taps 0"), "dismiss set the binding false")
    #expect(log.dismissals == 0, "the sheet is still sliding away")
    h.update(now: 3 + Self.settle)
    #expect(log.dismissals == 1)
    #expect(!h.shows("sheet 1"))
    h.update(now: 6)
    #expect(log.dismissals == 1)
  }

  @Test("the content under a sheet takes no clicks; Escape dismisses the sheet")
  func sheetTakesInput() throws {
    let log = PresentationLog()
    let h = navigationHost(SheetPresenter(log: log))
    let below = try #require(h.dump().text("below"))
    h.tap("open", at: 0.1)
    h.update(now: 0.1 + Self.settle)
    let p = CGPoint(x: below.rect.midX, y: below.rect.midY)
    h.handle(.pointerDown(p), at: 2)
    h.handle(.pointerUp(p), at: 2.05)
    #expect(h.shows("shows true taps 0"))
    h.handle(.key(KeyPress(key: .escape)), at: 3)
    h.update(now: 3 + Self.settle)
    #expect(h.shows("shows false taps 0"))
    #expect(log.dismissals == 1)
    #expect(h.tap("below", at: 5))
    #expect(h.shows("shows false taps 1"), "clicks reach the content again")
  }

  @Test("an alert's cancel button runs its action and sets isPresented false")
  func alertCancel() {
    let log = PresentationLog()
    let h = navigationHost(AlertPresenter(log: log))
    h.update(now: 1)
    #expect(h.shows("Delete?"))
    #expect(h.shows("It cannot be undone."))
    #expect(h.tap("Keep", at: 1))
    #expect(log.actions == ["keep"])
    #expect(h.shows("alert false"))
    h.update(now: 2)
    #expect(!h.shows("Delete?"))
  }

  @Test("an alert's two buttons sit side by side, the cancel one leading")
  func alertLayout() throws {
    let log = PresentationLog()
    let h = navigationHost(AlertPresenter(log: log))
    h.update(now: 1)
    let keep = try #require(h.dump().text("Keep"))
    let delete = try #require(h.dump().text("Delete"))
    #expect(keep.rect.midY == delete.rect.midY)
    #expect(keep.rect.midX < delete.rect.midX)
    // The 270 pt card is centred in the 400 pt window: its halves' centres at
    // 200 ∓ 67.5 (each half 135 pt, less the hairline between them).
    #expect(abs(keep.rect.midX - 132.5) < 1)
    #expect(abs(delete.rect.midX - 267.5) < 1)
  }

  @Test("Escape on an alert runs the cancel action")
  func alertEscape() {
    let log = PresentationLog()
    let h = navigationHost(AlertPresenter(log: log))
    h.update(now: 1)
    h.handle(.key(KeyPress(key: .escape)), at: 1.5)
    #expect(log.actions == ["keep"])
    #expect(h.shows("alert false"))
  }

  @Test("a dialog gets SwiftUI's standard Cancel button; a tap outside cancels")
  func dialog() {
    let log = PresentationLog()
    let h = navigationHost(DialogPresenter(log: log))
    h.update(now: 0.1 + Self.settle)
    #expect(h.shows("Copy"))
    #expect(h.shows("Cancel"))
    #expect(!h.shows("Share"), "on iOS the title is hidden unless asked for")
    h.handle(.pointerDown(CGPoint(x: 200, y: 20)), at: 2)
    h.handle(.pointerUp(CGPoint(x: 200, y: 20)), at: 2.05)
    #expect(h.shows("dialog false"))
    #expect(log.actions.isEmpty)
  }
}
