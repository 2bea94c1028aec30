import Foundation

/// How large controls are drawn (SwiftUI's `ControlSize`), set with `.controlSize(_:)`.
///
/// On iOS most controls keep one size whatever it says (a switch, a slider, a stepper);
/// the ones that change here are the spinner (`.large` is UIKit's large activity
/// indicator), the segmented picker's height and the bordered buttons (`BorderedButtonSize`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

extension EnvironmentValues {
  /// The size `.controlSize(_:)` set for the controls inside (`.regular` by default).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The colour `.tint(_:)` set for the controls inside; nil for each control's own
  /// (the accent blue; the switch's green).
  var controlTint: Color? {
    get { self[ControlTintKey.self] }
    set { self[ControlTintKey.self] = newValue }
  }

  /// Whether `.labelsHidden()` hid the labels of the controls inside.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

private struct ControlTintKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension View {
  /// Draws the controls inside at `controlSize`.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Tints the controls inside with `tint` (nil: their own colour).
  public func tint(_ tint: Color?) -> some View {
    environment(\.controlTint, tint)
  }

  /// Hides the labels of the controls inside; they keep them for accessibility in SwiftUI.
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}

/// A button style that draws its label as it is: a control's own drawing, pressed through
/// a `Button` so that it fires as one does (on a release inside, not when disabled).
struct ControlPressStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// The system colours the controls draw with, in the iOS 17 light appearance (UIKit's
/// colour tables).
enum ControlColors {
  /// `systemFill`: #787880 at 20 % (a slider's track right of the thumb).
  static let systemFill = Color(red8: 0x78, green8: 0x78, blue8: 0x80, alpha8: 0x33)
  /// `secondarySystemFill`: #787880 at 16 % (an off switch, measured #E9E9EA on white).
  static let secondarySystemFill = Color(red8: 0x78, green8: 0x78, blue8: 0x80, alpha8: 0x29)
  /// `tertiarySystemFill`: #767680 at 12 % (a segmented picker's and a stepper's ground).
  static let tertiarySystemFill = Color(red8: 0x76, green8: 0x76, blue8: 0x80, alpha8: 0x1F)
  /// `separator`: #3C3C43 at 29 % (lines between segments and stepper halves).
  static let separator = Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x4A)
  /// A knob's or thumb's shadow: a stand-in for UIKit's soft shadow, which the display
  /// list cannot blur (black at 10 %, one point lower and larger).
  static let shadow = Color(red8: 0, green8: 0, blue8: 0, alpha8: 0x1A)
  /// The opacity a disabled control is drawn at (a stand-in: UIKit dims a disabled
  /// switch and slider to about half).
  static let disabledOpacity = 0.5
}
