import Engine
import Foundation

/// What motion tests read from a display list: the fills of one colour (any alpha).
@MainActor
func fills(_ host: ViewHost, red: UInt8, green: UInt8, blue: UInt8) -> [(CGRect, Color)] {
  var out: [(CGRect, Color)] = []
  for case .fill(let rect, _, let color) in host.displayList().commands
  where color.red == red && color.green == green && color.blue == blue {
    out.append((rect, color))
  }
  return out
}

/// The red fills (Color.red is #ff3b30, iOS's system red, in Engine).
@MainActor
func redFills(_ host: ViewHost) -> [(CGRect, Color)] {
  let red = Color.red
  return fills(host, red: red.red, green: red.green, blue: red.blue)
}
