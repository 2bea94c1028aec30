// Xcode's new-project template (iOS App, SwiftUI) as generated: a globe symbol over
// "Hello, world!". The only change from the SwiftUI original is the import.
import Engine

struct ContentView: View {
  var body: some View {
    VStack {
      Image(systemName: "globe")
        .imageScale(.large)
        .foregroundStyle(.tint)
      Text("Hello, world!")
    }
    .padding()
  }
}
