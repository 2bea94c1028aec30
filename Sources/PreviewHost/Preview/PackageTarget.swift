import Foundation

/// The package and the target a Swift file belongs to, from `swift package describe`.
struct PackageTarget {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The folder holding `Package.swift`.
  let root: URL
  let name: String
  /// The module's name (the target's name as an identifier).
  let module: String
  /// The target's folder.
  let folder: URL

  /// The nearest package above `file` and its target whose folder holds the file; fails
  /// with one line when there is none, or when the target cannot show previews (it must be
  /// an executable that depends, directly or through its targets, on `PreviewHost`).
  static func locate(_ file: URL) throws(Failure) -> PackageTarget {
    var dir = file.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path)
    {
      guard dir.path != "/" else {
        throw Failure(
          description: "\(file.path) is not in a Swift package (no Package.swift above it)")
      }
      dir = dir.deletingLastPathComponent()
    }
    let root = dir
    let result = PreviewProcess.capture(
      "swift", ["package", "describe", "--type", "json"], in: root)
    guard result.status == 0,
      let json = try? JSONSerialization.jsonObject(with: result.output) as? [String: Any],
      let targets = json["targets"] as? [[String: Any]]
    else {
      let reason = result.errorText.split(separator: "\n").first.map(String.init) ?? "no output"
      throw Failure(description: "cannot read the package at \(root.path): \(reason)")
    }
    let path = file.standardizedFileURL.path
    let owner = targets.filter {
      guard let p = $0["path"] as? String else { return false }
      return path.hasPrefix(root.appendingPathComponent(p).standardizedFileURL.path + "/")
    }.max { ($0["path"] as? String ?? "").count < ($1["path"] as? String ?? "").count }
    guard let owner, let name = owner["name"] as? String, let p = owner["path"] as? String else {
      throw Failure(description: "\(path) belongs to no target of the package at \(root.path)")
    }
    let byName = Dictionary(
      targets.compactMap { t in (t["name"] as? String).map { ($0, t) } },
      uniquingKeysWith: { a, _ in a })
    var seen: Set<String> = []
    func needsHost(_ t: [String: Any]) -> Bool {
      if (t["product_dependencies"] as? [String] ?? []).contains("PreviewHost") { return true }
      for d in t["target_dependencies"] as? [String] ?? [] where seen.insert(d).inserted {
        if d == "PreviewHost" { return true }
        if let dep = byName[d], needsHost(dep) { return true }
      }
      return false
    }
    guard needsHost(owner) else {
      throw Failure(
        description:
          "target \(name) does not depend on PreviewHost: add .product(name: \"PreviewHost\", package: \"OverlapCarousel\") to its dependencies"
      )
    }
    guard owner["type"] as? String == "executable" else {
      throw Failure(
        description:
          "target \(name) is a \(owner["type"] as? String ?? "non-executable") target: previews are shown from an executable target with an App (README \"Previews\")"
      )
    }
    return PackageTarget(
      root: root, name: name, module: owner["c99name"] as? String ?? name,
      folder: root.appendingPathComponent(p))
  }
}
