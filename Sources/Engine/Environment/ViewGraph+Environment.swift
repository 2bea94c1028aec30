/// The root's environment, which the host sets (colour scheme, scene phase, opening URLs).
extension ViewGraph {
  /// The environment the root view is built in.
  public var environment: EnvironmentValues { root.environment }

  /// Changes the root's environment; the views whose environment changes are built again
  /// at once.
  public func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    var environment = root.environment
    change(&environment)
    guard environment != root.environment else { return }
    root.update(with: root.view, environment: environment)
    root.runAppear()
  }
}
