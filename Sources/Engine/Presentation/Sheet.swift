import Foundation

/// Sheets, full-screen covers and popovers (SwiftUI's presentation modifiers).
///
/// `dismiss` inside the content sets the binding false (or the item nil), as does Escape;
/// `onDismiss` runs once the content has gone. A popover is shown as a sheet, as an iPhone
/// shows it (compact width adapts popovers to sheets).
extension View {
  /// Presents `content` as a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(isPresented: isPresented, style: .sheet, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` for `item` as a sheet while it is not nil; a new item (another id)
  /// is new content.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(item: item, style: .sheet, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` over the whole window while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(
      isPresented: isPresented, style: .fullScreenCover, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` for `item` over the whole window while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(item: item, style: .fullScreenCover, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a popover while `isPresented` is true: a sheet here, as on an
  /// iPhone. `attachmentAnchor` and `arrowEdge` only place a popover's arrow, which a
  /// sheet has not.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(isPresented: isPresented, style: .sheet, onDismiss: nil, content: content)
  }

  /// Presents `content` for `item` in a popover (a sheet here, as on an iPhone).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(item: item, style: .sheet, onDismiss: nil, content: content)
  }

  func presentation<Content: View>(
    isPresented: Binding<Bool>, style: PresentationStyle, onDismiss: (@MainActor () -> Void)?,
    content: @escaping () -> Content
  ) -> some View {
    PresentationModifier(
      content: self,
      presented: {
        isPresented.wrappedValue
          ? Presented(id: AnyHashable(true), view: AnyView(content()), style: style) : nil
      },
      end: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
  }

  func presentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, style: PresentationStyle, onDismiss: (@MainActor () -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    PresentationModifier(
      content: self,
      presented: {
        item.wrappedValue.map {
          Presented(id: AnyHashable($0.id), view: AnyView(content($0)), style: style)
        }
      },
      end: { item.wrappedValue = nil }, onDismiss: onDismiss)
  }
}

/// Where a popover's arrow points (SwiftUI's `PopoverAttachmentAnchor`); popovers are
/// sheets here, so it is accepted for source compatibility and has nothing to place.
public enum PopoverAttachmentAnchor: Sendable, Hashable {
  /// The kinds of rectangle an anchor may name.
  public enum Anchor: Sendable, Hashable {
    case bounds
  }
  case rect(Anchor)
  case point(UnitPoint)
}
