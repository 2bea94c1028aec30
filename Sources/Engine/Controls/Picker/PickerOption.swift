import Foundation

/// One choice of a `Picker`: the view its content built and the tag that stands for it.
struct PickerOption {
  let tag: AnyHashable?
  let view: AnyView
}

/// A view a picker's content is made of, that knows its choices: a block, a conditional, a
/// `ForEach` (its elements' ids tag untagged choices, as in SwiftUI), a `Group`, a `.tag`.
/// Any other view is one untagged choice.
@MainActor
protocol PickerOptionSource {
  func pickerOptions() -> [PickerOption]
}

@MainActor
func pickerOptions<V: View>(of view: V) -> [PickerOption] {
  if let source = view as? any PickerOptionSource { return source.pickerOptions() }
  return [PickerOption(tag: nil, view: AnyView(view))]
}

extension TupleView: PickerOptionSource {
  func pickerOptions() -> [PickerOption] {
    var out: [PickerOption] = []
    for child in repeat each value { out += Engine.pickerOptions(of: child) }
    return out
  }
}

extension _ConditionalContent: PickerOptionSource {
  func pickerOptions() -> [PickerOption] {
    switch storage {
    case .trueContent(let v): Engine.pickerOptions(of: v)
    case .falseContent(let v): Engine.pickerOptions(of: v)
    }
  }
}

extension Optional: PickerOptionSource where Wrapped: View {
  func pickerOptions() -> [PickerOption] {
    map { Engine.pickerOptions(of: $0) } ?? []
  }
}

extension Group: PickerOptionSource {
  func pickerOptions() -> [PickerOption] { Engine.pickerOptions(of: content) }
}

extension EmptyView: PickerOptionSource {
  func pickerOptions() -> [PickerOption] { [] }
}

extension ForEach: PickerOptionSource {
  func pickerOptions() -> [PickerOption] {
    data.flatMap { element in
      Engine.pickerOptions(of: content(element)).map {
        PickerOption(tag: $0.tag ?? AnyHashable(id(element)), view: $0.view)
      }
    }
  }
}

/// A view tagged with a value (`.tag(_:)`): the value a picker's selection takes when this
/// choice is picked.
struct TagModifier<Content: View>: View, PickerOptionSource {
  let content: Content
  let tag: AnyHashable

  var body: some View { content }

  func pickerOptions() -> [PickerOption] {
    Engine.pickerOptions(of: content).map { PickerOption(tag: tag, view: $0.view) }
  }
}

extension View {
  /// Tags the view with `tag`: inside a `Picker`, the value its selection takes when this
  /// view is picked. The tag must be the picker's outermost modifier on the choice.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TagModifier(content: self, tag: AnyHashable(tag))
  }
}
