import Engine
import Fixtures
import Foundation
import Testing

/// The app's selection, read by the detail.
@Observable
private final class Mail {
  var selected: String?
}

/// A sidebar list of mailboxes whose selection the detail shows, as SwiftUI's split view
/// samples are written.
private struct Mailboxes: View {
  @Bindable var mail: Mail

  var body: some View {
    NavigationSplitView {
      List(["Inbox", "Sent"], id: \.self, selection: $mail.selected) { Text($0) }
        .navigationTitle("Mailboxes")
    } detail: {
      Text("showing \(mail.selected ?? "none")")
    }
  }
}

@MainActor
@Suite("A collapsed split view follows List(selection:)")
struct SplitListSelectionTests {
  /// An iPhone-wide window (390 pt, under the split's 640 pt): collapsed into one stack.
  private func host(_ mail: Mail, width: CGFloat = 390) -> ViewHost {
    ViewHost(
      root: Mailboxes(mail: mail), size: CGSize(width: width, height: 600), text: FixedTextMetrics()
    )
  }

  @Test("choosing a row selects it and pushes the detail; back clears the selection")
  func pushAndBack() {
    let mail = Mail()
    let h = host(mail)
    h.update(now: 0)
    #expect(h.shows("Inbox"))
    #expect(!h.shows("showing none"), "collapsed, the detail is not shown until chosen")
    #expect(h.tap("Sent", at: 0.1))
    h.update(now: 0.2 + NavigationStackTests.settle)
    #expect(mail.selected == "Sent")
    #expect(h.shows("showing Sent"))
    #expect(!h.shows("Inbox"), "the sidebar is covered")
    // The detail's back button names the sidebar's title.
    #expect(h.tap("Mailboxes", at: 2))
    h.update(now: 2 + NavigationStackTests.settle)
    #expect(mail.selected == nil, "back deselects, as on an iPhone")
    #expect(h.shows("Inbox"))
    #expect(!h.shows("showing Sent"))
  }

  @Test("side by side, choosing a row changes the detail in place")
  func sideBySide() {
    let mail = Mail()
    let h = host(mail, width: 1024)
    h.update(now: 0)
    #expect(h.shows("showing none"))
    #expect(h.tap("Inbox", at: 0.1))
    h.update(now: 0.2)
    #expect(mail.selected == "Inbox")
    #expect(h.shows("showing Inbox"))
    #expect(h.shows("Sent"), "the sidebar stays")
  }

  @Test("a selection made side by side shows the detail pushed when the window narrows")
  func narrowingKeepsTheSelection() {
    let mail = Mail()
    let h = host(mail, width: 1024)
    h.update(now: 0)
    #expect(h.tap("Sent", at: 0.1))
    h.update(now: 0.2)
    #expect(mail.selected == "Sent")
    // 390 pt is under the split's 640: one stack, the detail of the selection on top of
    // the sidebar, as SwiftUI collapses a split with a selection.
    h.handle(.resize(CGSize(width: 390, height: 600)), at: 1)
    h.update(now: 1 + NavigationStackTests.settle)
    #expect(h.shows("showing Sent"))
    #expect(!h.shows("Inbox"), "the sidebar is under the detail")
    // Back from it deselects, as after a choice made collapsed.
    #expect(h.tap("Mailboxes", at: 3))
    h.update(now: 3 + NavigationStackTests.settle)
    #expect(mail.selected == nil)
    #expect(h.shows("Inbox"))
  }

  @Test("with nothing selected the narrowed split shows the sidebar")
  func narrowingWithoutSelection() {
    let mail = Mail()
    let h = host(mail, width: 1024)
    h.update(now: 0)
    h.handle(.resize(CGSize(width: 390, height: 600)), at: 1)
    h.update(now: 1 + NavigationStackTests.settle)
    #expect(h.shows("Inbox"))
    #expect(!h.shows("showing none"))
  }
}
