import Foundation

/// A control that picks a value from a range by dragging a thumb along a track (SwiftUI's
/// `Slider`).
///
/// A press on the track moves the thumb under the pointer at once and it follows the
/// pointer until the release, also outside the track (the value stops at the ends);
/// `onEditingChanged` hears true on the press and false on the release. Tab focuses it;
/// focused, arrows move it and Home/End take it to its bounds (`SliderMapping+Keys.swift`),
/// each key one edit (true, then false). Values are
/// clamped to the range and, with `step:`, rounded to the nearest step from the lower
/// bound (`SliderMapping` says how bad ranges and steps are answered). As on iOS, the
/// `label` is not drawn (it names the slider for accessibility); the minimum and maximum
/// value labels are drawn before and after the track.
public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let mapping: SliderMapping
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let onEditingChanged: @MainActor (Bool) -> Void
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlTint) private var tint

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
    minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) {
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.mapping = SliderMapping(
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step)
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.onEditingChanged = onEditingChanged
  }

  public var body: some View {
    HStack {
      if let minimumValueLabel { minimumValueLabel }
      track
      if let maximumValueLabel { maximumValueLabel }
    }
    .opacity(isEnabled ? 1 : ControlColors.disabledOpacity)
  }

  private var track: some View {
    let mapping = self.mapping
    let value = self.value
    let editing = onEditingChanged
    var a = Attributes()
    if isEnabled {
      a.controlDrag = ControlDrag(
        changed: { p, frame, began in
          if began { editing(true) }
          if let v = mapping.value(atX: p.x, in: frame), v != value.wrappedValue {
            value.wrappedValue = v
          }
        },
        ended: { _, _ in editing(false) })
      a.focusable = Focusable(key: { press in
        guard let to = mapping.keyed(press.key, from: value.wrappedValue) else { return false }
        if press.acts && to != value.wrappedValue {
          editing(true)
          value.wrappedValue = to
          editing(false)
        }
        return press.isPlain
      })
    }
    return AttributeModifier(
      content: SliderTrack(
        fraction: mapping.fraction(of: value.wrappedValue), tint: tint ?? Color.accentColor),
      attributes: a)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds` (0...1 by default).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider over `bounds` whose values are `step` apart from the lower bound.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: Double(step), label: EmptyView(),
      minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider named by `label` (not drawn on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }

  /// A stepped slider named by `label` (not drawn on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: Double(step), label: label(),
      minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider with views at its minimum and maximum ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }

  /// A stepped slider with views at its minimum and maximum ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: Double(step), label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }
}
