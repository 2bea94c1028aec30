import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date (SwiftUI's `Text.DateStyle`).
  public struct DateStyle: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case date, time, relative, offset, timer
    }
    let kind: Kind

    /// The date alone, long: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The time alone, short: "11:23 PM".
    public static let time = DateStyle(kind: .time)
    /// The distance from now in its two largest units: "2 hours, 23 minutes"; it updates.
    public static let relative = DateStyle(kind: .relative)
    /// The distance from now, signed, in its largest unit: "+2 hours"; it updates.
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from now: "2:32", "36:59:01"; it updates every second.
    public static let timer = DateStyle(kind: .timer)

    /// Whether the text changes as the clock runs.
    var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }
  }

  /// `date` shown in `style`; the relative, offset and timer styles count on the host's
  /// clock while the text is on screen.
  public init(_ date: Date, style: DateStyle) {
    self.init(runs: [TextRun(string: "", date: TextDate(date: date, style: style))])
  }
}

/// A date a run shows, worked out at the host's time when the text is built or ticks.
struct TextDate: Equatable, Sendable {
  var date: Date
  var style: Text.DateStyle

  /// The run's text at wall-clock time `now`, in `locale`.
  func string(now: Date, locale: Locale) -> String {
    let d = date.timeIntervalSince(now)
    switch style.kind {
    case .date:
      return date.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(locale))
    case .time:
      return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(locale))
    case .relative:
      return Self.units(abs(d), count: 2, locale: locale)
    case .offset:
      let sign = d < 0 ? "-" : "+"
      return sign + Self.units(abs(d), count: 1, locale: locale)
    case .timer:
      return Self.timer(abs(d))
    }
  }

  /// `seconds` (whole ones) in its `count` largest units, days down to seconds, in words:
  /// Foundation's `Duration.UnitsFormatStyle`, wide.
  static func units(_ seconds: TimeInterval, count: Int, locale: Locale) -> String {
    let whole = seconds.isFinite ? min(seconds.rounded(.down), 1e15) : 0
    let style = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: count
    ).locale(locale)
    return Duration.seconds(Int64(whole)).formatted(style)
  }

  /// `seconds` as a timer shows it: m:ss under an hour, else h:mm:ss (hours never roll
  /// over into days).
  static func timer(_ seconds: TimeInterval) -> String {
    let whole = seconds.isFinite ? Int64(min(seconds.rounded(.down), 1e15)) : 0
    let h = whole / 3600
    let m = (whole % 3600) / 60
    let s = whole % 60
    func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
  }

  /// The host time after `now` at which the text next changes: the next whole second of
  /// the distance (the relative and offset styles may change less often; a tick that
  /// changes nothing redraws nothing).
  func nextChange(after now: Double, epoch: Date) -> Double? {
    guard style.isLive else { return nil }
    let d = epoch.addingTimeInterval(now).timeIntervalSince(date)
    guard d.isFinite else { return nil }
    let frac = d - d.rounded(.down)
    return now + (frac == 0 ? 1 : 1 - frac)
  }
}
