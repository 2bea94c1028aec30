// The app around SampleView: a SwiftUI App, with `import SwiftUI` → `import PreviewHost`.
import PreviewHost

@main
struct OverlappingRowsApp: App {
  var body: some Scene {
    WindowGroup {
      SampleView()
    }
  }
}
