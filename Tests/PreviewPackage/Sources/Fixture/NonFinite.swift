import Engine
import Foundation

/// A layout with a bug: it asks for an infinite size and places its subviews at infinity and
/// at a NaN height.
struct Boundless: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.infinity, height: .infinity)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: CGFloat.infinity, y: .nan),
        proposal: ProposedViewSize(width: .infinity, height: .nan))
    }
  }
}

/// Sizes SwiftUI logs as invalid and lays out anyway; `--dump-layout` still writes JSON.
#Preview("Modifiers") {
  VStack {
    Text("a").frame(width: .infinity)
    Text("b").padding(.nan)
    Text("c").offset(x: .nan)
    Text("d").frame(height: -.infinity)
  }
}

#Preview("Layout") {
  Boundless {
    Text("e")
    Color.red
  }
}

struct Boundless_Previews: PreviewProvider {
  static var previews: some View {
    Boundless { Text("f") }.previewLayout(.sizeThatFits)
  }
}
