import Foundation

/// How a `NavigationView` lays out its content (SwiftUI's deprecated `NavigationViewStyle`).
///
/// A `NavigationView` here is always a stack (its `.stack` style, the one iPhones use), so
/// the styles accepted are those that mean a stack: `.stack`, and `.automatic`, which is a
/// stack on an iPhone. A split view is `NavigationSplitView`.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// The platform's choice: a stack, as on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public nonisolated init() {}
}

/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public nonisolated init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { .init() }
}

extension View {
  /// Lays out the navigation views inside with `style`: both styles here are a stack, which
  /// a `NavigationView` already is.
  @available(*, deprecated, message: "replace NavigationView with NavigationStack")
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}
