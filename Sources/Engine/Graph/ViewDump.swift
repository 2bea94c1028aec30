import Foundation

/// One node of the `--dump-layout` view tree (docs/CONTRACT.md §6.4), in window points.
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
    kind.dump(self, into: &d)
    return d
  }
}
