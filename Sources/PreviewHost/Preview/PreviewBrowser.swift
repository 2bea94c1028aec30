import Engine

/// The preview window's view: the list of the file's previews on the leading side (tap a
/// name, or ↑ ↓ to choose) and the chosen preview beside it, sized by its traits:
/// `sizeThatFits` at the size it takes in the space, on the neutral backdrop, a fixed size at that size, the
/// device layout filling the space.
struct PreviewBrowser: View {
  static let listWidth: CGFloat = 200
  /// The banner's background: the scene window's error red.
  static let bannerColor = Color(red: 0.75, green: 0.1, blue: 0.1)
  let entries: [PreviewCatalog.Entry]
  /// The text over the preview: a compile error, the build's progress; nil for none.
  var banner: String?
  /// Previews that stopped an earlier window, by index, with the runtime's message.
  var failures: [Int: String] = [:]
  /// Told each preview chosen.
  var onSelect: @MainActor (Int) -> Void = { _ in }
  @State var selected: Int

  init(
    entries: [PreviewCatalog.Entry], banner: String? = nil, selected: Int,
    failures: [Int: String] = [:], onSelect: @escaping @MainActor (Int) -> Void = { _ in }
  ) {
    self.entries = entries
    self.banner = banner
    self.failures = failures
    self.onSelect = onSelect
    _selected = State(initialValue: selected)
  }

  func choose(_ i: Int) {
    selected = i
    onSelect(i)
  }

  var body: some View {
    HStack(spacing: 0) {
      list
      ZStack {
        PreviewRunner.backdrop
        if let failure = failures[selected] {
          Text("\(entries[selected].name) stopped the preview window:\n\(failure)")
            .font(.system(size: 13))
            .foregroundStyle(Self.bannerColor)
            .padding(16)
        } else if entries.indices.contains(selected) {
          PreviewFrame(entry: entries[selected].entry).id(selected)
        }
      }
      .overlay(alignment: .bottom) {
        if let banner {
          Text(banner)
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .padding(10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Self.bannerColor)
        }
      }
    }
    .onKeyPress(keys: [.upArrow, .downArrow]) { press in
      guard !entries.isEmpty else { return .ignored }
      let step = press.key == .upArrow ? -1 : 1
      choose((selected + step + entries.count) % entries.count)
      return .handled
    }
  }

  var list: some View {
    VStack(alignment: .leading, spacing: 2) {
      ForEach(entries.indices, id: \.self) { i in
        Text(entries[i].name)
          .font(.system(size: 13))
          .lineLimit(1)
          .foregroundStyle(i == selected ? Color.white : Color.black)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .frame(width: Self.listWidth - 12, alignment: .leading)
          .background(i == selected ? Color.blue : Color.clear)
          .onTapGesture { choose(i) }
      }
      Spacer()
    }
    .padding(6)
    .frame(width: Self.listWidth)
    .background(Color(white: 0.97))
  }
}

/// One preview in the browser's space.
struct PreviewFrame: View {
  let entry: PreviewEntry

  var body: AnyView {
    let view = erased(entry.makeView())
    switch entry.traits.layout ?? .device {
    case .sizeThatFits:
      return view
    case .fixed(let width, let height):
      return AnyView(view.frame(width: width, height: height).background(Color.white).clipped())
    case .device:
      return AnyView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white))
    }
  }
}

/// A preview's view, type-erased.
@MainActor
func erased(_ view: any View) -> AnyView {
  func open<V: View>(_ v: V) -> AnyView { AnyView(v) }
  return open(view)
}
