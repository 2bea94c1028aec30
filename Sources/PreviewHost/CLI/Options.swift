import Engine
import Foundation

/// `preview`'s command line (docs/CONTRACT.md §4), parsed without a dependency.
package struct Options: Equatable {
  var width = 900
  var height = 720
  package var scenePath: String?
  var headless = false
  var time = 0.0
  var scriptPath: String?
  var screenshotPath: String?
  var dumpLayout = false
  var trace = false
  package var noAutoplay = false
  package var reducedMotion = false
  /// The root environment's `colorScheme` (`--color-scheme`).
  package var colorScheme = ColorScheme.light
  var assetsPath: String?
  var help = false
  var version = false
  package var printScene = false
  /// `--file`: show the previews of this Swift file (Preview/PreviewCommand.swift).
  var previewFile: String?
  /// `--package`: draw every preview of this package (Preview/PreviewPackageCommand.swift).
  var previewPackage: String?
  var screenshotDir: String?
  /// Hidden: an in-process measurement for `make bench`.
  package var benchmark: BenchmarkKind?

  /// The flags given, in the order given (each once per use).
  var flagsGiven: [String] = []

  static let version = "0.1.0"
  /// Window sizes accepted by `--size` and script `resize`.
  static let sizeRange = Script.sizeRange
  /// Longest simulated run: a day, so a typo cannot hang a headless run for ever.
  static let maxTime = 86_400.0

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  /// One flag: its spelling, the value it takes, who it is for, its lines in the usage text
  /// and what it sets. `flags` is the one table that parsing and both usage texts read.
  struct Flag: Sendable {
    let name: String
    /// Another spelling (`-h`).
    var alias: String? = nil
    /// The value's placeholder in the usage text (`WxH`), or nil for a switch.
    var value: String? = nil
    /// Only `preview`'s scene files mean it; an `App` rejects it.
    var previewOnly = false
    /// Left out of the usage text (`--benchmark`, for `make bench`).
    var hidden = false
    /// Its description in the usage text; empty: listed in the synopsis only.
    var help: [String] = []
    /// `preview`'s description where it says more than an `App`'s.
    var previewHelp: [String]? = nil
    /// Applies the flag with its value (empty for a switch).
    let apply: @Sendable (inout Options, String) throws(UsageError) -> Void
  }

  static let flags: [Flag] = [
    Flag(
      name: "--size", value: "WxH",
      help: [
        "window size in points, \(sizeRange.lowerBound) to \(sizeRange.upperBound) each "
          + "(default \(Options().width)x\(Options().height))"
      ]
    ) { o, v throws(UsageError) in (o.width, o.height) = try parseSize(v) },
    Flag(
      name: "--scene", value: "FILE", previewOnly: true,
      help: ["JSON scene file; reloaded when it changes"]
    ) { o, v in o.scenePath = v },
    Flag(name: "--headless", help: ["no window: render on a virtual 60 Hz clock"]) { o, _ in
      o.headless = true
    },
    Flag(
      name: "--time", value: "SECONDS",
      help: ["headless: simulate this long before output (default 0)"]
    ) { o, v throws(UsageError) in
      guard isDecimal(v), let t = Double(v), t.isFinite, t >= 0, t <= maxTime else {
        throw UsageError(
          description:
            "--time takes decimal seconds from 0 to \(Int(maxTime)), got \(SourceError.quoted(v))")
      }
      o.time = t
    },
    Flag(
      name: "--script", value: "FILE",
      help: ["headless: JSON-lines input events on the virtual clock"]
    ) { o, v in o.scriptPath = v },
    Flag(
      name: "--screenshot", value: "FILE.png", help: ["headless: write the last frame as PNG"]
    ) { o, v throws(UsageError) in
      guard v.lowercased().hasSuffix(".png") else {
        throw UsageError(
          description: "--screenshot takes a .png file name, got \(SourceError.quoted(v))")
      }
      o.screenshotPath = v
    },
    Flag(
      name: "--dump-layout", help: ["print the view tree as JSON (implies --headless)"],
      previewHelp: ["print the layout as JSON (implies --headless)"]
    ) { o, _ in o.dumpLayout = true },
    Flag(name: "--trace", help: ["print events as JSON lines on stdout"]) { o, _ in
      o.trace = true
    },
    Flag(
      name: "--no-autoplay", previewOnly: true,
      help: ["start with autoplay off (Space toggles it)"]
    ) { o, _ in o.noAutoplay = true },
    Flag(
      name: "--reduced-motion", help: ["no animations: changes jump"],
      previewHelp: ["no animations; autoplay off unless the scene asks"]
    ) { o, _ in o.reducedMotion = true },
    Flag(
      name: "--color-scheme", value: "light|dark",
      help: ["appearance of the views (default light)"]
    ) { o, v throws(UsageError) in
      guard let scheme = ColorScheme(rawValue: v) else {
        throw UsageError(
          description: "--color-scheme takes light or dark, got \(SourceError.quoted(v))")
      }
      o.colorScheme = scheme
    },
    Flag(
      name: "--assets", value: "DIR",
      help: [
        "folder holding fonts/ (else $OVERLAPCAROUSEL_ASSETS, then",
        "paths next to the executable and the package)",
      ]
    ) { o, v in o.assetsPath = v },
    Flag(
      name: "--print-scene", previewOnly: true,
      help: ["print the scene (default, or --scene FILE) as complete JSON"]
    ) { o, _ in o.printScene = true },
    Flag(
      name: "--file", value: "FILE.swift", previewOnly: true,
      help: ["show the previews of a Swift file of your package"]
    ) { o, v in o.previewFile = v },
    Flag(
      name: "--package", value: "DIR", previewOnly: true,
      help: ["with --headless: draw every preview of the package in DIR"]
    ) { o, v in o.previewPackage = v },
    Flag(
      name: "--screenshot-dir", value: "DIR", previewOnly: true,
      help: [
        "with --file --headless: one PNG per preview, named after it;",
        "with --package: DIR/<target>/<file>/<preview>.png",
      ]
    ) { o, v in o.screenshotDir = v },
    Flag(name: "--help", alias: "-h", help: ["print this help and exit"]) { o, _ in
      o.help = true
    },
    Flag(name: "--version", help: ["print the version and exit"]) { o, _ in o.version = true },
    Flag(name: "--benchmark", value: "NAME", previewOnly: true, hidden: true) {
      o, v throws(UsageError) in
      guard let kind = BenchmarkKind(rawValue: v) else {
        let names = BenchmarkKind.allCases.map(\.rawValue).joined(separator: " or ")
        throw UsageError(description: "--benchmark takes \(names), got \(SourceError.quoted(v))")
      }
      o.benchmark = kind
      o.headless = true
    },
  ]

  /// The usage text: a synopsis of every flag the program takes, wrapped at 90 columns with
  /// continuation lines indented by `indent`, then each described flag's lines.
  static func usage(program: String, preview: Bool, indent: Int) -> String {
    let listed = flags.filter { !$0.hidden && (preview || !$0.previewOnly) }
    var synopsis = ["usage: \(program)"]
    for flag in listed {
      let item = "[" + flag.name + (flag.value.map { " " + $0 } ?? "") + "]"
      if synopsis[synopsis.count - 1].count + 1 + item.count > 90 {
        synopsis.append(String(repeating: " ", count: indent - 1))
      }
      synopsis[synopsis.count - 1] += " " + item
    }
    var lines = synopsis + [""]
    // Descriptions start in column 24; a flag spelled too long for that (with at least
    // one space after it) has its description start on the next line instead.
    let column = 22
    for flag in listed {
      let help = preview ? flag.previewHelp ?? flag.help : flag.help
      let spelled = flag.name + (flag.value.map { " " + $0 } ?? "")
      var texts = help[...]
      if spelled.count < column {
        let first = texts.popFirst() ?? ""
        lines.append("  " + spelled.padding(toLength: column, withPad: " ", startingAt: 0) + first)
      } else {
        lines.append("  " + spelled)
      }
      for text in texts {
        lines.append("  " + String(repeating: " ", count: column) + text)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `preview`'s usage text.
  static let usage = usage(program: "preview", preview: true, indent: 15)

  static func parse(_ args: [String]) throws(UsageError) -> Options {
    var o = Options()
    var i = 0
    while i < args.count {
      var arg = args[i]
      var inline: String?
      if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        inline = String(arg[arg.index(after: eq)...])
        arg = String(arg[..<eq])
      }
      guard let flag = flags.first(where: { $0.name == arg || $0.alias == arg }) else {
        throw UsageError(description: "unknown option \(SourceError.quoted(args[i]))")
      }
      if flag.value == nil {
        if inline != nil { throw UsageError(description: "\(arg) takes no value") }
        try flag.apply(&o, "")
      } else if let inline {
        try flag.apply(&o, inline)
      } else {
        i += 1
        guard i < args.count, !args[i].hasPrefix("--") || Double(args[i]) != nil else {
          throw UsageError(description: "\(arg) needs a value")
        }
        try flag.apply(&o, args[i])
      }
      o.flagsGiven.append(flag.name)
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
