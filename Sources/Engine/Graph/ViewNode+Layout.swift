import Foundation

extension ViewNode {
  /// The node's size for `proposal`, asked at most once per proposal and pass.
  /// `context` is what its container tells it (the same for a node all pass long). A length
  /// that is not a number is asked as 0 (`ProposedViewSize.withoutNaN`).
  func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
    let proposal = proposal.withoutNaN
    startPassIfNeeded()
    if let s = sizes[proposal] { return s }
    graph.sizeComputations &+= 1
    let raw = kind.size(of: self, for: proposal, in: context)
    // One bad measurement must not poison every position with NaN or negative sizes.
    func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }
    let s = CGSize(width: clean(raw.width), height: clean(raw.height))
    sizes[proposal] = s
    return s
  }

  /// Empties the per-pass caches when a new layout pass has begun.
  private func startPassIfNeeded() {
    if sizesPass != graph.pass {
      sizes.removeAll(keepingCapacity: true)
      cachedSpacing = nil
      sizesPass = graph.pass
    }
  }

  /// The preferred spacing around the node as a subview, asked at most once per pass.
  /// A stack's spacing is the union of its subviews', so uncached, every measuring of
  /// every level walked the whole subtree below it (nested stacks cost depth²).
  func spacing(in context: LayoutContext) -> ViewSpacing {
    startPassIfNeeded()
    if let s = cachedSpacing { return s }
    graph.spacingComputations &+= 1
    let s = kind.spacing(of: self, in: context)
    cachedSpacing = s
    return s
  }

  /// Puts the node at `frame` (window points) and lays its content out inside. Frames
  /// leave layout here, made finite once (`CGRect.finite`).
  func place(
    in frame: CGRect, proposal: ProposedViewSize, attributes: Attributes, context: LayoutContext
  ) {
    var frame = frame.isWithinFiniteBound ? frame : frame.finite
    var proposal = proposal.withoutNaN
    if kind.reachesIntoSafeArea, let region = context.safeRegion {
      (frame, proposal) = region.reach(frame, proposal: proposal)
    }
    // Under an animation modifier that fired, frames move with its animation.
    if graph.beginPlacing(self) {
      defer { graph.endPlacing() }
      return placeFrame(frame, proposal: proposal, attributes: attributes, context: context)
    }
    placeFrame(frame, proposal: proposal, attributes: attributes, context: context)
  }

  private func placeFrame(
    _ frame: CGRect, proposal: ProposedViewSize, attributes: Attributes, context: LayoutContext
  ) {
    // Frames compare relative to the scroll content they are in, so scrolling moves them
    // without animating them (and carries a running animation along).
    let origin = graph.contentOrigin
    // Moved by a scroll only, within the same pass and with the same proposal: the subtree
    // is laid out as it was, so it moves whole instead of being laid out again.
    if hasFrame, placedPass == graph.pass, !containsScrolling, proposal == placedProposal,
      frame.size == self.frame.size,
      frame.minX - self.frame.minX == origin.x - placedOrigin.x,
      frame.minY - self.frame.minY == origin.y - placedOrigin.y
    {
      self.attributes = attributes
      translate(by: CGPoint(x: origin.x - placedOrigin.x, y: origin.y - placedOrigin.y))
      return
    }
    if hasFrame {
      let dx = origin.x - placedOrigin.x
      let dy = origin.y - placedOrigin.y
      if (dx != 0 || dy != 0), var a = frameAnimation {
        a.x.translate(by: dx)
        a.y.translate(by: dy)
        frameAnimation = a
      }
      if self.frame.offsetBy(dx: dx, dy: dy) != frame {
        graph.frameWillChange(self, from: self.frame, to: frame)
      }
    }
    hasFrame = true
    placedOrigin = origin
    placedPass = graph.pass
    self.frame = frame
    self.attributes = attributes
    self.placedProposal = proposal
    defer {
      containsScrolling = subtreeScrolls()
      if containsScrolling { graph.notePlacedScroll(self) }
    }
    kind.place(self, in: frame, proposal: proposal, context: context)
  }

  /// Whether a scroll view or lazy stack is in this subtree: the placed children's flags,
  /// looking through transparent nodes (which are never placed).
  func subtreeScrolls() -> Bool {
    kindScrolls
      || children.contains { $0.hasFrame ? $0.containsScrolling : $0.subtreeScrolls() }
  }

  /// Moves this laid-out subtree by `delta` with the scroll content it is in: frames and
  /// running frame animations alike.
  func translate(by delta: CGPoint) {
    // Transparent nodes (ForEach, conditionals) have no frame; their children do.
    if hasFrame {
      frame = frame.offsetBy(dx: delta.x, dy: delta.y)
      placedOrigin = CGPoint(x: placedOrigin.x + delta.x, y: placedOrigin.y + delta.y)
      if delta != .zero, var a = frameAnimation {
        a.x.translate(by: delta.x)
        a.y.translate(by: delta.y)
        frameAnimation = a
      }
    }
    for child in children { child.translate(by: delta) }
  }
}
