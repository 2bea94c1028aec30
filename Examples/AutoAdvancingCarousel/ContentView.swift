// The carousel that advances by itself every 3 seconds, as an iOS 17 SwiftUI developer
// writes it: a lazy stack of pages, a scroll position bound to state, a timer publisher and
// withAnimation. The only change from the SwiftUI original is the import.
import Engine

struct ContentView: View {
  @State private var scrollPosition: Int? = 0
  let timer = Timer.publish(every: 3.0, on: .main, in: .default).autoconnect()

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack {
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
    .scrollPosition(id: $scrollPosition)
    .onReceive(timer) { _ in
      withAnimation {
        if let position = scrollPosition, position < 9 {
          scrollPosition = position + 1
        } else {
          scrollPosition = 0
        }
      }
    }
  }
}

#Preview("Auto-advancing", traits: .fixedLayout(width: 600, height: 200)) {
  ContentView()
}

#Preview("Chosen page") {
  @Previewable @State var page = 3
  Text("Page \(page)")
    .font(.title)
    .onTapGesture { page += 1 }
}

struct ContentView_Previews: PreviewProvider {
  static var previews: some View {
    ContentView().previewLayout(.sizeThatFits)
  }
}
