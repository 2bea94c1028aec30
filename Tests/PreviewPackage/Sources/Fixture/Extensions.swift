import Engine

/// Providers in the places files put them besides a plain type: nested in a generic type,
/// in a constrained extension of it, in an extension of a nested type named with a dot,
/// and in an extension of another module's type.
struct Swatch<Content: View>: View {
  let content: Content

  var body: some View {
    content.frame(width: 40, height: 30)
  }

  struct Previews: PreviewProvider {
    static var previews: some View {
      Color.pink.frame(width: 40, height: 30)
        .previewDisplayName("Generic").previewLayout(.sizeThatFits)
    }
  }
}

extension Swatch where Content == Text {
  struct TextPreviews: PreviewProvider {
    static var previews: some View {
      Swatch(content: Text("Aa")).background(Color.indigo)
        .previewDisplayName("Constrained").previewLayout(.sizeThatFits)
    }
  }
}

enum Palette {
  enum Shades {}
}

extension Palette.Shades {
  struct Previews: PreviewProvider {
    static var previews: some View {
      Color.teal.frame(width: 50, height: 20)
        .previewDisplayName("Dotted").previewLayout(.sizeThatFits)
    }
  }
}

extension Color {
  struct Previews: PreviewProvider {
    static var previews: some View {
      Color.brown.frame(width: 20, height: 50)
        .previewDisplayName("Foreign").previewLayout(.sizeThatFits)
    }
  }
}
