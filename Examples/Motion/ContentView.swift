// Transitions, implicit animations, an animatable custom shape and a matched geometry
// effect, written as in SwiftUI (only the import differs). One button changes everything.
import Engine

/// A pie wedge whose angle animates: its `animatableData` is the sweep in degrees.
struct Wedge: Shape {
  var degrees: Double

  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }

  func path(in rect: CGRect) -> Path {
    let centre = CGPoint(x: rect.midX, y: rect.midY)
    var path = Path()
    path.move(to: centre)
    path.addArc(
      center: centre, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
      endAngle: .degrees(-90 + degrees), clockwise: false)
    path.closeSubpath()
    return path
  }
}

struct ContentView: View {
  @Namespace private var cards
  @State private var expanded = false

  var body: some View {
    VStack(spacing: 20) {
      Button(expanded ? "Collapse" : "Expand") {
        withAnimation(.easeInOut(duration: 1)) { expanded.toggle() }
      }
      if expanded {
        Text("Moved in from the top, fading in")
          .padding()
          .background(Color.yellow)
          .transition(.move(edge: .top).combined(with: .opacity))
      }
      HStack(spacing: 20) {
        Wedge(degrees: expanded ? 300 : 60)
          .fill(expanded ? Color.orange : Color.purple)
          .frame(width: 100, height: 100)
        RoundedRectangle(cornerRadius: expanded ? 50 : 8)
          .fill(Color.teal)
          .frame(width: 100, height: 100)
          .scaleEffect(expanded ? 0.6 : 1)
        Circle()
          .fill(Color.pink)
          .frame(width: 60, height: 60)
          .offset(x: expanded ? 40 : -40)
          .animation(.spring(duration: 1, bounce: 0.4), value: expanded)
      }
      if expanded {
        RoundedRectangle(cornerRadius: 20)
          .fill(Color.blue)
          .matchedGeometryEffect(id: "card", in: cards)
          .frame(width: 320, height: 140)
      } else {
        HStack {
          RoundedRectangle(cornerRadius: 20)
            .fill(Color.blue)
            .matchedGeometryEffect(id: "card", in: cards)
            .frame(width: 60, height: 60)
          Spacer()
        }
        .frame(width: 320)
      }
      if !expanded {
        Text("Scaled away when expanding")
          .padding()
          .background(Color.green)
          .transition(.scale)
      }
    }
  }
}
