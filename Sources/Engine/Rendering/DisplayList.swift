import Foundation

/// One drawing instruction in window points; the host interprets it.
public enum DisplayCommand: Sendable, Equatable {
  /// A filled rectangle with (anti-aliased) rounded corners; radius 0 is square.
  case fill(CGRect, cornerRadius: CGFloat, color: Color)
  /// A rectangle outline `width` points thick, drawn inside `rect`.
  case stroke(CGRect, width: CGFloat, color: Color)
  /// One line of text whose ideal box has its `anchor` point at `position`.
  case text(String, font: FontSpec, position: CGPoint, anchor: UnitPoint, color: Color)
  /// One line of text in several styles (a `Text` joined with `+`, Markdown, decorations).
  case styledText(StyledTextLine)
  /// Clips what follows to `rect` (intersected with the enclosing clip).
  case pushClip(CGRect)
  /// Restores the clip from before the matching `pushClip` or `pushClipShape`.
  case popClip
  /// A path filled or stroked with a colour or a gradient, anti-aliased.
  case shape(ShapeDrawing)
  /// Clips what follows, until the matching `popClip`, to the inside of `path` (window
  /// points; `style` gives the fill rule and anti-aliasing): the content is drawn offscreen
  /// and masked (intersected with the enclosing clip).
  case pushClipShape(Path, style: FillStyle)
  /// A named picture, in pieces (Image/ResourceImageKind.swift).
  case image(ImageDrawing)
}

/// Engine's output for one frame: commands in back-to-front order.
public struct DisplayList: Sendable, Equatable {
  public var commands: [DisplayCommand] = []

  public init(commands: [DisplayCommand] = []) { self.commands = commands }

  public mutating func append(_ command: DisplayCommand) { commands.append(command) }
}
