// Paths, shapes, strokes, gradients and clip shapes, written as in SwiftUI (only the import
// differs).
import Engine

/// A five-pointed star from a `Path`, filled even-odd so its pentagon stays hollow.
struct Star: Shape {
  func path(in rect: CGRect) -> Path {
    let c = CGPoint(x: rect.midX, y: rect.midY)
    let r = min(rect.width, rect.height) / 2
    var path = Path()
    for i in 0..<5 {
      // Every second of five points around the circle, starting at the top.
      let a = Angle.degrees(-90 + Double(i) * 144).radians
      let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
  }
}

struct ContentView: View {
  var body: some View {
    VStack(spacing: 24) {
      HStack(spacing: 24) {
        Circle()
          .fill(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
        RoundedRectangle(cornerRadius: 25, style: .continuous)
          .stroke(.blue, lineWidth: 6)
        Capsule()
          .fill(
            AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
        Ellipse()
          .fill(
            RadialGradient(
              colors: [.white, .indigo], center: .center, startRadius: 5, endRadius: 60))
      }
      HStack(spacing: 24) {
        Star().fill(.orange, style: FillStyle(eoFill: true))
        Circle()
          .trim(from: 0, to: 0.7)
          .stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        Rectangle()
          .strokeBorder(.pink, style: StrokeStyle(lineWidth: 4, dash: [10, 6]))
        UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 20)
          .fill(.teal)
      }
      HStack(spacing: 24) {
        LinearGradient(
          colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing
        )
        .overlay { Text("clipShape").foregroundStyle(.white) }
        .clipShape(Circle())
        Color.mint
          .overlay { Text("cornerRadius") }
          .cornerRadius(20)
        EllipticalGradient(colors: [.yellow, .orange, .clear])
        Path { p in
          p.move(to: CGPoint(x: 10, y: 90))
          p.addQuadCurve(to: CGPoint(x: 110, y: 90), control: CGPoint(x: 60, y: -30))
          p.addArc(
            center: CGPoint(x: 60, y: 90), radius: 50, startAngle: .degrees(0),
            endAngle: .degrees(180), clockwise: false)
        }
        .stroke(.brown, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
      }
    }
    .padding(24)
  }
}

#Preview {
  ContentView()
}
