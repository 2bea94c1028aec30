import Foundation

/// One node of the `--dump-layout` view tree (DESIGN 6.4), in window points.
///
/// `type` is the view's type name without generic arguments (`"Text"`, `"HStack"`, a
/// custom layout's name) or the modifier's (`"padding"`, `"frame"`, `"background"` …);
/// `children` are in subview order. Optional keys are left out when they do not apply.
public struct ViewDump: Encodable, Sendable, Equatable {
  /// An explicit id: integers as JSON numbers, anything else as its description.
  public enum ID: Encodable, Sendable, Equatable {
    case number(Int)
    case string(String)

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      switch self {
      case .number(let n): try c.encode(n)
      case .string(let s): try c.encode(s)
      }
    }

    public init(_ value: AnyHashable) {
      if let n = value.base as? Int {
        self = .number(n)
      } else if let s = value.base as? String {
        self = .string(s)
      } else {
        self = .string(String(describing: value.base))
      }
    }
  }

  public var type: String
  public var frame: [Double]
  public var children: [ViewDump]
  public var text: String?
  public var id: ID?
  public var contentOffset: [Double]?
  public var z: Int?

  static func array(_ r: CGRect) -> [Double] {
    [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
  }
}

extension ViewGraph {
  /// The laid-out tree as the dump shows it; several root views appear under one `VStack`.
  public func dump() -> ViewDump {
    layoutIfNeeded()
    let items = rootItems()
    if items.count == 1 { return items[0].node.dump() }
    let frame = items.reduce(CGRect.null) { $0.union($1.node.frame) }
    return ViewDump(
      type: "VStack", frame: ViewDump.array(frame.isNull ? .zero : frame),
      children: items.map { $0.node.dump() })
  }
}

extension ViewNode {
  func dump(z: Int? = nil) -> ViewDump {
    var d = ViewDump(type: dumpName, frame: ViewDump.array(frame), children: [])
    d.id = (attributes.id ?? key.id).map(ViewDump.ID.init)
    d.z = z
    switch kind {
    case .text(let t):
      d.text = t.string
    case .layout:
      let items = items()
      var rank = Array(repeating: 0, count: items.count)
      let drawn = drawOrder.filter { $0 < items.count && !items[$0].node.isHiddenByLayout }
      for (position, i) in drawn.enumerated() { rank[i] = position }
      // A collapsed row lists what it shows, in its order (kept tiles, badge, last tile).
      let order = collapse?.shownItems(tiles: rowTiles().count) ?? Array(items.indices)
      d.children = order.filter { items.indices.contains($0) }.map {
        items[$0].node.dump(z: rank[$0])
      }
    case .modifier:
      d.children = items().map { $0.node.dump() }
    case .viewThatFits:
      d.children = items().filter { ObjectIdentifier($0.node) == fitChoice }.map { $0.node.dump() }
    case .scroll(let state):
      d.children = items().map { $0.node.dump() }
      let offset = Double(graph.snap(state.offset))
      d.contentOffset = state.axis == .horizontal ? [offset, 0] : [0, offset]
    case .lazyStack:
      d.children = items().map { $0.node.dump() }
    default:
      break
    }
    return d
  }
}
