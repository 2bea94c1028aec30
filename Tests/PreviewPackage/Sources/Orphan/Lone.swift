import Engine

/// A library that no executable of the package depends on: nothing can show its previews.
struct Lone: View {
  var body: some View { Color.brown }
}

#Preview {
  Lone()
}
