// The bordered button styles at each `.controlSize(_:)`, smallest to largest. SwiftUI code as
// written; the only change is the import.
import Engine

struct ButtonSizesView: View {
  var body: some View {
    VStack(spacing: 12) {
      ForEach(ControlSize.allCases, id: \.self) { size in
        HStack {
          Button("Bordered") {}.buttonStyle(.bordered)
          Button("Prominent") {}.buttonStyle(.borderedProminent)
        }
        .controlSize(size)
      }
    }
  }
}

#Preview("Button sizes") { ButtonSizesView() }
