import Foundation

extension ViewGraph {
  /// Whether a pointer at `p` is on `node` as hit testing sees it: through the transforms,
  /// content shapes and clips around it and on it (a press ends inside a turned or scaled
  /// button where the button is drawn).
  func reaches(_ p: CGPoint, _ node: ViewNode) -> Bool {
    hitPath(p, where: { $0 === node }) != nil
  }
}
