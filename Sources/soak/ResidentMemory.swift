import Foundation

/// The process's resident memory, from Linux's `/proc/self/status`.
struct ResidentMemory: CustomStringConvertible {
  /// Peak resident set size (VmHWM), in kB.
  var peakKB: Int
  /// Current resident set size (VmRSS), in kB.
  var currentKB: Int

  /// Reads both values now; zero for a value the kernel does not report.
  static func read() -> ResidentMemory {
    let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    func field(_ name: String) -> Int {
      for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
        let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
        return Int(digits) ?? 0
      }
      return 0
    }
    return ResidentMemory(peakKB: field("VmHWM"), currentKB: field("VmRSS"))
  }

  var description: String { "peak \(peakKB) kB, current \(currentKB) kB" }
}
