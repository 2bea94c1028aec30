import Engine
import Fixtures
import Foundation

/// Keeps the geometry a reader's content closure was last called with.
@MainActor
final class LastProxy {
  var proxy: GeometryProxy?
  func note(_ proxy: GeometryProxy) -> Bool {
    self.proxy = proxy
    return true
  }

  /// A reader filling what it is offered (with a clear colour) that notes its geometry here.
  var reader: some View {
    GeometryReader { p in
      let _ = self.note(p)
      Color.clear
    }
  }
}

/// A screen of a stack whose bar is the inline 44 pt one (UIKit's bar height).
@MainActor
func inlineScreen(_ content: some View) -> some View {
  NavigationStack {
    content.navigationTitle("T").navigationBarTitleDisplayMode(.inline)
  }
}

extension ViewDump {
  /// The frame of the view marked with `.id(id)`.
  func frameOf(id: String) -> CGRect? {
    all.first { $0.id == .string(id) }?.rect
  }
}
