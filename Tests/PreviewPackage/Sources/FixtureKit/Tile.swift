import Engine

/// A view of a library target: its previews are shown through the Fixture executable,
/// which depends on this library and on PreviewHost.
public struct Tile: View {
  public init() {}

  public var body: some View {
    Color.mint.frame(width: 60, height: 40)
  }
}

#Preview("Tile", traits: .sizeThatFitsLayout) {
  Tile()
}

#Preview(traits: .sizeThatFitsLayout) {
  Tile().padding(5)
}

#Preview(traits: .portrait) {
  Tile()
}

struct Tile_Previews: PreviewProvider {
  static var previews: some View {
    Tile().previewLayout(.fixed(width: 100, height: 100))
  }
}
