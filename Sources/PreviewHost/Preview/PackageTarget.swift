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
  /// The executable target whose App shows the previews: the target itself, or for a
  /// library target an executable that depends on it and on `PreviewHost`.
  let executable: String

  /// The nearest package above `file` and its target whose folder holds the file; fails
  /// with one line when there is none, or when the target cannot show previews (it must be
  /// an executable that depends, directly or through its targets, on `PreviewHost`, or a
  /// library that such an executable of the package depends on).
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
    let targets = try describe(root)
    let path = file.standardizedFileURL.path
    let owner = targets.filter {
      guard let p = $0["path"] as? String else { return false }
      return path.hasPrefix(root.appendingPathComponent(p).standardizedFileURL.path + "/")
    }.max { ($0["path"] as? String ?? "").count < ($1["path"] as? String ?? "").count }
    guard let owner else {
      throw Failure(description: "\(path) belongs to no target of the package at \(root.path)")
    }
    return try resolve(owner, root: root, in: targets)
  }

  /// The targets of the package at `root`, as `swift package describe --type json` lists
  /// them.
  static func describe(_ root: URL) throws(Failure) -> [[String: Any]] {
    let result = PreviewProcess.capture(
      "swift", ["package", "describe", "--type", "json"], in: root)
    guard result.status == 0,
      let json = try? JSONSerialization.jsonObject(with: result.output) as? [String: Any],
      let targets = json["targets"] as? [[String: Any]]
    else {
      let reason = result.errorText.split(separator: "\n").first.map(String.init) ?? "no output"
      throw Failure(description: "cannot read the package at \(root.path): \(reason)")
    }
    return targets
  }

  /// The target `owner` of `targets` (the package at `root`) with the executable that
  /// shows its previews; fails with one line when there is none.
  static func resolve(_ owner: [String: Any], root: URL, in targets: [[String: Any]])
    throws(Failure) -> PackageTarget
  {
    guard let name = owner["name"] as? String, let p = owner["path"] as? String else {
      throw Failure(description: "a target of the package at \(root.path) has no name or path")
    }
    let byName = Dictionary(
      targets.compactMap { t in (t["name"] as? String).map { ($0, t) } },
      uniquingKeysWith: { a, _ in a })
    /// Whether target `t` depends, directly or through its targets, on `dependency`.
    func reaches(_ t: [String: Any], _ dependency: String, _ seen: inout Set<String>) -> Bool {
      if (t["product_dependencies"] as? [String] ?? []).contains(dependency) { return true }
      for d in t["target_dependencies"] as? [String] ?? [] where seen.insert(d).inserted {
        if d == dependency { return true }
        if let dep = byName[d], reaches(dep, dependency, &seen) { return true }
      }
      return false
    }
    func reaches(_ t: [String: Any], _ dependency: String) -> Bool {
      var seen: Set<String> = []
      return reaches(t, dependency, &seen)
    }
    let type = owner["type"] as? String
    // The executable whose App shows the previews: the target itself, or for a library,
    // the first executable (by name) that depends on it and on PreviewHost.
    let host: String
    if type == "executable" {
      guard reaches(owner, "PreviewHost") else {
        throw Failure(
          description:
            "target \(name) does not depend on PreviewHost: add .product(name: \"PreviewHost\", package: \"OverlapCarousel\") to its dependencies"
        )
      }
      host = name
    } else if type == "library" {
      let hosts = targets.filter {
        $0["type"] as? String == "executable" && reaches($0, name) && reaches($0, "PreviewHost")
      }.compactMap { $0["name"] as? String }.sorted()
      guard let first = hosts.first else {
        throw Failure(
          description:
            "target \(name) is a library and no executable target of the package depends on it and on PreviewHost: its previews are shown through such a target's App (README \"Previews\")"
        )
      }
      host = first
    } else {
      throw Failure(
        description:
          "target \(name) is a \(type ?? "non-executable") target: previews are shown from an executable or library target (README \"Previews\")"
      )
    }
    return PackageTarget(
      root: root, name: name, module: owner["c99name"] as? String ?? name,
      folder: root.appendingPathComponent(p), executable: host)
  }
}
