import Engine

/// A 120x80 card of one colour: what the previews below show.
struct CardView: View {
  let color: Color

  var body: some View {
    color.frame(width: 120, height: 80)
  }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
  CardView(color: .red)
}

#Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 300, height: 100)) {
  let colors: [Color] = [.green, .blue]
  HStack(spacing: 0) {
    ForEach(0..<2) { i in
      CardView(color: colors[i])
    }
  }
}

#Preview {
  CardView(color: .yellow)
}
