import Foundation

/// The iOS 17 light (and dark) list look's numbers and colours, each with its source.
enum ListMetrics {
  /// A row's content insets: 20 pt at the sides, UITableViewCell's default layout
  /// margins on iPhones 390 pt wide and wider (UIKit's documentation of
  /// `layoutMargins`: the system minimum on such screens); 6 pt above and below, a
  /// stand-in bounded by iOS 17 itself, which sets a 31-pt switch (UISwitch's height) in a
  /// 44-pt row: (44 − 31) / 2 = 6.5 at most. A one-line row is then the 44-pt minimum.
  static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
  /// How far an inset-grouped section's card (and an inset list's rows) stand in from the
  /// list's edges: the same 20-pt layout margin, which lines the card up with a large
  /// navigation title.
  static let sectionInset: CGFloat = 20
  /// An inset-grouped section's corner radius: 10 pt, UITableView's inset-grouped cells
  /// (measured on iOS 17; Apple publishes no number).
  static let cornerRadius: CGFloat = 10
  /// The space above each section of a grouped list: 35 pt, UITableView's grouped style
  /// (its default 17.5-pt section footer and header heights; measured, not published).
  static let sectionSpacing: CGFloat = 35
  /// The gap between a header or footer and its card: 7 pt (measured; a stand-in).
  static let headerGap: CGFloat = 7
  /// A plain list's header band: 28 pt tall with the text 20 pt in, as UITableView's
  /// plain section headers (measured; a stand-in).
  static let plainHeaderHeight: CGFloat = 28

  /// `systemGroupedBackground`: #F2F2F7 in light appearance, black in dark (UIKit's
  /// documented UI element colours).
  static let groupedBackground = Color(light: 0xF2F2_F7FF, dark: 0x0000_00FF)
  /// `secondarySystemGroupedBackground`, a grouped section's cells: white, #1C1C1E dark.
  static let cellBackground = Color(light: 0xFFFF_FFFF, dark: 0x1C1C_1EFF)
  /// `systemBackground`, a plain list's: white, black in dark.
  static let plainBackground = Color(light: 0xFFFF_FFFF, dark: 0x0000_00FF)
  /// `separator`: #3C3C43 at 29 % in light appearance, #545458 at 60 % in dark.
  static let separator = Color(light: 0x3C3C_434A, dark: 0x5454_5899)
  /// A selected row: `systemGray4`, UITableViewCell's default selected background
  /// (#D1D1D6 light, #3A3A3C dark).
  static let selectedBackground = Color(light: 0xD1D1_D6FF, dark: 0x3A3A_3CFF)
  /// A plain list's section header band: `secondarySystemBackground` (#F2F2F7 light,
  /// #1C1C1E dark), as UITableView's plain headers.
  static let plainHeaderBackground = Color(light: 0xF2F2_F7FF, dark: 0x1C1C_1EFF)
}

extension ListLook {
  /// Whether sections are cards on the grouped background.
  var isGrouped: Bool { self == .grouped || self == .insetGrouped }

  /// The list's background.
  var background: Color {
    switch self {
    case .plain, .inset: ListMetrics.plainBackground
    case .grouped, .insetGrouped, .sidebar: ListMetrics.groupedBackground
    }
  }

  /// A row's background when nothing else is asked for.
  var rowBackground: Color? {
    switch self {
    case .plain, .inset: ListMetrics.plainBackground
    case .grouped, .insetGrouped: ListMetrics.cellBackground
    case .sidebar: nil
    }
  }

  /// How far the rows stand in from the list's sides.
  var sideInset: CGFloat {
    switch self {
    case .plain, .grouped: 0
    case .inset, .insetGrouped: ListMetrics.sectionInset
    // A sidebar's selection is a rounded fill with a margin of its own (a stand-in:
    // UICollectionView's sidebar list, 10 pt in on iPhone widths).
    case .sidebar: 10
    }
  }

  /// The corner radius of a section's first and last row.
  var cornerRadius: CGFloat { self == .insetGrouped ? ListMetrics.cornerRadius : 0 }

  /// Whether rows are separated by a line.
  var separates: Bool { self != .sidebar }
}
