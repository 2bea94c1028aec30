import Foundation

/// What `.controlSize(_:)` changes in the bordered button styles: the insets around the label
/// and the label's font, as UIKit's button configuration sizes (mini, small, medium, large)
/// draw the iOS bordered buttons SwiftUI's `.bordered` and `.borderedProminent` are.
///
/// Sources: the regular insets, 7 pt above and below and 12 pt either side, are UIKit's
/// default content insets for a medium button (a UIKit engineer's answer on Apple's
/// developer forums, which also says the default follows the size). Apple publishes no
/// numbers for the other sizes, so these are stand-ins close to iOS 17's rendering: a large
/// button is 14 × 20 pt around a body label (about 48 pt tall), a small one 5 × 10 pt around
/// a subheadline label (about 28 pt), a mini one 3 × 8 pt around a footnote label (about
/// 22 pt). iOS draws `.extraLarge` buttons as large ones (the larger size is
/// visionOS's).
struct BorderedButtonSize: Equatable {
  /// The inset above and below the label, in points.
  let vertical: CGFloat
  /// The inset either side of the label, in points.
  let horizontal: CGFloat
  /// The label's font, unless the button's environment sets one.
  let font: Font

  init(_ size: ControlSize) {
    switch size {
    case .mini: (vertical, horizontal, font) = (3, 8, .footnote)
    case .small: (vertical, horizontal, font) = (5, 10, .subheadline)
    case .regular: (vertical, horizontal, font) = (7, 12, .body)
    case .large, .extraLarge: (vertical, horizontal, font) = (14, 20, .body)
    }
  }
}
