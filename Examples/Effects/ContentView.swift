// Shadows, blur, rotation, masks and colour effects, written as in SwiftUI (only the import
// differs).
import Engine

struct Card: View {
  var title: String
  var color: Color

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(color)
      .overlay { Text(title).font(.headline).foregroundStyle(.white) }
      .frame(width: 140, height: 90)
  }
}

struct ContentView: View {
  @State private var tapped = 0

  var body: some View {
    VStack(spacing: 36) {
      HStack(spacing: 36) {
        Card(title: "shadow", color: .blue)
          .shadow(radius: 10, y: 6)
        Card(title: "blur", color: .orange)
          .blur(radius: 4)
        Card(title: "rotation", color: .green)
          .rotationEffect(.degrees(-12))
        Card(title: "3D", color: .purple)
          .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
      }
      HStack(spacing: 36) {
        LinearGradient(colors: [.pink, .yellow], startPoint: .leading, endPoint: .trailing)
          .frame(width: 140, height: 90)
          .mask {
            Text("MASK").font(.system(size: 40, weight: .black))
          }
        Card(title: "grayscale", color: .red)
          .grayscale(1)
        Card(title: "brightness", color: .indigo)
          .brightness(0.3)
        ZStack {
          Circle().fill(.cyan).frame(width: 80, height: 80).offset(x: -20)
          Circle().fill(.yellow).frame(width: 80, height: 80).offset(x: 20)
            .blendMode(.multiply)
        }
        .frame(width: 140, height: 90)
      }
      HStack(spacing: 36) {
        ZStack {
          Circle().fill(.red).frame(width: 70, height: 70).offset(x: -18)
          Circle().fill(.blue).frame(width: 70, height: 70).offset(x: 18)
        }
        .compositingGroup()
        .opacity(0.5)
        .frame(width: 140, height: 90)
        Circle()
          .fill(.teal)
          .overlay { Text("tap: \(tapped)").foregroundStyle(.white) }
          .frame(width: 90, height: 90)
          .contentShape(Circle())
          .onTapGesture { tapped += 1 }
        Text("Shadowed text")
          .font(.title2.bold())
          .shadow(color: .red, radius: 2, x: 2, y: 2)
        Card(title: "saturation", color: .mint)
          .saturation(0.2)
          .contrast(1.5)
      }
    }
    .padding(36)
  }
}

#Preview {
  ContentView()
}
