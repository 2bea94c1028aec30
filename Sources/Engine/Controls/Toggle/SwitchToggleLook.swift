import Foundation

/// The iOS 17 switch: its metrics, as UIKit's `UISwitch` has them.
enum SwitchLook {
  /// The switch's size: UISwitch's fixed 51 × 31 pt (Apple's HIG: toggles, and
  /// `UISwitch.intrinsicContentSize`).
  static let size = CGSize(width: 51, height: 31)
  /// The knob's inset from the track, in points: a 27-pt knob in the 31-pt track.
  static let knobInset: CGFloat = 2
  /// The on colour: UISwitch's default `onTintColor`, the system green (#34C759); the
  /// environment's tint replaces it, as in SwiftUI.
  static let onColor = Color.green
  /// How the knob slides: a stand-in for UISwitch's quick slide (about a quarter second).
  static let slide = Animation.snappy(duration: 0.3)
}

/// A switch toggle: the label at the leading edge, the switch at the trailing edge, the
/// row filling the width it is offered as on iOS. A click on the switch flips it.
struct SwitchToggleBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    if labelsHidden {
      toggleSwitch
    } else {
      HStack {
        configuration.label
        Spacer()
        toggleSwitch
      }
    }
  }

  private var toggleSwitch: some View {
    let isOn = configuration.$isOn
    let flip: @MainActor () -> Void = {
      withAnimation(SwitchLook.slide) { isOn.wrappedValue.toggle() }
    }
    return Button(action: flip) {
      SwitchTrack(isOn: configuration.isOn)
    }
    .buttonStyle(ControlPressStyle())
    .controlFocus(isEnabled) { ToggleKeys.take($0, flip: flip) }
    .opacity(isEnabled ? 1 : ControlColors.disabledOpacity)
  }
}

/// The switch itself: a capsule track with a white knob at the end the state names.
struct SwitchTrack: View {
  let isOn: Bool
  @Environment(\.controlTint) private var tint

  var body: some View {
    let knob = SwitchLook.size.height - 2 * SwitchLook.knobInset
    ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? (tint ?? SwitchLook.onColor) : ControlColors.secondarySystemFill)
      Circle().fill(Color.white).frame(width: knob, height: knob)
        .background {
          Circle().fill(ControlColors.shadow).frame(width: knob + 1, height: knob + 1)
            .offset(y: 1)
        }
        .padding(SwitchLook.knobInset)
    }
    .frame(width: SwitchLook.size.width, height: SwitchLook.size.height)
  }
}
