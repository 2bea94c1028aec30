import Foundation

/// Addresses of functions of this executable found by name in its ELF symbol table
/// (`/proc/self/exe`'s `.symtab`): how the preview runner reaches the functions `#Preview`
/// expands to, which the executable does not export to `dlsym`.
enum ELFSymbols {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The run-time address of each of `names` that the executable defines.
  static func addresses(of names: Set<String>) throws(Failure) -> [String: UnsafeRawPointer] {
    guard
      let data = try? Data(
        contentsOf: URL(fileURLWithPath: "/proc/self/exe"), options: .alwaysMapped)
    else {
      throw Failure(description: "cannot read /proc/self/exe")
    }
    var wanted = names
    wanted.insert(anchorName)
    var linked: [String: Int] = [:]
    let problem: String? = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> String? in
      func u16(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt16.self)) }
      func u32(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt32.self)) }
      func u64(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
      // ELF64 little-endian only (x86_64, aarch64).
      guard raw.count > 64, raw[0] == 0x7F, raw[1] == 0x45, raw[4] == 2, raw[5] == 1 else {
        return "the executable is not a 64-bit little-endian ELF file"
      }
      let shoff = u64(0x28)
      let shentsize = u16(0x3A)
      let shnum = u16(0x3C)
      guard shoff > 0, shoff + shnum * shentsize <= raw.count else {
        return "the executable has no section table"
      }
      for s in 0..<shnum {
        let sh = shoff + s * shentsize
        guard u32(sh + 4) == 2 else { continue }  // SHT_SYMTAB
        let offset = u64(sh + 0x18)
        let size = u64(sh + 0x20)
        let entsize = max(u64(sh + 0x38), 24)
        let strtab = shoff + u32(sh + 0x28) * shentsize
        let strOffset = u64(strtab + 0x18)
        let strSize = u64(strtab + 0x20)
        guard offset + size <= raw.count, strOffset + strSize <= raw.count else { continue }
        for e in stride(from: offset, to: offset + size, by: entsize) {
          let nameOffset = u32(e)
          let value = u64(e + 8)
          guard value != 0, nameOffset < strSize else { continue }
          let start = strOffset + nameOffset
          var end = start
          while end < strOffset + strSize, raw[end] != 0 { end += 1 }
          // Cheap filter before making a string: every wanted name starts "oc_preview_".
          guard end - start > 11, raw[start] == 0x6F, raw[start + 1] == 0x63 else { continue }
          let name = String(
            decoding: UnsafeRawBufferPointer(rebasing: raw[start..<end]), as: UTF8.self)
          if wanted.contains(name) { linked[name] = value }
        }
      }
      return nil
    }
    if let problem { throw Failure(description: problem) }
    // Position-independent executables are loaded at an offset from their link addresses:
    // the anchor's address now minus its address in the table.
    guard let anchorLinked = linked[anchorName] else {
      throw Failure(description: "the executable has no symbol table (stripped?)")
    }
    let anchor: @convention(c) () -> Void = previewSymbolAnchor
    let bias = Int(bitPattern: unsafeBitCast(anchor, to: UnsafeRawPointer.self)) - anchorLinked
    var found: [String: UnsafeRawPointer] = [:]
    for (name, value) in linked where name != anchorName {
      found[name] = UnsafeRawPointer(bitPattern: bias + value)
    }
    return found
  }

  static let anchorName = "oc_preview_anchor"
}

/// A function whose address says where the executable was loaded (`ELFSymbols`).
@_cdecl("oc_preview_anchor")
func previewSymbolAnchor() {}
