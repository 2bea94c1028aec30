import Engine

#Preview("Counter") {
  @Previewable @State var count = 2
  Text("Count \(count)")
    .onTapGesture { count += 1 }
}

/// Previews through a provider: two previews, one per view of the group.
struct Badge: View {
  var body: some View {
    Circle().fill(Color.purple).frame(width: 40, height: 40)
  }
}

struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Badge()
        .previewDisplayName("Badge")
      Badge()
        .previewDevice("iPhone 15")
        .previewInterfaceOrientation(.landscapeRight)
    }
    .previewLayout(.sizeThatFits)
  }
}
