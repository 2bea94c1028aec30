import Foundation

/// Which screens a stack shows, where, with which bar, and the slide between them.
extension NavigationModel {
  /// The top screen.
  var top: EntryID { entries.last ?? .root }

  /// Takes the stack to `ids` (root side first): a new top slides in over the old one, a
  /// popped top slides away over the new one, and a slide running the other way turns
  /// around from where it is.
  func moveTo(_ ids: [EntryID], now: Double, animated: Bool) {
    defer {
      entries = ids
      screens = screens.filter {
        $0.key == .root || ids.contains($0.key) || $0.key == slide?.leaving?.id
      }
    }
    let old = top
    let new = ids.last ?? .root
    // Before the first layout, the window's width.
    if width <= 0, let graph { width = graph.size.width }
    guard old != new, animated, graph != nil, width > 0 else {
      if old != new { slide = nil }
      return
    }
    if new != .root && !entries.contains(new) {
      // A push: `new` slides in over what was on top (or over its new neighbour when the
      // old top went too).
      if let running = slide, running.over == new, !running.isPushing {
        running.reverse(pushing: true, width: width, now: now, leaving: nil)
      } else {
        let under = ids.count >= 2 ? ids[ids.count - 2] : .root
        start(
          NavigationSlide(
            over: new, under: under, pushing: true, width: width, now: now, leaving: nil,
            model: self))
      }
    } else {
      // A pop: the old top slides away, kept until it has gone.
      let leaving = builtScreen(old)
      if let running = slide, running.over == old, running.isPushing, !running.isHeld {
        running.reverse(pushing: false, width: width, now: now, leaving: leaving)
      } else if let running = slide, running.over == old, !running.isPushing {
        // A released edge swipe already takes it away.
        running.keep(leaving)
      } else {
        start(
          NavigationSlide(
            over: old, under: new, pushing: false, width: width, now: now, leaving: leaving,
            model: self))
      }
    }
  }

  private func start(_ slide: NavigationSlide) {
    self.slide = slide
    graph?.presentations.start(slide)
  }

  /// The popped screen as it was last built, to show while it slides away.
  private func builtScreen(_ id: EntryID) -> LeavingScreen? {
    guard let built = lastBuilt[id] else { return nil }
    return LeavingScreen(id: id, view: built.view, environment: built.environment)
  }

  /// A slide came to rest: a popped screen it kept goes.
  func slideEnded(_ ended: NavigationSlide) {
    guard slide === ended else { return }
    slide = nil
    revision &+= 1
  }

  /// The screens drawn, back to front: the top, and while a slide runs the one under it.
  func shownScreens() -> [EntryID] {
    guard let slide else { return [top] }
    return [slide.under, slide.over]
  }

  /// Each shown screen's horizontal offset at `now`, for a stack `width` wide.
  func offsets(at now: Double, width: CGFloat) -> [EntryID: CGFloat] {
    guard let slide else { return [top: 0] }
    let over = min(max(slide.overOffset(at: now), -width), width * 2)
    return [slide.under: -(width - over) * NavigationSlide.parallax, slide.over: over]
  }

  /// The environment a screen is built in: its bar, and for a pushed screen a `dismiss`
  /// that pops it (the root's is the stack's own).
  func environment(for id: EntryID, depth: Int, in stack: EnvironmentValues)
    -> EnvironmentValues
  {
    var env = stack
    let bar = screens[id] ?? ScreenBar(model: self, depth: depth)
    bar.depth = depth
    screens[id] = bar
    env.screenBar = bar
    // A collapsing large title's area is the top of the content's scroll view.
    if bar.collapses {
      env.contentMargins.top += NavigationBar.largeTitleHeight
    }
    if depth > 0 {
      env.dismiss = bar.dismiss
      env.isPresented = true
    }
    return env
  }

  /// The bar a screen shows: its title and mode, the back button, its toolbar items.
  func bar(for id: EntryID) -> NavigationBar.Configuration {
    let chain = [EntryID.root] + entries
    let index = chain.firstIndex(of: id) ?? chain.count
    let bar = screens[id]
    var previousTitle: String?
    if index > 0, index - 1 < chain.count { previousTitle = screens[chain[index - 1]]?.title }
    let isLarge = largeTitle(for: Array(chain.prefix(min(index + 1, chain.count))), last: bar)
    return NavigationBar.Configuration(
      title: bar?.title ?? "",
      isLarge: isLarge,
      backTitle: index > 0 && !(bar?.backButtonHidden ?? false) ? (previousTitle ?? "") : nil,
      items: systemItems(forScreen: index) + (bar?.toolbar ?? []),
      pop: { [weak self] in self?.pop(to: index - 1) },
      collapses: isLarge && (bar?.collapses ?? false),
      scrolledUnder: { [weak self] in self?.scrolledUnder(for: id) ?? 0 })
  }

  /// Whether the screen at the end of `chain` shows a large title: its own mode, else the
  /// one before it's, and at the root large when it has a title (SwiftUI's `.automatic`).
  private func largeTitle(for chain: [EntryID], last: ScreenBar?) -> Bool {
    var large = false
    for (i, id) in chain.enumerated() {
      let bar = i == chain.count - 1 ? last : screens[id]
      switch bar?.displayMode {
      case .large: large = true
      case .inline: large = false
      default: if i == 0 { large = !(bar?.title ?? "").isEmpty }
      }
    }
    return large && !(last?.title ?? "").isEmpty
  }

  /// The height of a screen's bar: UIKit's 44 pt bar, with the 52 pt large-title area
  /// under it when the title is large (Apple's HIG: navigation bars; 96 pt in all, as a
  /// large-title bar measures on iOS 17).
  func bottomBarHeight(for id: EntryID) -> CGFloat {
    (screens[id]?.toolbar ?? []).contains { $0.placement == .bottomBar } ? BottomToolbar.height : 0
  }

  func barHeight(for id: EntryID) -> CGFloat {
    let bar = bar(for: id)
    return bar.isLarge && !bar.collapses
      ? NavigationBar.height + NavigationBar.largeTitleHeight : NavigationBar.height
  }
}
