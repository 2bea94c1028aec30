import Foundation

/// A kind drawn in colours of its own that animate: a `Text`'s (one per run), tinted by
/// `foregroundStyle`/`foregroundColor` or its own `foregroundColor(_:)`. Its kind is a class
/// (it keeps its set lines), so a colour change is drawn through `RecoloredKind` rather
/// than by setting animatable data on a copy.
@MainActor
protocol RecolorableKind: NodeKind {
  /// The colours it is built with, resolved in its environment.
  var drawnColors: [Color] { get }
  /// Draws itself in `colors` instead (as many as `drawnColors`).
  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double, colors: [Color])
}

extension TextKind: RecolorableKind {
  var drawnColors: [Color] { [color] }
}

extension StyledTextKind: RecolorableKind {
  var drawnColors: [Color] { colors }
}

/// A text drawn in its colours as they are now, while a colour change animates.
struct RecoloredKind: NodeKind {
  let base: any RecolorableKind
  let colors: [Color]

  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    base.size(of: node, for: proposal, in: context)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    base.draw(node, into: &list, opacity: opacity, colors: colors)
  }
}

/// A text's colours in motion, additive as `AnimatableKindTrack`'s: each animated change
/// adds a segment moving every colour by its change, in linear light
/// (Animation/LinearColor.swift), from `-delta` to nothing.
final class TextColorTrack: KindTrack {
  let node: ViewNode
  private(set) var segments: [(delta: [LinearColor], progress: AnimatedValue)] = []

  init(node: ViewNode) {
    self.node = node
  }

  func add(_ delta: [LinearColor], animation: Animation, at now: Double) {
    segments.removeAll { $0.progress.isSettled(at: now) }
    segments.append(
      (
        delta,
        AnimatedValue(from: 0, to: MotionState.progressScale, start: now, animation: animation)
      ))
  }

  func presented(at now: Double) -> any NodeKind {
    guard let kind = node.kind as? any RecolorableKind else { return node.kind }
    var colors = kind.drawnColors.map(LinearColor.init)
    // A segment of another number of runs (the text was rebuilt with other runs since)
    // no longer applies.
    for s in segments where s.delta.count == colors.count {
      let k = s.progress.value(at: now) / MotionState.progressScale - 1
      for i in colors.indices { colors[i] += s.delta[i].scaled(by: k) }
    }
    return RecoloredKind(base: kind, colors: colors.map(\.color))
  }

  func isSettled(at now: Double) -> Bool {
    segments.allSatisfy { $0.progress.isSettled(at: now) }
  }
}

extension ViewGraph {
  /// A text rebuilt in an animated transaction with other colours (as many runs as
  /// before) starts moving its colours from the old ones.
  func textColorsChanged(
    _ node: ViewNode, _ new: any RecolorableKind, from old: any NodeKind, _ animation: Animation
  ) {
    guard let old = old as? any RecolorableKind else { return }
    let to = new.drawnColors
    let from = old.drawnColors
    guard to.count == from.count, to != from else { return }
    let delta = zip(to, from).map { LinearColor($0) - LinearColor($1) }
    let id = ObjectIdentifier(node)
    let track = motion.tracks[id] as? TextColorTrack ?? TextColorTrack(node: node)
    track.add(delta, animation: animation, at: now)
    motion.tracks[id] = track
  }
}
