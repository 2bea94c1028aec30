import Engine
import Foundation

/// The previews of a request, in the file's order, each with a unique display name: its
/// own (`#Preview("Name")`, `previewDisplayName`), else "Preview" for a `#Preview` and the
/// type's name for a provider's view; a repeated name gets " 2", " 3" … in order.
@MainActor
struct PreviewCatalog {
  struct Entry {
    let name: String
    let entry: PreviewEntry
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let entries: [Entry]

  init(_ request: PreviewRequest) throws(Failure) {
    let symbols = Set(request.items.compactMap(\.symbol))
    let addresses: [String: UnsafeRawPointer]
    do {
      addresses = symbols.isEmpty ? [:] : try ELFSymbols.addresses(of: symbols)
    } catch {
      throw Failure(description: "cannot find the previews in the executable: \(error)")
    }
    var found: [(String, PreviewEntry)] = []
    for item in request.items.sorted(by: { $0.line < $1.line }) {
      if let symbol = item.symbol {
        guard let address = addresses[symbol] else {
          throw Failure(
            description:
              "\(request.fileID):\(item.line): this #Preview is not in the built executable (was the file compiled with the PreviewMacros plugin?)"
          )
        }
        typealias Register = @convention(c) () -> UnsafeMutableRawPointer
        let register = unsafeBitCast(address, to: Register.self)
        let entry = PreviewRegistration.entry(register())
        found.append((entry.traits.name ?? "Preview", entry))
      } else if let provider = item.provider {
        let type = ([provider] + item.alternatives).lazy.compactMap {
          _typeByName($0) as? any PreviewProvider.Type
        }.first
        guard let type else {
          throw Failure(
            description:
              "\(request.fileID):\(item.line): no PreviewProvider type \(provider) in the executable"
          )
        }
        let typeName = String(describing: type)
        for entry in PreviewRegistration.entries(of: type, fileID: request.fileID, line: item.line)
        {
          found.append((entry.traits.name ?? typeName, entry))
        }
      }
    }
    var seen: [String: Int] = [:]
    entries = found.map { name, entry in
      seen[name, default: 0] += 1
      let n = seen[name]!
      return Entry(name: n == 1 ? name : "\(name) \(n)", entry: entry)
    }
  }
}
