import Engine
import Testing

struct HorizontalAlignmentTests {
  @Test(arguments: HorizontalAlignment.allCases)
  func nameRoundTrips(alignment: HorizontalAlignment) {
    #expect(HorizontalAlignment(name: alignment.name) == alignment)
  }

  @Test func namesAreTheSwiftUISpellings() {
    #expect(HorizontalAlignment(name: "leading") == .leading)
    #expect(HorizontalAlignment(name: "center") == .center)
    #expect(HorizontalAlignment(name: "trailing") == .trailing)
    #expect(HorizontalAlignment.center.name == "center")
  }

  @Test(arguments: ["", "Leading", "centre", "left", "middle"])
  func unknownNamesAreRejected(name: String) {
    #expect(HorizontalAlignment(name: name) == nil)
  }
}
