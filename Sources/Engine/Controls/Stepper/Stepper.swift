import Foundation

/// A control that increments and decrements a value (SwiftUI's `Stepper`): the label at the
/// leading edge and, at the trailing edge, a minus and a plus half (`StepperLook.swift`).
///
/// Bound to a value with `in:`, a step past a bound stops at the bound and the half that
/// would pass it is drawn disabled and does nothing, as UIStepper does. A NaN step or one
/// that overflows leaves the value as it is (`Stepper+Step.swift`). Focused, ↑ and + step
/// up, ↓ and − down (`StepperKeys`).
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?
  let onEditingChanged: @MainActor (Bool) -> Void
  @Environment(\.labelsHidden) private var labelsHidden

  /// A stepper that runs `onIncrement` and `onDecrement` (nil: that half is disabled).
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = onIncrement
    self.decrement = onDecrement
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper that moves `value` by `step` inside `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    let current = value.wrappedValue
    let increment: @MainActor () -> Void = {
      value.wrappedValue = Self.step(value.wrappedValue, by: step, in: bounds)
    }
    let decrement: @MainActor () -> Void = {
      value.wrappedValue = Self.step(value.wrappedValue, down: step, in: bounds)
    }
    self.init(
      onIncrement: current < bounds.upperBound ? increment : nil,
      onDecrement: current > bounds.lowerBound ? decrement : nil,
      onEditingChanged: onEditingChanged, label: label)
  }

  /// A stepper that moves `value` by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: { value.wrappedValue = Self.step(value.wrappedValue, by: step) },
      onDecrement: { value.wrappedValue = Self.step(value.wrappedValue, down: step) },
      onEditingChanged: onEditingChanged, label: label)
  }

  /// `action` between `editing(true)` and `editing(false)`, as one press edits.
  static func editing(
    _ action: (@MainActor () -> Void)?, _ editing: @escaping @MainActor (Bool) -> Void
  ) -> (@MainActor () -> Void)? {
    guard let action else { return nil }
    return {
      editing(true)
      action()
      editing(false)
    }
  }

  public var body: some View {
    let editing = onEditingChanged
    let buttons = StepperButtons(
      increment: Self.editing(increment, editing), decrement: Self.editing(decrement, editing))
    if labelsHidden {
      buttons
    } else {
      HStack {
        label
        Spacer()
        buttons
      }
    }
  }
}

extension Stepper where Label == Text {
  /// A titled stepper that moves `value` by `step` inside `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled with a string that moves `value` by `step` inside `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A titled stepper that moves `value` by `step`, without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  /// A titled stepper that runs `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged
    ) { Text(titleKey) }
  }
}
