import Foundation

/// A label that shows or hides its content (SwiftUI's `DisclosureGroup`): a tap on the
/// label row turns its chevron from pointing right to pointing down and shows the content
/// under it, indented; another hides it. Expansion animates.
///
/// Its expansion is its own, or a binding's (`isExpanded:`). In a list or form the label
/// and each of the content's rows are 44-pt rows with separators between them, as iOS
/// shows an outline; the chevron is the accent colour, at the trailing end.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false
  @Environment(\.isListRow) private var inList

  /// A group whose expansion is its own, collapsed at first.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// A group expanded while `isExpanded` is true; its taps write it.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let binding = isExpanded ?? $ownExpanded
    let expanded = binding.wrappedValue
    let rows = Engine.listParts(of: content).flatMap(\.rows)
    let rowHeight = inList ? DisclosureMetrics.innerRowHeight : 0
    return VStack(alignment: .leading, spacing: 0) {
      HStack {
        label.foregroundStyle(Color.primary)
        Spacer(minLength: 0)
        DisclosureChevron(expanded: expanded)
      }
      .frame(minHeight: rowHeight)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.snappy) { binding.wrappedValue.toggle() } }
      if expanded {
        ForEach(rows.indices, id: \.self) { i in
          VStack(alignment: .leading, spacing: 0) {
            if inList {
              // The 1-pt line, then 5 pt: each row below stays 44 pt from line to line.
              Divider()
                .padding(.top, ListMetrics.rowInsets.top)
                .padding(.bottom, ListMetrics.rowInsets.bottom - 1)
            }
            rows[i].view
              .frame(maxWidth: .infinity, minHeight: rowHeight, alignment: .leading)
          }
          .padding(.leading, DisclosureMetrics.indent)
          .transition(.opacity)
        }
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group labelled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group labelled `title`, shown as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group labelled `titleKey`, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group labelled `title`, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// The numbers of an outline, each with its source.
enum DisclosureMetrics {
  /// A row inside a list row, less the row's 6-pt insets above and below: rows of the
  /// HIG's 44 pt (44 − 2 × 6).
  static let innerRowHeight: CGFloat = 44 - 2 * 6
  /// How far each level of content stands in from its label (a stand-in, measured
  /// roughly on UICollectionView's outline list).
  static let indent: CGFloat = 20
}

/// The disclosure chevron: pointing right while collapsed, turned a quarter down when
/// expanded, in the accent colour.
struct DisclosureChevron: View {
  let expanded: Bool

  var body: some View {
    Image(systemName: "chevron.right")
      .font(.footnote)
      .fontWeight(.semibold)
      .foregroundStyle(Color.accentColor)
      .rotationEffect(.degrees(expanded ? 90 : 0))
  }
}

extension ListPart {
  /// The rows of this part (a section's, all of them).
  @MainActor
  var rows: [ListRowSpec] {
    let runs: [any ListRowRun]
    switch self {
    case .rows(let run): runs = [run]
    case .section(let section): runs = section.runs
    }
    return runs.flatMap { run in (0..<run.count).map { run.row(at: $0) } }
  }
}
