import Engine

/// A view whose body stops the program.
struct Trapping: View {
  var body: some View {
    let values: [Int] = []
    return Text("\(values[0])")
  }
}

#Preview("Fine") {
  Text("fine")
}

#Preview("Trap") {
  Trapping()
}
