import Engine
import Foundation
import Testing

@testable import PreviewHost

/// The trace's scroll lines (docs/CONTRACT.md §4): pages for a scroll view with pages,
/// content offsets for one that scrolls freely, which has no page to name.
@MainActor
struct TraceScrollRecordTests {
  static func json(_ event: ScrollEvent) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Trace.record(TimedScrollEvent(time: 1.5, event: event)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func pagingLinesNamePages() throws {
    let begin = try Self.json(.dragBegin(page: 3))
    #expect(begin["event"] as? String == "drag-begin")
    #expect(begin["page"] as? Int == 3)
    #expect(begin["offset"] == nil)
    let end = try Self.json(.dragEnd(velocity: 812.3456, target: 4))
    #expect(end["target"] as? Int == 4)
    #expect(end["velocity"] as? Double == 812.346)
    #expect(try Self.json(.settled(page: 4))["page"] as? Int == 4)
  }

  @Test func freeLinesNameOffsetsAndNoPage() throws {
    let begin = try Self.json(.freeDragBegin(offset: 232))
    #expect(begin["event"] as? String == "drag-begin")
    #expect(begin["offset"] as? Double == 232)
    #expect(begin["page"] == nil)
    // Lengths to a thousandth, as velocities are.
    let end = try Self.json(.freeDragEnd(velocity: -640, targetOffset: 389.67513))
    #expect(end["event"] as? String == "drag-end")
    #expect(end["velocity"] as? Double == -640)
    #expect(end["targetOffset"] as? Double == 389.675)
    #expect(end["target"] == nil)
    let settled = try Self.json(.freeSettled(offset: 389.67513))
    #expect(settled["event"] as? String == "settled")
    #expect(settled["offset"] as? Double == 389.675)
    #expect(settled["page"] == nil)
  }
}
