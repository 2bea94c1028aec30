// SwiftUI's safe area as a SwiftUI developer uses it: a gradient reaching under a
// navigation bar with ignoresSafeArea, a GeometryReader reading its insets, and a bottom
// bar added with safeAreaInset. Compiles unchanged against SwiftUI but for the import.
import Engine

struct ContentView: View {
  var body: some View {
    NavigationStack {
      GeometryReader { proxy in
        let insets = proxy.safeAreaInsets
        ScrollView {
          VStack(alignment: .leading, spacing: 12) {
            Text("Insets: top \(Int(insets.top)) pt, bottom \(Int(insets.bottom)) pt")
              .font(.headline)
            ForEach(1..<13) { row in
              Text("Row \(row)")
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
                .background(Color.white.opacity(0.7), in: RoundedRectangle(cornerRadius: 10))
            }
          }
          .padding()
        }
      }
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Text("A bar from safeAreaInset")
          .font(.headline)
          .foregroundStyle(.white)
          .frame(maxWidth: .infinity)
          .padding()
          .background(Color.indigo)
      }
      .background {
        LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
          .ignoresSafeArea()
      }
      .navigationTitle("Safe area")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}
