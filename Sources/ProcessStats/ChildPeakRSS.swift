import Foundation

/// A spawned child's own peak resident set (`VmHWM` in `/proc/PID/status`), read at the
/// moment it begins to exit, while its address space is still its own.
///
/// `wait4`'s `ru_maxrss` cannot give it. `posix_spawn` starts the child in this process's
/// address space (glibc clones with `CLONE_VM | CLONE_VFORK`), and when the child calls
/// `exec` Linux folds the high-water mark of the address space it leaves (this process's)
/// into the child's `ru_maxrss`. After the bench's own 100 000-tile layouts every child
/// reported the bench's 203.5 MB. A child's `VmHWM` counts only its own address space, but
/// `/proc` drops it once the child has exited, so the bench attaches to the child with
/// ptrace (`PTRACE_SEIZE`, which neither stops the child nor traces its system calls) and
/// asks to be stopped at its exit (`PTRACE_O_TRACEEXIT`): the one stop in which the number is
/// final and still readable.
public struct ChildPeakRSS {
  /// glibc's `ptrace` is variadic, which Swift does not import; on Linux's calling
  /// conventions (x86-64 and AArch64) a call with four word-sized arguments reaches it alike.
  private typealias PtraceFunction =
    @convention(c) (CInt, pid_t, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> CLong

  private static let ptraceFunction: PtraceFunction? = {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "ptrace") else {
      return nil
    }
    return unsafeBitCast(symbol, to: PtraceFunction.self)
  }()

  // <sys/ptrace.h> and <sys/wait.h>.
  private static let seize: CInt = 0x4206
  private static let cont: CInt = 7
  private static let traceExitOption = 0x40
  private static let exitEvent: Int32 = 6
  private static let waitAllThreads: Int32 = 0x4000_0000

  public let pid: pid_t
  /// Whether the child is attached: without it, `wait` still reaps it but reads no peak.
  private let attached: Bool

  /// Attaches to `pid`, a child of this process that has just been spawned.
  public init(attachingTo pid: pid_t) {
    self.pid = pid
    let options = UnsafeMutableRawPointer(bitPattern: Self.traceExitOption)
    attached = Self.ptraceFunction.map { $0(Self.seize, pid, nil, options) == 0 } ?? false
  }

  /// Waits for the child to end: its wait status, `wait4`'s resource usage (CPU times) and its
  /// own peak resident set in kB, nil when it could not be read.
  /// A signal that arrives meanwhile, its handler installed without `SA_RESTART`, does not
  /// end the wait: `wait4` fails with EINTR and is called again.
  public func wait() -> (status: Int32, usage: rusage, peakKB: Int?) {
    var peakKB: Int?
    while true {
      var status: Int32 = 0
      var usage = rusage()
      let waited = wait4(pid, &status, attached ? Self.waitAllThreads : 0, &usage)
      if waited == -1 && errno == EINTR { continue }
      guard waited == pid else { return (-1, usage, peakKB) }
      // Stopped (the low byte 0x7f): at its exit, or by a signal it is then given back.
      guard status & 0xff == 0x7f, let ptrace = Self.ptraceFunction else {
        return (status, usage, peakKB)
      }
      let signal = (status >> 8) & 0xff
      var deliver: Int32 = 0
      if status >> 16 == Self.exitEvent && signal == SIGTRAP {
        let kB = ResidentMemory.read(process: pid).peakKB
        peakKB = kB > 0 ? kB : nil
      } else if status >> 16 == 0 {
        deliver = signal
      }
      _ = ptrace(Self.cont, pid, nil, UnsafeMutableRawPointer(bitPattern: Int(deliver)))
    }
  }
}
