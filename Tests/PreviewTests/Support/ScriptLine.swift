import Foundation

/// Lines of a `--script` file (docs/CONTRACT.md §4), one JSON object each.
enum ScriptLine {
  static func drag(t: Double, from: (Double, Double), to: (Double, Double), duration: Double)
    -> String
  {
    #"{"t":\#(t),"drag":{"from":[\#(from.0),\#(from.1)],"to":[\#(to.0),\#(to.1)],"#
      + #""duration":\#(duration)}}"#
  }

  static func down(t: Double, _ x: Double, _ y: Double) -> String {
    #"{"t":\#(t),"down":[\#(x),\#(y)]}"#
  }

  static func move(t: Double, _ x: Double, _ y: Double) -> String {
    #"{"t":\#(t),"move":[\#(x),\#(y)]}"#
  }

  static func resize(t: Double, _ w: Int, _ h: Int) -> String {
    #"{"t":\#(t),"resize":[\#(w),\#(h)]}"#
  }

  static func key(t: Double, _ name: String) -> String {
    #"{"t":\#(t),"key":"\#(name)"}"#
  }

  static func hide(t: Double) -> String { #"{"t":\#(t),"hide":true}"# }

  static func show(t: Double) -> String { #"{"t":\#(t),"show":true}"# }
}
