/// Whether the scene is in use (SwiftUI's `ScenePhase`): `.active` while the window shows,
/// `.inactive` while it is hidden or minimised (the host reports it).
public enum ScenePhase: Sendable, Hashable, Comparable {
  case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
