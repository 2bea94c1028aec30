import Foundation

/// The parts of a node that few nodes use, in one box a node allocates only when it first
/// needs one of them.
///
/// A row of 100 000 `Text` tiles has no state, no appear actions, no subviews to cache, no
/// draw order and no frame animation: inline, these took 64 bytes of each of its nodes
/// (and a node's memory is faulted in and zeroed before its first frame).
@MainActor
final class ViewNodeExtras {
  /// `@State` storage, in declaration order.
  var states: [AnyObject] = []
  /// The latest body evaluation's link to the `@Observable` properties it read.
  var observationToken: ObservationToken?
  /// Actions to run once the node is first built (`onAppear`) and when it goes.
  var onAppear: [() -> Void] = []
  var onDisappear: [() -> Void] = []
  /// Flattened subviews, valid for `itemsGeneration`.
  var cachedItems: [LayoutItem] = []
  var itemsGeneration = -1
  /// A container's subview indices back to front, from the last pass.
  var drawOrder: [Int] = []
  /// A running animation of the frame (a layout change inside `withAnimation`), boxed:
  /// inline it would take 313 bytes of every node with extras.
  var frameAnimationBox: FrameAnimationBox?
}

/// Where a node's frame animation lives while it runs.
final class FrameAnimationBox {
  var animation: FrameAnimation
  init(_ animation: FrameAnimation) { self.animation = animation }
}

extension ViewNode {
  /// The node's extras, allocated on first use.
  var ensuredExtras: ViewNodeExtras {
    if let extras { return extras }
    let made = ViewNodeExtras()
    extras = made
    return made
  }

  /// `@State` storage, in declaration order.
  var states: [AnyObject] {
    get { extras?.states ?? [] }
    set { if extras != nil || !newValue.isEmpty { ensuredExtras.states = newValue } }
  }

  /// The latest body evaluation's link to the `@Observable` properties it read.
  var observationToken: ObservationToken? {
    get { extras?.observationToken }
    set { if extras != nil || newValue != nil { ensuredExtras.observationToken = newValue } }
  }

  /// Actions to run once the node is first built (`onAppear`) and when it goes.
  var onAppear: [() -> Void] {
    get { extras?.onAppear ?? [] }
    set { if extras != nil || !newValue.isEmpty { ensuredExtras.onAppear = newValue } }
  }

  var onDisappear: [() -> Void] {
    get { extras?.onDisappear ?? [] }
    set { if extras != nil || !newValue.isEmpty { ensuredExtras.onDisappear = newValue } }
  }

  /// A container's subview indices back to front, from the last pass (a change is a change
  /// of the order views are hit in).
  var drawOrder: [Int] {
    get { extras?.drawOrder ?? [] }
    set {
      let old = drawOrder
      if extras != nil || !newValue.isEmpty { ensuredExtras.drawOrder = newValue }
      if newValue != old { graph.hitOrderChanges &+= 1 }
    }
  }

  /// A running animation of the frame (a layout change inside `withAnimation`).
  var frameAnimation: FrameAnimation? {
    get { extras?.frameAnimationBox?.animation }
    set {
      if let newValue, let box = extras?.frameAnimationBox {
        box.animation = newValue
      } else if extras != nil || newValue != nil {
        ensuredExtras.frameAnimationBox = newValue.map(FrameAnimationBox.init)
      }
    }
  }
}
