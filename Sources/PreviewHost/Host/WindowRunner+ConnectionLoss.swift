import CSDL2
import Foundation

extension WindowRunner {
  /// The running window, for the X server's I/O error handler (a C function without
  /// context).
  private static weak var running: WindowRunner?

  /// When the X server goes away under the window (it ended, or `xdotool windowkill`
  /// closed the connection), Xlib calls its I/O error handler and exits 1 with its own
  /// "XIO: fatal IO error" lines. This one says what happened in one line of ours and
  /// traces `exit` first; the exit code stays 1 (a runtime failure).
  func onConnectionLost() {
    Self.running = self
    csdl_on_x_connection_lost { _ in
      MainActor.assumeIsolated {
        if let runner = WindowRunner.running {
          var r = TraceRecord(t: runner.clock(), event: "exit")
          r.frames = runner.framesPresented
          runner.app.trace.emit(r)
        }
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        report("lost the connection to the X server \(display): the window is gone")
      }
      // `_exit`, not `exit`: the handler runs in the middle of a frame whose objects are
      // all still alive, and atexit handlers (SDL's, the sanitizers' leak check) would work
      // on them and on the dead connection. The trace and the report were written
      // straight to their file descriptors, unbuffered.
      _exit(ExitCode.runtime.rawValue)
    }
  }
}
