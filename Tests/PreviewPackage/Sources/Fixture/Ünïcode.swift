import Engine

/// Names that are not ASCII: the file's, a preview's and a provider's.
struct Ünïcode: View {
  var body: some View {
    Color.cyan.frame(width: 50, height: 50)
  }
}

#Preview("Café ☕︎", traits: .sizeThatFitsLayout) {
  Ünïcode()
}

struct Ünïcode_Previews: PreviewProvider {
  static var previews: some View {
    Ünïcode().previewLayout(.fixed(width: 90, height: 70))
  }
}
