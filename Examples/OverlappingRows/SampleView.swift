// The overlapping rows as a SwiftUI developer writes them. This file compiles unchanged
// against SwiftUI; here the only change is the import (SwiftUI → Engine).
import Engine

/// A row that keeps its spacing while it fits and overlaps its subviews evenly when it
/// does not: the first touches the leading edge, the last the trailing edge.
///
/// Declared in the app's own module, it shadows Engine's `OverlappingHStack`, as any
/// Swift declaration shadows an imported one.
struct OverlappingHStack: Layout {
  let alignment: HorizontalAlignment
  let spacing: CGFloat

  init(alignment: HorizontalAlignment = .center, spacing: CGFloat = 8) {
    self.alignment = alignment
    self.spacing = spacing
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? .zero
    return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard !subviews.isEmpty else { return }
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let mw = sizes.map(\.width).max() ?? .zero
    let mh = sizes.map(\.height).max() ?? .zero
    let tile = ProposedViewSize(width: mw, height: mh)
    let count = CGFloat(subviews.count)
    let idealWidth = count * mw + (count - 1) * spacing
    if bounds.width >= idealWidth || subviews.count == 1 {
      let offset: CGFloat
      switch alignment {
      case .leading: offset = 0
      case .center: offset = max(bounds.width - idealWidth, 0) / 2
      case .trailing: offset = max(bounds.width - idealWidth, 0)
      default: offset = 0
      }
      subviews.indices.forEach { index in
        let x = bounds.minX + offset + CGFloat(index) * (mw + spacing)
        subviews[index].place(
          at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: tile)
      }
    } else {
      let step = (bounds.width - mw) / (count - 1)
      subviews.indices.forEach { index in
        let x = bounds.minX + mw / 2 + CGFloat(index) * step
        subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: tile)
      }
    }
  }
}

/// Three rows of 2, 5 and 10 sports emoji, trailing-aligned, in a padded leading stack.
struct SampleView: View {
  let array = ["⚽️", "🏀", "🏈", "⚾️", "🥎", "🎾", "🏐", "🏉", "🥏", "🎱"]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      overlappingHStack(Array(array.prefix(2)))
      overlappingHStack(Array(array.prefix(5)))
      overlappingHStack(array)
    }
    .padding()
  }

  func overlappingHStack(_ array: [String]) -> some View {
    OverlappingHStack(alignment: .trailing) {
      ForEach(array, id: \.self) { item in
        Text(item)
          .font(.system(size: 100))
      }
    }
  }
}

#Preview("Sample") {
  SampleView()
}

#Preview("One row", traits: .sizeThatFitsLayout) {
  SampleView().overlappingHStack(["⚽️", "🏀", "🏈"])
}

struct SampleView_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      SampleView()
        .previewDisplayName("Narrow")
        .previewLayout(.fixed(width: 320, height: 480))
      SampleView()
        .previewDisplayName("Landscape")
        .previewInterfaceOrientation(.landscapeLeft)
    }
  }
}
