// Transitions, implicit animations, an animatable custom shape, a matched geometry
// effect, phase and keyframe animators, a 3D turn in perspective and a hue rotation,
// text and gradient colours, a turn and a custom `Transition`, written as in SwiftUI
// (only the import differs). One button changes everything.
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

/// Comes in growing from half its size as it fades in, and goes out the same way.
struct Pop: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .scaleEffect(phase.isIdentity ? 1 : 0.5)
      .opacity(phase.isIdentity ? 1 : 0)
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
      // iOS 17's animators and effects: a phase animator pulsing, a keyframed bounce, a
      // card turned in perspective, and a hue rotation.
      HStack(spacing: 20) {
        Circle()
          .fill(Color.orange)
          .frame(width: 50, height: 50)
          .phaseAnimator([1.0, 0.6, 1.2]) { dot, scale in
            dot.scaleEffect(scale)
          } animation: { _ in
            .easeInOut(duration: 0.6)
          }
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.indigo)
          .frame(width: 50, height: 50)
          .keyframeAnimator(initialValue: 0.0) { box, y in
            box.offset(y: y)
          } keyframes: { _ in
            KeyframeTrack {
              CubicKeyframe(-30, duration: 0.4)
              SpringKeyframe(0, duration: 0.8, spring: Spring(duration: 0.5, bounce: 0.3))
            }
          }
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.teal)
          .frame(width: 80, height: 50)
          .rotation3DEffect(.degrees(expanded ? 0 : 50), axis: (x: 0, y: 1, z: 0))
        Color.red.frame(width: 50, height: 50).hueRotation(.degrees(expanded ? 0 : 120))
      }
      // Colours and angles animate too: the text's colour, the gradient's stops (in linear
      // light), and a whole turn of the square.
      HStack(spacing: 20) {
        Text("Colour")
          .font(.title2)
          .foregroundStyle(expanded ? Color.red : Color.blue)
        LinearGradient(
          colors: expanded ? [.orange, .pink] : [.blue, .green], startPoint: .leading,
          endPoint: .trailing
        )
        .frame(width: 80, height: 40)
        RoundedRectangle(cornerRadius: 6)
          .fill(Color.mint)
          .frame(width: 40, height: 40)
          .rotationEffect(.degrees(expanded ? 360 : 45))
        if expanded {
          Text("Pop").padding(8).background(Color.yellow).transition(Pop())
        }
      }
      .frame(height: 44)
      if !expanded {
        Text("Scaled away when expanding")
          .padding()
          .background(Color.green)
          .transition(.scale)
      }
    }
  }
}
