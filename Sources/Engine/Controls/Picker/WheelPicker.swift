import Foundation

/// A wheel picker, as iOS draws `UIPickerView`: the choices on a turning drum, the selected
/// one level in the middle inside a grey band, the others tilting away above and below.
///
/// A drag turns the drum one row per row height the pointer travels and, on the release,
/// it comes to rest on the nearest row, which becomes the selection; a click on a row
/// above or below the band turns that row into the band; the mouse wheel turns it a row a
/// notch. Focused, ↑ and ↓ select the
/// neighbouring choice (`WheelLook.keyed`). Only the rows on the visible half of the drum
/// are built, so a wheel of 100 000 choices costs no more than one of ten.
struct WheelPicker: View {
  let choices: PickerChoices
  /// Where a drag began: the pointer's y and the drum's position then.
  @State private var dragStart: WheelDragStart?
  /// The drum's position while a drag turns it (a row index, fractional); nil at rest,
  /// where the selection is the position.
  @State private var turning: Double?
  /// The wheel's turn not yet a whole row (a trackpad's small deltas add up).
  @State private var wheelTurn = 0.0
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let count = choices.options.count
    let position = turning ?? Double(choices.selected ?? 0)
    let visible = WheelLook.visibleRows(around: position, count: count)
    var a = Attributes()
    if isEnabled && count > 0 {
      a.controlDrag = drag(count: count, position: position)
      a.controlWheel = wheel(count: count)
      let choices = self.choices
      a.focusable = Focusable(key: { press in
        guard let next = WheelLook.keyed(press.key, from: choices.selected, count: count)
        else { return false }
        if press.acts, next != choices.selected { choices.select(next) }
        return press.isPlain
      })
    }
    let drum = ZStack {
      RoundedRectangle(cornerRadius: WheelLook.bandCorner).fill(WheelLook.band)
        .frame(height: WheelLook.rowHeight)
        .padding(.horizontal, WheelLook.bandInset)
      ForEach(visible, id: \.self) { i in row(i, position: position) }
    }
    .frame(maxWidth: .infinity)
    .frame(height: WheelLook.height)
    .clipped()
    .opacity(isEnabled ? 1 : ControlColors.disabledOpacity)
    return AttributeModifier(content: drum, attributes: a)
  }

  /// Row `i` on the drum turned to `position`: lifted by the drum's sine, squeezed by its
  /// cosine, and fading as it turns away.
  private func row(_ i: Int, position: Double) -> some View {
    let angle = (Double(i) - position) * WheelLook.rowAngle
    return choices.options[i].view
      .font(.system(size: WheelLook.fontSize))
      .foregroundStyle(Color.primary)
      .lineLimit(1)
      .frame(height: WheelLook.rowHeight)
      .scaleEffect(x: 1, y: max(cos(angle), 0))
      .offset(y: WheelLook.radius * sin(angle))
      .opacity(max(cos(angle), 0))
  }

  /// The mouse wheel turns the drum a row per notch, toward the user bringing the next
  /// row; a trackpad's fractions of a notch add up to rows.
  private func wheel(count: Int) -> @MainActor (Double) -> Void {
    let turn = $wheelTurn
    let choices = self.choices
    return { notches in
      guard notches.isFinite else { return }
      let total = turn.wrappedValue + notches
      let rows = total.rounded(.towardZero)
      turn.wrappedValue = total - rows
      guard rows != 0 else { return }
      let from = Double(choices.selected ?? 0)
      let to = Int(min(max(from + rows, 0), Double(count - 1)))
      if to != choices.selected { withAnimation(WheelLook.settle) { choices.select(to) } }
    }
  }

  private func drag(count: Int, position: Double) -> ControlDrag {
    let start = $dragStart
    let turning = $turning
    let select = choices.select
    return ControlDrag(
      changed: { p, _, began in
        if began { start.wrappedValue = WheelDragStart(y: p.y, position: position) }
        guard let s = start.wrappedValue, p.y.isFinite else { return }
        turning.wrappedValue = WheelLook.position(dragging: s, to: p.y, count: count)
      },
      ended: { p, frame in
        guard let s = start.wrappedValue else { return }
        start.wrappedValue = nil
        let target = WheelLook.rest(dragging: s, to: p.y, in: frame, count: count)
        withAnimation(WheelLook.settle) {
          turning.wrappedValue = nil
          select(target)
        }
      })
  }
}

/// Where a drag on the wheel began.
struct WheelDragStart: Hashable {
  let y: CGFloat
  let position: Double
}
