// A paging carousel as an iOS 17 SwiftUI developer writes it: ten hue-coloured pages, the
// window's width less 25 points each side, so the neighbours peek in. The only change from
// the SwiftUI original is the import.
import Engine

struct ContentView: View {
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack {
        ForEach(0..<10) { index in
          Text("\(index)")
            .containerRelativeFrame(.horizontal)
            .frame(height: 60)
            .background(
              Color(hue: Double(index) / 10, saturation: 1, brightness: 1),
              in: .rect(cornerRadius: 10)
            )
            .id(index)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .safeAreaPadding(.horizontal, 25)
  }
}

#Preview("Carousel") {
  ContentView()
}

struct ContentView_Previews: PreviewProvider {
  static var previews: some View {
    ContentView()
      .previewDisplayName("Phone")
      .previewDevice("iPhone 15")
      .previewLayout(.fixed(width: 393, height: 200))
  }
}
