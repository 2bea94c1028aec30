import Engine
import Fixtures
import Foundation

/// The test window: 400×300 points, text measured by `FixedTextMetrics` (a character half
/// the point size wide, a line 1.2 sizes tall).
@MainActor
func navigationHost<V: View>(_ view: V) -> ViewHost {
  ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
}

extension ViewHost {
  /// Presses and releases at the centre of the text `label` shows, at `t`; false when no
  /// such text is on screen.
  @discardableResult
  func tap(_ label: String, at t: Double) -> Bool {
    guard let text = dump().text(label) else { return false }
    let p = CGPoint(x: text.rect.midX, y: text.rect.midY)
    handle(.pointerDown(p), at: t)
    handle(.pointerUp(p), at: t + 0.05)
    return true
  }

  // `shows(_:)`, whether a `Text` shows a string, is Controls/ControlTestHost.swift's.

  /// The problems reported since the last drain.
  func problems() -> [String] {
    drainEvents().compactMap { if case .problem(let m) = $0.kind { m } else { nil } }
  }
}

/// A stack whose root screen is 30 rows 44 pt tall in a scroll view, under the title
/// "Inbox" shown in `displayMode` (`.automatic`: large, at a stack's root).
struct Mailbox: View {
  var displayMode = NavigationBarItem.TitleDisplayMode.automatic

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30, id: \.self) { Text("row \($0)").frame(height: 44) }
        }
      }
      .navigationTitle("Inbox")
      .navigationBarTitleDisplayMode(displayMode)
    }
  }
}

/// A path the test changes from outside, as an app's model would hold it.
@Observable
final class PathModel {
  var path: [Int] = []
}

/// A pushed screen with a counter of its own.
struct CounterScreen: View {
  let number: Int
  @State private var count = 0

  var body: some View {
    VStack {
      Text("screen \(number) count \(count)")
      Button("add \(number)") { count += 1 }
    }
  }
}

/// A stack bound to `model.path`, its Int values shown as counter screens.
struct BoundStack: View {
  @Bindable var model: PathModel

  var body: some View {
    NavigationStack(path: $model.path) {
      Text("root")
        .navigationTitle("Numbers")
        .navigationDestination(for: Int.self) { CounterScreen(number: $0) }
    }
  }
}
