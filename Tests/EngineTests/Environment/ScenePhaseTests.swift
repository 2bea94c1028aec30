import Engine
import Fixtures
import Foundation
import Testing

/// Shows the scene phase and counts its changes through `onChange`.
private struct PhaseProbe: View {
  @Environment(\.scenePhase) private var phase
  @State private var changes: [String] = []

  var body: some View {
    VStack {
      Text("phase \(String(describing: phase))")
      Text("changes \(changes.joined(separator: ","))")
    }
    .onChange(of: phase) { old, new in changes.append("\(old)>\(new)") }
  }
}

/// `scenePhase` is `.active` while the window shows and `.inactive` while it is hidden, as
/// an iOS scene is inactive when it is not in the foreground, and views reading it follow.
@MainActor
@Suite("scenePhase follows the window")
struct ScenePhaseTests {
  @Test("active on screen; inactive while hidden, and active again; onChange sees each")
  func followsVisibility() {
    let h = navigationHost(PhaseProbe())
    h.update(now: 0)
    #expect(h.shows("phase active"))
    h.handle(.visible(false), at: 1)
    #expect(h.shows("phase inactive"))
    h.handle(.visible(true), at: 2)
    #expect(h.shows("phase active"))
    #expect(h.shows("changes active>inactive,inactive>active"))
  }
}
