import Foundation

/// A view's record of where keyboard focus is (SwiftUI's `FocusState`): a `Bool` for one
/// focusable view (`.focused($isFocused)`), or an optional `Hashable` naming which of
/// several is focused (`.focused($field, equals: .name)`), nil when none is.
///
/// Focus moving (Tab, a click on a field, Escape) writes it; writing it moves focus, on the
/// next update, to the view whose `.focused` modifier matches, or clears focus when it no
/// longer matches the focused view.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>
  /// The value that means "not focused here": false, or nil.
  let resetValue: Value

  /// A focus state for one view: true while it has focus.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
    resetValue = false
  }

  /// A focus state for several views: which one has focus, nil when none does.
  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
    resetValue = nil
  }

  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The binding `.focused` takes (`$isFocused`).
  @MainActor public var projectedValue: Binding {
    Binding(value: state.projectedValue, resetValue: resetValue)
  }

  /// A focus state passed to `.focused` or down to a subview (SwiftUI's
  /// `FocusState.Binding`).
  @MainActor @preconcurrency @propertyWrapper
  public struct Binding {
    let value: Engine.Binding<Value>
    let resetValue: Value

    public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }

    public var projectedValue: Binding { self }
  }
}
