import Engine

/// Providers nested in a type and in an extension of it, as files that group their
/// previews under the view they show do.
struct Gallery: View {
  var body: some View {
    Rectangle().fill(Color.orange).frame(width: 30, height: 20)
  }

  struct Previews: PreviewProvider {
    static var previews: some View {
      Gallery().previewDisplayName("Nested").previewLayout(.sizeThatFits)
    }
  }
}

extension Gallery {
  enum Wide_Previews: PreviewProvider {
    static var previews: some View {
      Gallery().previewLayout(.fixed(width: 100, height: 50))
    }
  }
}
