import Foundation

/// What a `.focused` modifier tells the focus system: whether its binding says the view has
/// focus, and how to write that it has or has lost it.
struct FocusBinding {
  let isFocused: @MainActor () -> Bool
  let setFocused: @MainActor (Bool) -> Void
}

extension View {
  /// Binds `condition` to whether this view has focus: Tab or a click setting focus here
  /// makes it true, focus leaving makes it false; setting it true moves focus here (to the
  /// first focusable view inside, in reading order) and false takes focus away.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    var a = Attributes()
    a.focusBindings = [
      FocusBinding(
        isFocused: { condition.wrappedValue },
        setFocused: { if condition.wrappedValue != $0 { condition.wrappedValue = $0 } })
    ]
    return AttributeModifier(content: self, attributes: a)
  }

  /// Binds `binding` to whether this view has focus: focus here sets it to `value`, focus
  /// leaving sets it back to nil (its reset value); setting it to `value` moves focus here.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    var a = Attributes()
    a.focusBindings = [
      FocusBinding(
        isFocused: { binding.wrappedValue == value },
        setFocused: { focused in
          if focused {
            if binding.wrappedValue != value { binding.wrappedValue = value }
          } else if binding.wrappedValue == value {
            binding.wrappedValue = binding.resetValue
          }
        })
    ]
    return AttributeModifier(content: self, attributes: a)
  }

  /// Lets the view take keyboard focus (Tab stops at it, the focus ring shows around it and
  /// its `onKeyPress` handlers see keys first), or, with false, keeps Tab from stopping.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    var a = Attributes()
    a.focusable = isFocusable ? Focusable() : Focusable(isEnabled: false)
    return AttributeModifier(content: self, attributes: a)
  }
}
