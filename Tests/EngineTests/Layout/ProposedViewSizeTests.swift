import Engine
import Foundation
import Testing

struct ProposedViewSizeTests {
  @Test func replacesUnspecifiedDimensionsWithTenByTenByDefault() {
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions()
        == CGSize(width: 10, height: 10))
    #expect(
      ProposedViewSize(width: 80, height: nil).replacingUnspecifiedDimensions()
        == CGSize(width: 80, height: 10))
    #expect(
      ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions()
        == CGSize(width: 10, height: 30))
  }

  @Test func replacesOnlyUnspecifiedDimensionsWithTheGivenSize() {
    let fallback = CGSize(width: 7, height: 9)
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: fallback) == fallback)
    #expect(
      ProposedViewSize(width: 0, height: nil).replacingUnspecifiedDimensions(by: fallback)
        == CGSize(width: 0, height: 9))
    #expect(
      ProposedViewSize(width: 3, height: 4).replacingUnspecifiedDimensions(by: fallback)
        == CGSize(width: 3, height: 4))
  }

  @Test func namedProposalsMeanMinimumIdealAndMaximum() {
    #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    #expect(ProposedViewSize.unspecified.width == nil)
    #expect(ProposedViewSize.unspecified.height == nil)
    #expect(ProposedViewSize.infinity.width == .infinity)
    #expect(ProposedViewSize.infinity.height == .infinity)
  }

  @Test func initialisingFromASizeSpecifiesBothDimensions() {
    let proposal = ProposedViewSize(CGSize(width: 12.5, height: 40))
    #expect(proposal.width == 12.5)
    #expect(proposal.height == 40)
  }
}
