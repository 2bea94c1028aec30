import Engine

/// A body that writes the state it reads: SwiftUI logs "Modifying state during view update"
/// once and goes on; so must the preview.
struct Cycler: View {
  @State private var renders = 0

  var body: some View {
    renders += 1
    return Text("Rendered \(renders) times")
  }
}

#Preview("Cycle") {
  Cycler()
}
