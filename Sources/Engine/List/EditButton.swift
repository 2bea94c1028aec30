import Foundation

/// A button that turns the edit mode of its environment on and off (SwiftUI's
/// `EditButton`): "Edit" while inactive, a bold "Done" while editing, as UIKit's
/// `editButtonItem` reads. The change animates, as SwiftUI's does.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  public init() {}

  public var body: some View {
    let binding = editMode
    let editing = binding?.wrappedValue.isEditing ?? false
    return Button {
      guard let binding else { return }
      withAnimation { binding.wrappedValue = editing ? .inactive : .active }
    } label: {
      if editing {
        Text("Done").fontWeight(.semibold)
      } else {
        Text("Edit")
      }
    }
  }
}
