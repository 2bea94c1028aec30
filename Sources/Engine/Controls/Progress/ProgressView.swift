import Foundation

/// A view that shows progress toward completing a task (SwiftUI's `ProgressView`).
///
/// Without a value (or with a nil one) it is indeterminate: iOS's spinning activity
/// indicator, its label below it. With a value it is a linear bar filled `value / total`
/// of its width in the tint, its label above and its current-value label below. A value
/// below 0 or above `total` shows as empty or full; a total that is not positive, or a
/// value or total that is not a number, shows an empty bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.controlTint) private var tint
  @Environment(\.controlSize) private var controlSize

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// `value / total` as the bar shows it, or nil for indeterminate.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value)
    let t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return min(max(v / t, 0), 1)
  }

  public var body: some View {
    if let fraction {
      VStack(alignment: .leading, spacing: ProgressLook.labelSpacing) {
        if let label { label }
        ProgressBar(fraction: fraction, tint: tint ?? Color.accentColor)
        if let currentValueLabel {
          currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
        }
      }
    } else {
      VStack(spacing: ProgressLook.labelSpacing) {
        ActivitySpinner(large: controlSize == .large || controlSize == .extraLarge)
        if let label { label.foregroundStyle(Color.secondary) }
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: a spinner.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A linear progress view at `value` of `total` (nil: indeterminate).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with a label below the spinner.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// A linear progress view with a label above the bar.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A linear progress view with a label above the bar and the current value below it.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, total), label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// An indeterminate progress view titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// A linear progress view titled with a localized string key.
  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) {
    self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
  }

  /// A linear progress view titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

/// The iOS 17 progress views' metrics.
enum ProgressLook {
  /// The bar's thickness: UIProgressView's default style, 4 pt with rounded ends
  /// (measured).
  static let bar: CGFloat = 4
  /// Between the label and the bar (a stand-in, measured about 4 pt).
  static let labelSpacing: CGFloat = 4
  /// The spinner's side: UIActivityIndicatorView's `.medium` style is 20 pt and
  /// `.large` 37 pt (UIKit's documented intrinsic sizes).
  static let spinner: CGFloat = 20
  static let largeSpinner: CGFloat = 37
  /// The spinner has 8 spokes and moves on by one every 1/8 s (a turn a second, measured).
  static let spokes = 8
  static let step = 0.125
  /// The spokes' colour: UIKit's `secondaryLabel`, #3C3C43 at 60 %.
  static let spokeColor = Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x99)
}
