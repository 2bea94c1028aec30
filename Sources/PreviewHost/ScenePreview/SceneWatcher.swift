import CSDL2
import Engine
import Foundation

/// Watches the scene file and reloads it on save, keeping the last good scene on error.
///
/// A thread blocks in `read` on an inotify descriptor watching the file's folder (editors
/// often save by renaming a new file over the old one) and posts an SDL user event, so the
/// frame loop still sleeps until something happens: no polling, no wake-ups while idle.
@MainActor
final class SceneWatcher {
  let path: String
  private let descriptor: Int32

  init(path: String) {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    descriptor = inotify_init1(Int32(IN_CLOEXEC))
    guard descriptor >= 0 else { return }
    // Writes, closes and renames (editors often save by renaming a new file over the old
    // one); reading waits until they stop, see `settleMilliseconds`.
    let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MODIFY)
    guard inotify_add_watch(descriptor, folder, mask) >= 0 else { return }
    let fd = descriptor
    let thread = Thread {
      Self.watch(descriptor: fd, name: name)
    }
    thread.name = "scene-watcher"
    thread.start()
  }

  /// Quiet time after the last change before the file is read: an editor (or Foundation's
  /// `Data.write`) may truncate, write and close in separate steps, and reading between
  /// them would report a spurious error for a file that is about to be fine.
  nonisolated static let settleMilliseconds: Int32 = 60

  /// Blocks on inotify and posts `SDL_USEREVENT` once the scene file has had no event for
  /// `settleMilliseconds`.
  nonisolated static func watch(descriptor fd: Int32, name: String) {
    let size = 4096
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
    defer { buffer.deallocate() }
    var pending = false
    while true {
      if pending {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&p, 1, settleMilliseconds) == 0 {
          pending = false
          var e = SDL_Event()
          e.type = SDL_USEREVENT.rawValue
          SDL_PushEvent(&e)
          continue
        }
      }
      let n = read(fd, buffer, size)
      if n <= 0 { return }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= n {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        let nameLength = Int(event.len)
        if nameLength > 0 {
          let namePtr = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
            .assumingMemoryBound(to: CChar.self)
          if String(cString: namePtr) == name { pending = true }
        }
        offset += MemoryLayout<inotify_event>.size + nameLength
      }
    }
  }

  /// Reads and applies the file: a good scene replaces the current one (trace `reload`), a
  /// broken one leaves it and shows the error (trace `error`) until the file is fixed.
  func reload(into app: PreviewApp, at now: Double) {
    switch SceneFile.load(path) {
    case .success(let scene):
      if scene == app.stage.scene && app.overlays.error == nil { return }
      app.update(now: now)
      // --no-autoplay and --reduced-motion outrank the file: the user's switch stays.
      app.stage.replaceScene(scene, keepAutoplay: app.autoplayOverridden)
      app.overlays.error = nil
      app.invalidateRows()
      var r = TraceRecord(t: now, event: "reload")
      r.scene = path
      r.page = app.stage.carousel.page
      app.trace.emit(r)
    case .failure(let error):
      let message = error.description
      if app.overlays.error == message { return }
      app.overlays.error = message
      app.needsRedraw = true
      var r = TraceRecord(t: now, event: "error")
      r.message = message
      app.trace.emit(r)
    }
  }
}

/// Loading scene and script files from disk, with read errors in the same form as parse
/// errors (`file:line:column: message`).
enum SceneFile {
  static func read(_ path: String) -> Result<String, SourceError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot read file" : "no such file"
      return .failure(SourceError(file: path, line: 1, column: 1, message: reason))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(SourceError(file: path, line: 1, column: 1, message: "not UTF-8 text"))
    }
    return .success(text)
  }

  static func load(_ path: String) -> Result<SceneDocument, SourceError> {
    read(path).flatMap { text in
      Result { () throws(SourceError) in try SceneDocument.parse(text, file: path) }
    }
  }

  static func loadScript(_ path: String) -> Result<Script, SourceError> {
    read(path).flatMap { text in
      Result { () throws(SourceError) in try Script.parse(text, file: path) }
    }
  }
}
