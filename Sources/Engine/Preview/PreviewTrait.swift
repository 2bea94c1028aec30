/// A trait of a `#Preview`: its layout or its interface orientation (SwiftUI's
/// `PreviewTrait`).
public struct PreviewTrait<T>: Sendable {
  let apply: @Sendable (inout PreviewTraits) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview fills the device's screen (here the preview window's size).
  public static var defaultLayout: Self { Self { $0.layout = .device } }
  /// The preview is shown at the size it takes when offered the device's screen.
  public static var sizeThatFitsLayout: Self { Self { $0.layout = .sizeThatFits } }
  /// The preview is shown in a container of this size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
    Self { $0.layout = .fixed(width: width, height: height) }
  }
  public static var portrait: Self { Self { $0.orientation = .portrait } }
  public static var portraitUpsideDown: Self { Self { $0.orientation = .portraitUpsideDown } }
  public static var landscapeLeft: Self { Self { $0.orientation = .landscapeLeft } }
  public static var landscapeRight: Self { Self { $0.orientation = .landscapeRight } }
}
