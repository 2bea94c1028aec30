// Text styles as SwiftUI code writes them: modifiers on `Text`, runs joined with `+`,
// designs of the system font, decorations, Markdown, a live timer, a right-to-left stack
// and view-level modifiers.
import Engine

struct TextStylesView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Regular") + Text(" Bold").bold() + Text(" Italic").italic()
        + Text(" Bold Italic").bold().italic()
      Text("Underlined").underline() + Text(" and ") + Text("struck").strikethrough(color: .red)
      Text("Red").foregroundColor(.red) + Text(" blue").foregroundStyle(.blue)
        + Text(" large").font(.title)
      Text("Tracking 4").tracking(4)
      Text("Monospaced 0123").monospaced()
      Text("Serif design").font(.system(.title2, design: .serif))
      Text("Serif italic").font(.system(.title2, design: .serif)).italic()
      Text("Rounded design").font(.system(.title2, design: .rounded))
      Text("Rounded bold").font(.system(.title2, design: .rounded, weight: .bold))
      Text("Monospaced design").font(.system(.title2, design: .monospaced))
      Text("uppercased by textCase").textCase(.uppercase)
      Text("Markdown: **bold** *italic* `code` ~~struck~~ [a link](https://swift.org)")
      Text("Ends in ") + Text(Date().addingTimeInterval(150), style: .timer).monospacedDigit()
      HStack {
        Text("1")
        Text("2")
        Text("3")
      }
      .environment(\.layoutDirection, .rightToLeft)
      HStack {
        Text("View-level italic")
        Text("and underline")
      }
      .italic()
      .underline(color: .green)
    }
    .padding()
  }
}

#Preview {
  TextStylesView()
}
