import Engine
import Foundation

/// Finds `Image("name")`'s file and reads its size from its header: PreviewHost's
/// `ImageResolving`, installed for every view graph by `install()`.
///
/// Where it looks (README "Images"): in the bundle the image names, else in the app's own
/// resources: the main bundle's folder (the executable's), each SwiftPM resource bundle
/// beside the executable (`<Package>_<Target>.resources`, the folder `Bundle.module`
/// opens on Linux, where `.process` resources lie flat), then the images folder,
/// `$OVERLAPCAROUSEL_IMAGES` or else `Images` in the current directory. A name without an
/// extension is tried as `.png`, `.jpg`, `.jpeg` and `.svg`, each as `name@3x`, `name@2x`
/// and `name` (the sharpest first: their size in points is the same).
@MainActor
final class ImageFiles: ImageResolving {
  /// The most pixels one image may have: 4 096 × 4 096, 64 MB decoded (as the shape
  /// rasteriser's bound). Hand-tuned.
  static let pixelBudget = 4096 * 4096
  /// The largest file read: 64 MB (a PNG within the pixel budget is far smaller).
  static let fileBudget = 64 << 20
  /// The largest SVG file read: 4 MB. SDL_image's nanosvg parses the whole document into
  /// memory before drawing it, so its cost grows with the text, not the pixels. Hand-tuned.
  static let vectorFileBudget = 4 << 20
  /// How much of a file the header is looked for in (JPEG's frame header may follow a
  /// large EXIF thumbnail).
  static let headerBytes = 1 << 20
  /// The extensions tried, in order.
  static let extensions = ["png", "jpg", "jpeg", "svg"]

  private var cache: [String: Result<ResolvedImage, ImageProblem>] = [:]
  private let searchFolders: [String]

  init(searchFolders: [String]? = nil) {
    self.searchFolders = searchFolders ?? Self.appFolders()
  }

  /// Installs a resolver for every view graph of this process, and routes Engine's reports
  /// to standard error (once).
  static func install() {
    guard ImageCatalog.resolver == nil else { return }
    ImageCatalog.resolver = ImageFiles()
    ImageLog.sink = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
  }

  /// The app's resource folders, in search order.
  static func appFolders() -> [String] {
    let main = Bundle.main.bundleURL
    var folders = [main.path]
    let beside =
      (try? FileManager.default.contentsOfDirectory(atPath: main.path))?
      .filter { $0.hasSuffix(".resources") }.sorted() ?? []
    folders += beside.map { main.appendingPathComponent($0).path }
    let env = ProcessInfo.processInfo.environment["OVERLAPCAROUSEL_IMAGES"]
    folders.append(
      env.flatMap { $0.isEmpty ? nil : $0 }
        ?? FileManager.default.currentDirectoryPath + "/Images")
    return folders
  }

  func resolve(name: String, bundlePath: String?) -> Result<ResolvedImage, ImageProblem> {
    let key = (bundlePath ?? "") + "\u{0}" + name
    if let known = cache[key] { return known }
    let result = find(name: name, in: bundlePath.map { [$0] } ?? searchFolders)
    // Bounded: a view that invents names cannot grow the cache without end.
    if cache.count >= 4096 { cache.removeAll() }
    cache[key] = result
    return result
  }

  /// The candidate file names for `name`, with the scale each stands for.
  static func candidates(_ name: String) -> [(String, CGFloat)] {
    let ext = (name as NSString).pathExtension.lowercased()
    let stem = (name as NSString).deletingPathExtension
    if extensions.contains(ext) {
      let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
      return [(name, scale)]
    }
    return extensions.flatMap { e in
      [("\(name)@3x.\(e)", CGFloat(3)), ("\(name)@2x.\(e)", 2), ("\(name).\(e)", 1)]
    }
  }

  private func find(name: String, in folders: [String]) -> Result<ResolvedImage, ImageProblem> {
    let shown = ImageLog.shown(name)
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty })
    else {
      return .failure(
        ImageProblem("Image(\(shown)): not a resource name; drawn as a placeholder"))
    }
    for folder in folders {
      for (file, scale) in Self.candidates(name) {
        let path = (folder as NSString).appendingPathComponent(file)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          !isFolder.boolValue
        else { continue }
        return Self.sized(path, scale: scale, name: shown)
      }
    }
    let place = folders.count == 1 ? folders[0] : "the app's resources"
    return .failure(
      ImageProblem(
        "Image(\(shown)): no PNG, JPEG or SVG file of that name in \(place); drawn as a "
          + "placeholder"))
  }

  /// The picture at `path` (found as a `scale` file), its size read from its header and
  /// held to the budgets.
  static func sized(_ path: String, scale: CGFloat, name: String)
    -> Result<ResolvedImage, ImageProblem>
  {
    let file = (path as NSString).lastPathComponent
    func problem(_ what: String) -> Result<ResolvedImage, ImageProblem> {
      .failure(ImageProblem("Image(\(name)): \(file) \(what); drawn as a placeholder"))
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard attributes?[.type] as? FileAttributeType == .typeRegular else {
      return problem("is not a regular file")
    }
    let bytes = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    guard bytes <= fileBudget else {
      return problem("is \(bytes) bytes, over the \(fileBudget)-byte image file budget")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { return problem("cannot be read") }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: headerBytes) else {
      return problem("cannot be read")
    }
    guard let header = ImageHeader.read(head) else {
      return problem("is not a PNG, JPEG or SVG file whose size can be read")
    }
    guard header.width > 0, header.height > 0 else { return problem("has no pixels") }
    if header.format == .svg, bytes > vectorFileBudget {
      return problem("is \(bytes) bytes, over the \(vectorFileBudget)-byte SVG file budget")
    }
    let pixels = header.width.multipliedReportingOverflow(by: header.height)
    guard !pixels.overflow, pixels.partialValue <= pixelBudget else {
      return problem(
        "is \(header.width) x \(header.height) pixels, over the \(pixelBudget)-pixel image "
          + "budget")
    }
    return .success(
      ResolvedImage(
        file: path, pixelWidth: header.width, pixelHeight: header.height, scale: scale,
        isVector: header.format == .svg))
  }
}
