import Engine
import Fixtures
import Foundation
import Testing

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accentName: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@Observable
final class Session {
  var user = "ann"
}

@MainActor
private struct AccentLabel: View {
  @Environment(\.accentName) private var accent
  @Environment(\.colorScheme) private var scheme
  @Environment(\.isEnabled) private var isEnabled
  var body: some View {
    Text("\(accent) \(scheme) \(isEnabled)")
  }
}

@MainActor
private struct SessionLabel: View {
  @Environment(Session.self) private var session
  let log: Evaluations
  var body: some View {
    let _ = log.note("session")
    Text("user \(session.user)")
  }
}

@MainActor
private struct OptionalSessionLabel: View {
  @Environment(Session.self) private var session: Session?
  var body: some View {
    Text(session == nil ? "no session" : "session")
  }
}

@MainActor
private struct OpensURL: View {
  @Environment(\.openURL) private var openURL
  let log: Evaluations
  var body: some View {
    // The log keeps this binding, and the view holds the log: the binding holds the action
    // read here, not the view, or log and view would keep each other alive.
    let open = openURL
    let _ =
      log.homeBinding = Binding(get: { 0 }, set: { _ in open(URL(string: "https://swift.org")!) })
    Text("link")
  }
}

@MainActor
@Suite("@Environment: keys, built-in values and @Observable objects")
struct EnvironmentTests {
  private func dump(_ view: some View, environment: EnvironmentValues = EnvironmentValues())
    -> ViewDump
  {
    ViewGraph(
      root: view, size: CGSize(width: 600, height: 300), text: FixedTextMetrics(),
      environment: environment
    ).dump()
  }

  @Test("a key's default where nobody set it; the nearest ancestor's value inside")
  func keysAndNesting() {
    #expect(dump(AccentLabel()).text("none light true") != nil)
    let nested = VStack {
      AccentLabel()
      AccentLabel().environment(\.accentName, "inner").disabled(true)
    }
    .environment(\.accentName, "outer")
    let d = dump(nested)
    #expect(d.text("outer light true") != nil)
    #expect(d.text("inner light false") != nil)
  }

  @Test("an inner .disabled(false) does not enable what an outer .disabled(true) disabled")
  func disabledIsSticky() {
    #expect(dump(AccentLabel().disabled(false).disabled(true)).text("none light false") != nil)
  }

  @Test("the host's colour scheme reaches every view")
  func hostColorScheme() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    #expect(dump(AccentLabel(), environment: environment).text("none dark true") != nil)
  }

  @Test("changing a value re-evaluates the views below with it")
  func changedValue() {
    let graph = ViewGraph(
      root: AccentLabel(), size: CGSize(width: 600, height: 300), text: FixedTextMetrics())
    graph.updateEnvironment { $0.colorScheme = .dark }
    #expect(graph.dump().text("none dark true") != nil)
  }

  @Test("@Environment(Type.self) reads the @Observable object put in with .environment(_:)")
  func observableObject() {
    let session = Session()
    let log = Evaluations()
    let graph = ViewGraph(
      root: VStack { SessionLabel(log: log) }.environment(session),
      size: CGSize(width: 600, height: 300), text: FixedTextMetrics())
    #expect(graph.dump().text("user ann") != nil)
    session.user = "bo"
    graph.update()
    #expect(log.counts["session"] == 2)
    #expect(graph.dump().text("user bo") != nil)
  }

  @Test("@Environment(Type.self) as an optional is nil without an object")
  func optionalObject() {
    #expect(dump(OptionalSessionLabel()).text("no session") != nil)
    #expect(dump(OptionalSessionLabel().environment(Session())).text("session") != nil)
  }

  @Test("openURL: an app's handler first; .systemAction passes the URL to the host's action")
  func openURL() throws {
    var opened: [String] = []
    var environment = EnvironmentValues()
    environment.openURL = OpenURLAction(system: { opened.append("host " + $0.absoluteString) })
    let log = Evaluations()
    let passes = OpensURL(log: log).environment(
      \.openURL,
      OpenURLAction { url in
        opened.append("app " + url.absoluteString)
        return .systemAction
      })
    // The graph stays alive while the view acts: a view's `@Environment` reads its node's
    // environment, and reads the defaults once the node is gone (Environment.swift).
    let graph = ViewGraph(
      root: passes, size: CGSize(width: 600, height: 300), text: FixedTextMetrics(),
      environment: environment)
    try withExtendedLifetime(graph) {
      try #require(log.homeBinding).wrappedValue = 1
    }
    #expect(opened == ["app https://swift.org", "host https://swift.org"])
  }

  /// The colours of a display list's fills and texts, in drawing order.
  private func colors(_ view: some View, _ scheme: ColorScheme) -> [String] {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    let host = ViewHost(
      root: view, size: CGSize(width: 600, height: 300), text: FixedTextMetrics(),
      environment: environment)
    host.update(now: 0)
    return host.displayList().commands.compactMap {
      switch $0 {
      case .fill(_, _, let color), .text(_, _, _, _, let color): color.hexString
      default: nil
      }
    }
  }

  @Test(
    "Color.primary, .secondary, default text and the background follow the colour scheme",
    arguments: [ColorScheme.light, .dark])
  func semanticColors(scheme: ColorScheme) {
    let view = HStack {
      Color.primary.frame(width: 10, height: 10)
      Color.secondary.frame(width: 10, height: 10)
      Text("label")
    }
    // iOS's systemBackground, label and secondaryLabel: light #FFFFFF, #000000,
    // #3C3C43 at 0.6 (0.6 × 255 = 153 = 0x99); dark #000000, #FFFFFF, #EBEBF5 at 0.6.
    let expected =
      scheme == .light
      ? ["#ffffff", "#000000", "#3c3c4399", "#000000"]
      : ["#000000", "#ffffff", "#ebebf599", "#ffffff"]
    #expect(colors(view, scheme) == expected)
  }
}
