// SwiftUI's layout helpers as a SwiftUI developer writes them: a ViewModifier, a
// GeometryReader with a named coordinate space, a Grid, and a LazyVGrid of adaptive
// columns in a ScrollView. Compiles unchanged against SwiftUI but for the import.
import Engine

/// A card: padded, on a light background, rounded.
struct CardStyle: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(12)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(white: 0.94), in: RoundedRectangle(cornerRadius: 12))
  }
}

extension View {
  func cardStyle() -> some View {
    modifier(CardStyle())
  }
}

/// A bar as wide as a fraction of the space it is given, with its numbers.
struct MeterView: View {
  let fraction: CGFloat

  var body: some View {
    GeometryReader { proxy in
      VStack(alignment: .leading, spacing: 4) {
        Color.blue
          .frame(width: proxy.size.width * fraction, height: 12)
        Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height)) pt")
        Text("at x \(Int(proxy.frame(in: .named("content")).minX)) in the content")
      }
    }
    .frame(height: 60)
  }
}

struct ContentView: View {
  let hues: [Double] = (0..<24).map { Double($0) / 24 }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      MeterView(fraction: 0.6)
        .cardStyle()

      Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
        GridRow {
          Text("Layout")
          Text("Columns")
            .gridColumnAlignment(.trailing)
        }
        .font(.headline)
        Divider()
        GridRow {
          Text("Grid")
          Text("widest cell")
        }
        GridRow {
          Text("LazyVGrid")
          Text("adaptive(minimum: 60)")
        }
      }
      .cardStyle()

      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
          ForEach(hues, id: \.self) { hue in
            Color(hue: hue, saturation: 0.6, brightness: 0.9)
              .aspectRatio(1, contentMode: .fit)
              .clipShape(RoundedRectangle(cornerRadius: 8))
          }
        }
      }
    }
    .padding()
    .coordinateSpace(name: "content")
  }
}

#Preview("Layout helpers") {
  ContentView()
}
