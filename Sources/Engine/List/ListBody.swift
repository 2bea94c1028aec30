import Foundation

/// A list as views: a scroll view of its sections on the style's background; the arrow
/// keys move a selection, and a list with one takes Tab focus (ListKeyboardFocus.swift).
struct ListBody: View {
  let sections: [ListSectionSpec]
  let selection: ListSelection?
  @Environment(\.listLook) private var look
  /// Scrolls the row the arrow keys select into view.
  @State private var revealer = ScrollRevealer()

  /// A `ForEach` of more rows than this is built lazily; fewer are built at once, so that
  /// rows of different heights each keep their own.
  static let lazyThreshold = 100

  var body: some View {
    let sections = self.sections
    let selection = self.selection
    return ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(sections.indices, id: \.self) { s in
          ListSectionView(section: sections[s], isFirst: s == 0, selection: selection)
        }
      }
      .padding(.bottom, look.isGrouped ? ListMetrics.sectionSpacing : 0)
      .environment(\.scrollRevealer, nil)
    }
    .environment(\.scrollRevealer, revealer)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(look.background)
    .listKeyboardFocus(selection, sections: sections, revealer: revealer)
    .onKeyPress(keys: [.upArrow, .downArrow]) { press in
      guard let selection else { return .ignored }
      return ListKeyboardFocus.move(selection, press, sections, revealer) ? .handled : .ignored
    }
  }
}

/// One section: its header, its rows (each run a stack, lazy when long) and its footer.
struct ListSectionView: View {
  let section: ListSectionSpec
  let isFirst: Bool
  let selection: ListSelection?
  @Environment(\.listLook) private var look

  var body: some View {
    let section = self.section
    let look = self.look
    let textInset = look.sideInset + ListMetrics.rowInsets.leading
    let total = section.rowCount
    var offsets: [Int] = []
    var offset = 0
    for run in section.runs {
      offsets.append(offset)
      offset += run.count
    }
    let rows = VStack(alignment: .leading, spacing: 0) {
      ForEach(section.runs.indices, id: \.self) { r in
        ListRunView(
          run: section.runs[r], offset: offsets[r], total: total, section: section,
          selection: selection)
      }
      if let footer = section.footer {
        footer
          .font(.footnote)
          .foregroundStyle(Color.secondary)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, textInset)
          .padding(.top, ListMetrics.headerGap)
      }
    }
    return Group {
      if let header = section.header, look == .plain {
        // A plain list's headers stick at the top while their rows scroll, as
        // UITableView's plain style floats them.
        PinnedSection(header: styled(header, textInset: textInset), content: rows, spacing: 0)
      } else {
        VStack(alignment: .leading, spacing: 0) {
          if let header = section.header {
            styled(header, textInset: textInset)
          } else if look.isGrouped || look == .sidebar {
            Color.clear.frame(
              height: isFirst && look == .sidebar ? 0 : ListMetrics.sectionSpacing)
          }
          rows
        }
      }
    }
  }

  /// A header as the style draws it: footnote-size capitals in the secondary colour, in a
  /// band of its own in a plain list.
  private func styled(_ header: AnyView, textInset: CGFloat) -> some View {
    header
      .font(.footnote)
      .textCase(.uppercase)
      .foregroundStyle(Color.secondary)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, textInset)
      .padding(.top, look == .plain ? 0 : headerTop)
      .padding(.bottom, look == .plain ? 0 : ListMetrics.headerGap)
      .frame(minHeight: look == .plain ? ListMetrics.plainHeaderHeight : 0)
      .background(look == .plain ? ListMetrics.plainHeaderBackground : Color.clear)
  }

  /// The space above a header: the section spacing less the header's own line, so that
  /// sections with and without headers sit alike (a stand-in: measured, roughly).
  private var headerTop: CGFloat { isFirst ? 17.5 : ListMetrics.sectionSpacing - 15 }
}

/// A run of a section's rows: a stack of them, lazy when there are many.
struct ListRunView: View {
  let run: any ListRowRun
  let offset: Int
  let total: Int
  let section: ListSectionSpec
  let selection: ListSelection?

  var body: some View {
    let run = self.run
    let rows = ForEach(0..<run.count, ids: { run.id(at: $0) ?? AnyHashable($0) }) { i in
      row(i)
    }
    if run is StaticRows || run.count <= ListBody.lazyThreshold {
      VStack(spacing: 0) { rows }
    } else {
      LazyVStack(spacing: 0) { rows }
    }
  }

  private func row(_ i: Int) -> ListRowView {
    let spec = run.row(at: i)
    let index = offset + i
    // The line under a row shows unless either row beside it hides it or is selected (iOS
    // takes the lines away around a selected row's fill).
    let next: ListRowSpec? =
      i + 1 < run.count ? run.row(at: i + 1) : index + 1 < total ? section.row(at: index + 1) : nil
    let selected = { (row: ListRowSpec?) in
      row?.id.map { selection?.contains($0) ?? false } ?? false
    }
    let separated =
      next != nil && spec.options.separatorBottom != .hidden
      && next?.options.separatorTop != .hidden && !selected(spec) && !selected(next)
    return ListRowView(
      spec: spec, isFirst: index == 0, isLast: index == total - 1, separated: separated,
      selection: selection)
  }
}

extension ListSectionSpec {
  /// The section's row `index`, counting through its runs.
  @MainActor
  func row(at index: Int) -> ListRowSpec? {
    var i = index
    for run in runs {
      if i < run.count { return run.row(at: i) }
      i -= run.count
    }
    return nil
  }
}

extension ForEach where Data == Range<Int>, ID == AnyHashable {
  /// One view per integer of `data`, each known by `ids`' answer.
  init(_ data: Range<Int>, ids: @escaping (Int) -> AnyHashable, content: @escaping (Int) -> Content)
  {
    self.data = data
    self.content = content
    self.id = ids
  }
}
