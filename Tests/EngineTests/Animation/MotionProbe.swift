import Engine
import Fixtures
import Foundation

/// What motion tests read from a display list: the fills of one colour (any alpha).
@MainActor
func fills(_ host: ViewHost, red: UInt8, green: UInt8, blue: UInt8) -> [(CGRect, Color)] {
  var out: [(CGRect, Color)] = []
  for case .fill(let rect, _, let color) in host.displayList().commands
  where color.red == red && color.green == green && color.blue == blue {
    out.append((rect, color))
  }
  return out
}

/// The red fills (Color.red is #ff3b30, iOS's system red, in Engine).
@MainActor
func redFills(_ host: ViewHost) -> [(CGRect, Color)] {
  let red = Color.red
  return fills(host, red: red.red, green: red.green, blue: red.blue)
}

@MainActor
final class Switch {
  var on: Binding<Bool>?
}

@MainActor
private struct Toggled<Content: View>: View {
  let probe: Switch
  let content: (Bool) -> Content
  @State private var on = false

  var body: some View {
    let _ = probe.on = $on
    content(on)
  }
}

/// A host showing `content(false)`, switched to `content(true)` at 0 in
/// `withAnimation(.linear(duration: 1))`, and updated at 1: the animation runs from 1 s to
/// 2 s on the host's clock.
@MainActor
func toggled<C: View>(_ content: @escaping (Bool) -> C) -> (ViewHost, Switch) {
  let probe = Switch()
  let host = ViewHost(
    root: Toggled(probe: probe, content: content), size: CGSize(width: 400, height: 300),
    text: FixedTextMetrics())
  host.update(now: 0)
  withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = true }
  host.update(now: 1)
  return (host, probe)
}
