import Foundation

/// A focused picker's keys.
///
/// Segmented: ← and → select the neighbouring segment, the one drawn on that side (so
/// mirrored in right-to-left layouts), stopping at the ends; with nothing selected, the
/// first key selects the segment at the end it comes from. macOS's segmented control moves
/// a focus mark and selects on Space; SwiftUI's segmented picker selects as it moves, as
/// iPadOS's does with a keyboard, and Engine does the same.
///
/// Menu (`MenuPicker`): closed, Space, Return, ↑ and ↓ open it with the selected choice
/// highlighted, as AppKit's pop-up button opens; open, ↑ and ↓ move the highlight (stopping
/// at the ends), Return or Space chooses the highlighted choice and closes it, Escape closes
/// it leaving the selection as it was.
@MainActor
enum PickerKeys {
  static func takeSegmented(_ press: KeyPress, _ choices: PickerChoices, rightToLeft: Bool)
    -> Bool
  {
    guard press.isPlain, press.key == .leftArrow || press.key == .rightArrow,
      let way = press.direction(rightToLeft: rightToLeft)
    else { return false }
    guard press.acts, !choices.options.isEmpty else { return true }
    let last = choices.options.count - 1
    let next = choices.selected.map { min(max($0 + way, 0), last) } ?? (way > 0 ? 0 : last)
    if next != choices.selected { choices.select(next) }
    return true
  }

  /// A menu picker's keys: `open` is whether the menu shows, `highlighted` its row under
  /// the keyboard.
  static func takeMenu(
    _ press: KeyPress, _ choices: PickerChoices, open: Binding<Bool>,
    highlighted: Binding<Int?>
  ) -> Bool {
    guard press.isPlain else { return false }
    let count = choices.options.count
    if !open.wrappedValue {
      guard [.space, .return, .upArrow, .downArrow].contains(press.key) else { return false }
      if press.phase == .down {
        highlighted.wrappedValue = choices.selected ?? (count > 0 ? 0 : nil)
        open.wrappedValue = true
      }
      return true
    }
    switch press.key {
    case .upArrow, .downArrow:
      guard press.acts, count > 0 else { return true }
      let way = press.key == .downArrow ? 1 : -1
      let from = highlighted.wrappedValue ?? (way > 0 ? -1 : count)
      highlighted.wrappedValue = min(max(from + way, 0), count - 1)
    case .return, .space:
      guard press.phase == .down else { return true }
      if let i = highlighted.wrappedValue, choices.options.indices.contains(i) {
        choices.select(i)
      }
      open.wrappedValue = false
    case .escape:
      if press.phase == .down { open.wrappedValue = false }
    default:
      return false
    }
    return true
  }
}
