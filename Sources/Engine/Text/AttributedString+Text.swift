import Foundation

extension AttributeScopes {
  /// SwiftUI's attributes for `Text`: `font` and `foregroundColor`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// The attributes a `Text` made from an `AttributedString` reads beside Foundation's
  /// (SwiftUI's `AttributeScopes.SwiftUIAttributes`, in part: font and foreground colour).
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let foundation: FoundationAttributes

    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    /// The run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
  }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// Text from an attributed string, a run per attributed run: its `font` and
  /// `foregroundColor` (SwiftUI's scope) and Foundation's `link`. Foundation on Linux has no
  /// `inlinePresentationIntent` nor `AttributedString(markdown:)`; Markdown reaches `Text`
  /// through its literals (Text/Markdown.swift).
  /// Disfavoured: Foundation on Linux makes `AttributedString` a string literal too, and a
  /// literal is a `LocalizedStringKey` (read as Markdown), as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var runs: [TextRun] = []
    for run in attributedContent.runs {
      var style = TextRunStyle()
      style.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
      style.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
      style.link = run.link
      runs.append(TextRun(string: String(attributedContent[run.range].characters), style: style))
    }
    self.init(runs: runs)
  }
}
