import Engine
import Foundation

/// `preview`'s command line (DESIGN section 4), parsed without a dependency.
struct Options: Equatable {
  var width = 900
  var height = 720
  var scenePath: String?
  var headless = false
  var time = 0.0
  var scriptPath: String?
  var screenshotPath: String?
  var dumpLayout = false
  var trace = false
  var noAutoplay = false
  var reducedMotion = false
  var assetsPath: String?
  var help = false
  var version = false
  var printScene = false
  /// Hidden: `frames` or `resize`, an in-process measurement for `make bench`.
  var benchmark: String?

  static let version = "0.1.0"
  /// Window sizes accepted by `--size` and script `resize`.
  static let sizeRange = Script.sizeRange
  /// Longest simulated run: a day, so a typo cannot hang a headless run for ever.
  static let maxTime = 86_400.0

  static let usage = """
    usage: preview [--size WxH] [--scene FILE] [--headless] [--time SECONDS] [--script FILE]
                   [--screenshot FILE.png] [--dump-layout] [--trace] [--no-autoplay]
                   [--reduced-motion] [--assets DIR] [--print-scene] [--help] [--version]

      --size WxH            window size in points, 100 to 16384 each (default 900x720)
      --scene FILE          JSON scene file; reloaded when it changes
      --headless            no window: render on a virtual 60 Hz clock
      --time SECONDS        headless: simulate this long before output (default 0)
      --script FILE         headless: JSON-lines input events on the virtual clock
      --screenshot FILE.png headless: write the last frame as PNG
      --dump-layout         print the layout as JSON (implies --headless)
      --trace               print events as JSON lines on stdout
      --no-autoplay         start with autoplay off (Space toggles it)
      --reduced-motion      no animations; autoplay off unless the scene asks
      --print-scene         print the scene (default, or --scene FILE) as complete JSON
      --assets DIR          folder holding fonts/ (else $OVERLAPCAROUSEL_ASSETS, then
                            paths next to the executable and the package)
    """

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static func parse(_ args: [String]) throws(UsageError) -> Options {
    var o = Options()
    var i = 0
    func value(_ flag: String) throws(UsageError) -> String {
      i += 1
      guard i < args.count, !args[i].hasPrefix("--") || Double(args[i]) != nil else {
        throw UsageError(description: "\(flag) needs a value")
      }
      return args[i]
    }
    while i < args.count {
      var arg = args[i]
      var inline: String?
      if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        inline = String(arg[arg.index(after: eq)...])
        arg = String(arg[..<eq])
      }
      func take() throws(UsageError) -> String {
        if let inline { return inline }
        return try value(arg)
      }
      switch arg {
      case "--size":
        (o.width, o.height) = try parseSize(try take())
      case "--scene": o.scenePath = try take()
      case "--headless": o.headless = true
      case "--time":
        let s = try take()
        guard isDecimal(s), let t = Double(s), t.isFinite, t >= 0, t <= maxTime else {
          throw UsageError(
            description:
              "--time takes decimal seconds from 0 to \(Int(maxTime)), got \(SourceError.quoted(s))"
          )
        }
        o.time = t
      case "--script": o.scriptPath = try take()
      case "--screenshot":
        let p = try take()
        guard p.lowercased().hasSuffix(".png") else {
          throw UsageError(
            description: "--screenshot takes a .png file name, got \(SourceError.quoted(p))")
        }
        o.screenshotPath = p
      case "--dump-layout": o.dumpLayout = true
      case "--trace": o.trace = true
      case "--no-autoplay": o.noAutoplay = true
      case "--reduced-motion": o.reducedMotion = true
      case "--assets": o.assetsPath = try take()
      case "--benchmark":
        let name = try take()
        guard ["frames", "resize"].contains(name) else {
          throw UsageError(
            description: "--benchmark takes frames or resize, got \(SourceError.quoted(name))")
        }
        o.benchmark = name
        o.headless = true
      case "--print-scene": o.printScene = true
      case "--help", "-h": o.help = true
      case "--version": o.version = true
      default:
        throw UsageError(description: "unknown option \(SourceError.quoted(args[i]))")
      }
      if inline != nil,
        !["--size", "--scene", "--time", "--script", "--screenshot", "--assets", "--benchmark"]
          .contains(arg)
      {
        throw UsageError(description: "\(arg) takes no value")
      }
      i += 1
    }
    if o.dumpLayout { o.headless = true }
    if !o.headless {
      if o.scriptPath != nil { throw UsageError(description: "--script needs --headless") }
      if o.screenshotPath != nil {
        throw UsageError(description: "--screenshot needs --headless (press S in the window)")
      }
    }
    return o
  }

  /// Whether `s` is a plain decimal number (`12`, `0.5`, `1e3`): Swift's own parsers also
  /// take hexadecimal (`0x10`), `inf`, `nan` and a leading `+`, which a command line should
  /// not silently read as numbers.
  static func isDecimal(_ s: some StringProtocol) -> Bool {
    var rest = Substring(s)
    if rest.first == "-" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard !mantissa.isEmpty, mantissa.filter({ $0 == "." }).count <= 1,
      mantissa.contains(where: \.isNumber)
    else { return false }
    rest = rest.dropFirst(mantissa.count)
    guard let e = rest.first else { return true }
    guard e == "e" || e == "E" else { return false }
    rest = rest.dropFirst()
    if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
  }

  static func parseSize(_ s: String) throws(UsageError) -> (Int, Int) {
    let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let w = Int(parts[0]), let h = Int(parts[1]),
      sizeRange.contains(w), sizeRange.contains(h)
    else {
      throw UsageError(
        description:
          "--size takes WxH with each from \(sizeRange.lowerBound) to \(sizeRange.upperBound), got \(SourceError.quoted(s))"
      )
    }
    return (w, h)
  }
}
