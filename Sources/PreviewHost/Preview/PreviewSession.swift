import Foundation

/// The live preview window: builds, runs the module's executable with the browser, and
/// rebuilds when a file of the module is saved.
@MainActor
struct PreviewSession {
  let target: PackageTarget
  let request: PreviewRequest

  func run() -> Int32 {
    switch PreviewBuild.build(target) {
    case .failure(let code, let message): return fail(code, message)
    case .success(let executable):
      let p = Process()
      p.executableURL = executable
      p.currentDirectoryURL = target.root
      p.environment = ProcessInfo.processInfo.environment.merging(
        PreviewCommand.environment(request)
      ) { _, new in new }
      do {
        try p.run()
      } catch {
        return fail(.runtime, "cannot start \(executable.path): \(error)")
      }
      p.waitUntilExit()
      return p.terminationStatus
    }
  }
}
