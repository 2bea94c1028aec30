import CSDL2
import Engine
import Foundation

/// Shows the previews `preview --file` asked for, inside the module's own executable (so
/// the module's views and its `#Preview` functions are there): headless, one PNG and/or one
/// layout line per preview; else the window with the preview browser.
@MainActor
enum PreviewRunner {
  /// Around a `sizeThatFits` preview, in points: the backdrop shows this much on each side.
  static let margin: CGFloat = 20
  /// The backdrop of `sizeThatFits` previews: a neutral light grey.
  static let backdrop = Color(white: 0.92)

  static func run(_ request: PreviewRequest) -> Int32 {
    // As in an app's own run (Host/ProcessSignals.swift): SIGTERM, SIGINT and SIGQUIT sent
    // to the window end it at the loop's next turn with its `exit` event and exit 0.
    ProcessSignals.hold()
    ProcessSignals.decide(request.headless ? .other : .window)
    HostRun.prepareProcess()
    let catalog: PreviewCatalog
    do {
      catalog = try PreviewCatalog(request)
    } catch {
      return fail(.invalidFile, error.description)
    }
    var options = Options()
    options.width = request.width
    options.height = request.height
    options.assetsPath = request.assetsPath
    if request.headless { return headless(catalog, request, options) }
    options.trace = request.trace
    return window(catalog, request, options)
  }

  /// The window with the browser, taking banners from `preview --file` on stdin and
  /// telling it which preview is shown.
  static func window(_ catalog: PreviewCatalog, _ request: PreviewRequest, _ options: Options)
    -> Int32
  {
    let selected = min(max(request.selected, 0), max(catalog.entries.count - 1, 0))
    let report: @MainActor (Int) -> Void = { i in
      try? StandardStreams.printLine(PreviewControl.selected + "\(i)", what: "the selection")
    }
    func browser(_ banner: String?) -> PreviewBrowser {
      PreviewBrowser(
        entries: catalog.entries, banner: banner, selected: selected,
        failures: request.failures, onSelect: report)
    }
    return HostRun.run(options) { fonts, trace, size in
      let host = ViewHost(root: browser(nil), size: size, text: fonts)
      let content = HostedContent(
        host: host, title: "Previews of \(request.fileID)", fonts: fonts, trace: trace)
      if let origin = request.origin, origin.count == 2 {
        content.windowOrigin = CGPoint(x: origin[0], y: origin[1])
      }
      return content
    } prepare: { content, runner in
      guard let runner, let host = content.host as? ViewHost else { return nil }
      runner.onWindowFrame = { frame in
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { "\(Int($0))" }
        try? StandardStreams.printLine(
          PreviewControl.frame + numbers.joined(separator: " "), what: "the channel")
      }
      let mailbox = PreviewMailbox()
      runner.onUserEvent = { now in
        for line in mailbox.drain() {
          // The build's progress and a compile error: each a banner over the list, traced.
          for (prefix, event) in [
            (PreviewControl.building, "building"), (PreviewControl.error, "error"),
          ] where line.hasPrefix(prefix) {
            let text = PreviewControl.unescape(String(line.dropFirst(prefix.count)))
            host.setRoot(browser(text))
            var record = TraceRecord(t: now, event: event)
            record.message = text
            content.trace.emit(record)
          }
          content.update(now: now)
        }
      }
      mailbox.start()
      for (i, message) in request.failures.sorted(by: { $0.key < $1.key })
      where catalog.entries.indices.contains(i) {
        var record = TraceRecord(t: 0, event: "error")
        record.message = "\(catalog.entries[i].name) stopped the preview window: \(message)"
        content.trace.emit(record)
      }
      try? StandardStreams.printLine(PreviewControl.ready, what: "the channel")
      return nil
    }
  }

