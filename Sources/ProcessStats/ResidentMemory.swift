import Foundation

/// A process's resident memory, from Linux's `/proc/PID/status`.
public struct ResidentMemory: CustomStringConvertible, Sendable {
  /// Peak resident set size (VmHWM), in kB.
  public var peakKB: Int
  /// Current resident set size (VmRSS), in kB.
  public var currentKB: Int

  /// Reads both values now for `process` (this one by default); zero for a value the kernel
  /// does not report.
  public static func read(process: Int32? = nil) -> ResidentMemory {
    let path = "/proc/\(process.map(String.init) ?? "self")/status"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    func field(_ name: String) -> Int {
      for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
        let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
        return Int(digits) ?? 0
      }
      return 0
    }
    return ResidentMemory(peakKB: field("VmHWM"), currentKB: field("VmRSS"))
  }

  public var description: String { "peak \(peakKB) kB, current \(currentKB) kB" }
}
