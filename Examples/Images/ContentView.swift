// Pictures from the target's own resources, as SwiftPM bundles them
// (`resources: [.process("Resources")]`, read through `Bundle.module`): a JPEG avatar
// filled into a circle, pixel art scaled with and without interpolation, a bubble
// stretched by its cap insets, a tiled pattern, an SVG drawn in its colours and as a
// template, and a name with no file behind it. The only change from SwiftUI is the import.
import Engine
import Foundation

struct ContentView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      HStack(spacing: 16) {
        Image("avatar", bundle: .module)
          .resizable()
          .scaledToFill()
          .frame(width: 96, height: 96)
          .clipShape(Circle())
        Image("avatar", bundle: .module)
          .resizable()
          .scaledToFit()
          .frame(width: 160, height: 96)
          .background(Color.gray.opacity(0.25))
        VStack(alignment: .leading) {
          Text("avatar.jpg, 320 x 240").font(.headline)
          Text("scaledToFill in a circle, scaledToFit in a frame")
            .font(.caption)
        }
      }
      HStack(spacing: 16) {
        Image("sprite", bundle: .module)
          .resizable()
          .interpolation(.none)
          .frame(width: 64, height: 64)
        Image("sprite", bundle: .module)
          .resizable()
          .frame(width: 64, height: 64)
        Image("sprite", bundle: .module)
        Text("8 x 8 pixels: .none, .high, its own size").font(.caption)
      }
      Text("Stretched by its cap insets")
        .foregroundStyle(Color(red: 0.08, green: 0.4, blue: 0.75))
        .padding(.horizontal, 20)
        .padding(.vertical, 14)
        .background(
          Image("bubble", bundle: .module)
            .resizable(capInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)))
      Image("checker")
        .resizable(resizingMode: .tile)
        .frame(width: 300, height: 40)
      HStack(spacing: 16) {
        Image("leaf", bundle: .module)
        Image("leaf", bundle: .module)
          .renderingMode(.template)
          .foregroundStyle(.orange)
        Image("leaf", bundle: .module)
          .resizable()
          .frame(width: 48, height: 48)
        Image("no-such-picture", bundle: .module)
        Text("leaf.svg: original, template, 48 pt; a missing name").font(.caption)
      }
    }
    .padding()
  }
}

#Preview {
  ContentView()
}