  /// Renders every preview with the headless runner: `Name.png` in the screenshot folder,
  /// and with `dumpLayout` one line per preview, `{"preview", "size", "layout"}`.
  static func headless(_ catalog: PreviewCatalog, _ request: PreviewRequest, _ base: Options)
    -> Int32
  {
    guard SDL_Init(0) == 0 else { return fail(.runtime, "\(SDLError("SDL_Init"))") }
    defer {
      TTF_Quit()
      SDL_Quit()
    }
    let fonts: FontLibrary
    switch Assets.locate(flag: base.assetsPath) {
    case .success(let url):
      do {
        fonts = try FontLibrary(assets: url)
      } catch {
        return fail(.runtime, error.description)
      }
    case .failure(let e): return fail(.runtime, e.description)
    }
    ImageFiles.install()
    let window = CGSize(width: base.width, height: base.height)
    for item in catalog.entries {
      // Tells `preview --file` which preview is being drawn, should its body stop the
      // process (PreviewCommand reads these lines off stdout).
      StandardStreams.error("\(PreviewProcess.startMarker)\(item.name)")
      let (root, size) = canvas(item.entry, window: window, fonts: fonts)
      let host = ViewHost(root: root, size: size, text: fonts)
      let content = HostedContent(
        host: host, title: item.name, fonts: fonts, trace: Trace(enabled: false))
      var options = base
      options.headless = true
      options.screenshotPath = request.screenshotDir.map {
        URL(fileURLWithPath: $0).appendingPathComponent(fileName(item.name)).path
      }
      do {
        try HeadlessRunner(app: content, options: options, script: Script(events: [])).run()
        if request.dumpLayout {
          let line = try PreviewDumpLine(
            preview: item.name, size: [Double(size.width), Double(size.height)],
            layout: host.dumpText()
          ).text()
          try StandardStreams.printLine(line, what: "the layout")
        }
      } catch {
        return fail(.runtime, "\(item.name): \(error)")
      }
    }
    return 0
  }

  /// The view to host for a preview and the size to host it at: the device's screen or the
  /// fixed size; or, for `sizeThatFits`, the size the view takes when offered the device's
  /// screen (SwiftUI's `PreviewLayout.sizeThatFits`), centred on the backdrop with
  /// `margin` around it.
  static func canvas(_ entry: PreviewEntry, window: CGSize, fonts: FontLibrary) -> (
    AnyView, CGSize
  ) {
    let range = CGFloat(Options.sizeRange.lowerBound)...CGFloat(Options.sizeRange.upperBound)
    func clamp(_ s: CGSize) -> CGSize {
      CGSize(
        width: min(max(s.width.rounded(.up), 1), range.upperBound),
        height: min(max(s.height.rounded(.up), 1), range.upperBound))
    }
    if let size = entry.traits.canvas(window: window) {
      return (erased(entry.makeView()), clamp(size))
    }
    var ideal = idealSize(of: entry, window: window, fonts: fonts)
    // A side past the largest canvas (a layout answering ∞ is laid out at 1e9) cannot be
    // drawn at its size: it is drawn at the device's side, as a non-fitting layout would be,
    // not on a 16384-pt canvas of a gigabyte.
    if ideal.width > range.upperBound { ideal.width = window.width }
    if ideal.height > range.upperBound { ideal.height = window.height }
    let size = clamp(CGSize(width: ideal.width + 2 * margin, height: ideal.height + 2 * margin))
    return (
      AnyView(
        ZStack {
          backdrop; erased(entry.makeView())
        }), size
    )
  }

  /// The view's size when proposed nothing (`fixedSize()`), read off a layout pass.
  static func idealSize(of entry: PreviewEntry, window: CGSize, fonts: FontLibrary) -> CGSize {
    let host = ViewHost(
      root: erased(entry.makeView()), size: window, text: fonts)
    host.update(now: 0)
    let frame = host.dump().frame
    return frame.count == 4 ? CGSize(width: frame[2], height: frame[3]) : window
  }

  /// A preview's PNG name: its name with `/` and control characters as `-`.
  static func fileName(_ name: String) -> String {
    String(
      name.map { $0 == "/" || $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true ? "-" : $0 })
      + ".png"
  }
}

/// One `--dump-layout` line of `preview --file`.
struct PreviewDumpLine {
  let preview: String
  let size: [Double]
  /// The host's layout document, already JSON.
  let layout: String

  func text() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let name = String(decoding: try encoder.encode(preview), as: UTF8.self)
    let sizeText = String(decoding: try encoder.encode(size), as: UTF8.self)
    return "{\"preview\":\(name),\"size\":\(sizeText),\"layout\":\(layout)}"
  }
}
