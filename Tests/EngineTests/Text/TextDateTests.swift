import Fixtures
import Foundation
import Testing

@testable import Engine

/// `Text(date, style:)` and `Text(date, format:)` on a manual clock. Engine's host time 0 is
/// the reference date unless the host says otherwise (`hostClockEpoch`), so each date is
/// that plus seconds.
@MainActor
@Suite("Text: dates, styles that count on the host's clock")
struct TextDateTests {
  static let epoch = Date(timeIntervalSinceReferenceDate: 0)
  static let us = Locale(identifier: "en_US")

  func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(
      root: view.environment(\.locale, Self.us), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
  }

  func shown(_ host: ViewHost) -> String? { host.dump().first("Text")?.text }

  @Test("date and time styles format as Foundation's long date and short time")
  func staticStyles() {
    let date = Self.epoch.addingTimeInterval(3 * 86400 + 3600)
    // SwiftUI's documented outputs are "June 3, 2019" and "11:23 PM": Foundation's long
    // date and shortened time.
    #expect(
      shown(host(Text(date, style: .date)))
        == date.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(Self.us)))
    #expect(
      shown(host(Text(date, style: .time)))
        == date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(Self.us)))
    #expect(
      shown(host(Text(date, format: .dateTime.year())))
        == date.formatted(.dateTime.year()))
  }

  @Test("relative and offset: the distance in words, two units and one signed")
  func relativeAndOffset() {
    // 2 h 23 min ahead is 8 580 s: SwiftUI's documented "2 hours, 23 minutes" and "+2 hours".
    let date = Self.epoch.addingTimeInterval(8580)
    #expect(shown(host(Text(date, style: .relative))) == "2 hours, 23 minutes")
    #expect(shown(host(Text(date, style: .offset))) == "+2 hours")
    #expect(shown(host(Text(Self.epoch.addingTimeInterval(-120), style: .offset))) == "-2 minutes")
  }

  @Test("a timer counts down on the host's clock, waking each whole second")
  func timerTicks() {
    // 100 s ahead: 1:40 at time 0. At 30.5 s, 69.5 s remain, shown whole: 1:09, and the
    // next change is when 69 s remain, at 31 s.
    let h = host(Text(Self.epoch.addingTimeInterval(100), style: .timer))
    #expect(shown(h) == "1:40")
    #expect(h.nextDeadline == 1)
    h.update(now: 30.5)
    #expect(shown(h) == "1:09")
    #expect(h.nextDeadline == 31)
    // Past an hour: h:mm:ss, as SwiftUI's "36:59:01".
    let long = host(Text(Self.epoch.addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer))
    #expect(shown(long) == "36:59:01")
  }

  @Test("a timer off screen does not wake the host")
  func offScreenDoesNotTick() {
    let h = host(Text(Self.epoch.addingTimeInterval(100), style: .timer).offset(x: 2000))
    h.update(now: 0)
    #expect(h.nextDeadline == nil)
  }
}
