import Fixtures
import Testing

/// The marked sources name their cases by the fragment and the text's start.
extension MarkedSource: CustomTestStringConvertible {}
