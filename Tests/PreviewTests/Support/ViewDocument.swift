import Foundation

/// The `--dump-layout` document of an App (docs/CONTRACT.md §6.4), decoded independently of Engine.
struct ViewDocument: Decodable {
  var size: [Double]
  var views: Node

  struct Node: Decodable {
    var type: String
    var frame: [Double]
    var children: [Node]
    var text: String?
    var id: ID?
    var contentOffset: [Double]?
    var z: Int?

    /// An id: a JSON number or string.
    enum ID: Decodable, Equatable {
      case number(Int)
      case string(String)

      init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self) {
          self = .number(n)
        } else {
          self = .string(try c.decode(String.self))
        }
      }
    }

    var x: Double { frame[0] }
    var y: Double { frame[1] }
    var width: Double { frame[2] }
    var height: Double { frame[3] }
    var midX: Double { x + width / 2 }

    /// This node and every node below it, depth first.
    var all: [Node] { [self] + children.flatMap(\.all) }

    func all(_ type: String) -> [Node] { all.filter { $0.type == type } }
  }
}

extension PreviewProcess {
  /// Runs the example executable `name` with `--dump-layout` and decodes its view tree.
  static func viewDump(_ name: String, _ arguments: [String], script: [String] = []) throws
    -> ViewDocument
  {
    let folder = try TemporaryFolder()
    var args = ["--dump-layout"] + arguments
    if !script.isEmpty {
      args += ["--script", try folder.write("script.jsonl", script.joined(separator: "\n"))]
    }
    let result = try runProgram(try PreviewBinary.locate(name), args)
    guard result.status == 0 else { throw PreviewFailure(arguments: args, result: result) }
    return try JSONDecoder().decode(ViewDocument.self, from: result.stdout)
  }
}
