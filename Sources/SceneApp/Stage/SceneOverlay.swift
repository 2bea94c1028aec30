import Engine
import Foundation

/// What the window shows over the scene: the inspector's outlines and panels, and a scene
/// file's error, as views the scene's layout places over everything else (`SceneStack`'s
/// last subview). Equal overlays are not built again.
struct SceneOverlay: Sendable, Equatable {
  /// A 1-point outline around a frame.
  struct Outline: Sendable, Equatable {
    var frame: CGRect
    var color: Color
  }

  /// Left-aligned lines of text on a translucent rounded panel, clipped to it.
  struct Panel: Sendable, Equatable {
    var frame: CGRect
    var lines: [String]
    var fill: Color
  }

  /// Drawn first, so the panels lie over them.
  var outlines: [Outline] = []
  var panels: [Panel] = []
}

/// The overlay's views: each outline and panel at its frame in the scene's coordinates.
struct SceneOverlayView: View, Equatable {
  let overlay: SceneOverlay

  var body: some View {
    FramePlacement(
      frames: overlay.outlines.map(\.frame) + overlay.panels.map(\.frame)
    ) {
      ForEach(overlay.outlines.indices, id: \.self) { i in
        OutlineEdges {
          ForEach(0..<4, id: \.self) { _ in Rectangle().fill(overlay.outlines[i].color) }
        }
      }
      ForEach(overlay.panels.indices, id: \.self) { i in
        OverlayPanel(panel: overlay.panels[i])
      }
    }
  }
}

/// A panel: its fill, then its lines one `Stage.overlayLine` apart from 6 points in, 8 from
/// the leading edge; clipped to its frame.
struct OverlayPanel: View {
  let panel: SceneOverlay.Panel

  var body: some View {
    PanelLines {
      RoundedRectangle(cornerRadius: 6).fill(panel.fill)
      ForEach(panel.lines.indices, id: \.self) { i in
        Text(panel.lines[i])
          .font(.system(size: Stage.overlayTextSize))
          .lineLimit(1)
          .foregroundStyle(Stage.panelInk)
      }
    }
    .clipped()
  }
}

/// Places subview `i` at `frames[i]` (offered that size), relative to its own origin, which
/// `SceneStack` puts at the scene's.
struct FramePlacement: Layout {
  var frames: [CGRect]

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        anchor: .topLeading, proposal: ProposedViewSize(frame.size))
    }
  }
}

/// Four subviews as the edges of its bounds, a point thick, inside them.
struct OutlineEdges: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let t = min(1, bounds.width, bounds.height)
    let edges = [
      CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: t),
      CGRect(x: bounds.minX, y: bounds.maxY - t, width: bounds.width, height: t),
      CGRect(x: bounds.minX, y: bounds.minY, width: t, height: bounds.height),
      CGRect(x: bounds.maxX - t, y: bounds.minY, width: t, height: bounds.height),
    ]
    for (subview, edge) in zip(subviews, edges) {
      subview.place(at: edge.origin, anchor: .topLeading, proposal: ProposedViewSize(edge.size))
    }
  }
}

/// A panel's fill over its whole bounds, then each line centred on its slot's middle.
struct PanelLines: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let fill = subviews.first else { return }
    fill.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    let width = max(bounds.width - 16, 0)
    for (i, line) in subviews.dropFirst().enumerated() {
      let y = bounds.minY + 6 + (CGFloat(i) + 0.5) * Stage.overlayLine
      line.place(
        at: CGPoint(x: bounds.minX + 8, y: y), anchor: .leading,
        proposal: ProposedViewSize(width: width, height: nil))
    }
  }
}
