import CSDL2
import Engine
import Foundation
import PreviewHost

/// Watches the scene file and reloads it on save, keeping the last good scene on error.
///
/// A thread blocks on an inotify descriptor watching the file's folder (editors often save
/// by renaming a new file over the old one) and posts an SDL user event, so the frame loop
/// still sleeps until something happens: no periodic checks, no wake-ups while idle.
/// When the path is a symbolic link, the folder of each link in the chain and of the final
/// target is watched too, so editing the target reloads; the chain is resolved again after
/// every change, so a file replaced by a link (or a link re-pointed) is followed. Deleting
/// the file or replacing it by a folder is a change like any other: reading it then fails
/// and the error is shown and traced.
///
/// Releasing the watcher stops its thread and closes its descriptors before it returns, so
/// no user event is posted after it is gone (nor after `SDL_Quit`).
@MainActor
final class SceneWatcher {
  let path: String
  /// The thread and its descriptors; nil when inotify is not available (the file is then
  /// not watched).
  private let watch: Watch?

  /// Creations, deletions, writes, closes, renames both ways and attribute changes (a
  /// chmod can make the file unreadable). Reading waits until they stop, see
  /// `settleMilliseconds`.
  nonisolated static let mask =
    UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MODIFY) | UInt32(IN_CREATE)
    | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF)
    | UInt32(IN_MOVE_SELF)

  init(path: String) {
    self.path = path
    watch = Watch(path: URL(fileURLWithPath: path).path)
  }

  /// The descriptors it holds open (inotify, then the stop pipe's ends); empty when unwatched.
  var descriptors: [Int32] {
    watch.map { [$0.inotify, $0.stopRead, $0.stopWrite] } ?? []
  }

  /// The watching thread ("scene-watcher") and the descriptors it reads: the inotify one
  /// and a pipe whose write end asks it to stop. Its deinit stops and joins the thread,
  /// then closes all three.
  private final class Watch: Sendable {
    let inotify: Int32
    let stopRead: Int32
    let stopWrite: Int32
    let thread: pthread_t

    /// What the thread needs, handed over through `pthread_create`'s context pointer.
    final class Context: Sendable {
      let inotify: Int32
      let stop: Int32
      let path: String

      init(inotify: Int32, stop: Int32, path: String) {
        self.inotify = inotify
        self.stop = stop
        self.path = path
      }
    }

    init?(path: String) {
      let fd = inotify_init1(Int32(IN_CLOEXEC))
      guard fd >= 0 else { return nil }
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        close(fd)
        return nil
      }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      let context = Unmanaged.passRetained(Context(inotify: fd, stop: ends[0], path: path))
      var thread = pthread_t()
      guard pthread_create(&thread, nil, Self.main, context.toOpaque()) == 0 else {
        context.release()
        for d in [fd] + ends { close(d) }
        return nil
      }
      inotify = fd
      stopRead = ends[0]
      stopWrite = ends[1]
      self.thread = thread
    }

    /// The thread's body: takes its context and watches until asked to stop.
    static let main: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
      guard let raw = $0 else { return nil }
      let context = Unmanaged<Context>.fromOpaque(raw).takeRetainedValue()
      Thread.current.name = "scene-watcher"
      SceneWatcher.watch(descriptor: context.inotify, stop: context.stop, path: context.path)
      return nil
    }

    deinit {
      var byte: UInt8 = 1
      while write(stopWrite, &byte, 1) < 0 && errno == EINTR {}
      pthread_join(thread, nil)
      for d in [inotify, stopRead, stopWrite] { close(d) }
    }
  }

  /// Quiet time after the last change before the file is read: an editor (or Foundation's
  /// `Data.write`) may truncate, write and close in separate steps, and reading between
  /// them would report a spurious error for a file that is about to be fine.
  nonisolated static let settleMilliseconds: Int32 = 60

  /// The (folder, name) pairs whose changes matter for `path`: the path itself and, while
  /// it is a symbolic link, each link it leads through and the final target (at most 16
  /// links, as the kernel's own limit is 40 and a loop must end).
  nonisolated static func chain(of path: String) -> [(folder: String, name: String)] {
    var result: [(String, String)] = []
    var current = path
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    defer { buffer.deallocate() }
    for _ in 0..<16 {
      let url = URL(fileURLWithPath: current)
      let folder = url.deletingLastPathComponent().path
      result.append((folder, url.lastPathComponent))
      let n = readlink(current, buffer, Int(PATH_MAX))
      guard n > 0 else { break }
      buffer[n] = 0
      let destination = String(cString: buffer)
      current = destination.hasPrefix("/") ? destination : folder + "/" + destination
    }
    return result
  }

  /// Waits on inotify and posts `SDL_USEREVENT` once a watched name has had no event for
  /// `settleMilliseconds`; returns when `stop` becomes readable or a descriptor fails.
  nonisolated static func watch(descriptor fd: Int32, stop: Int32, path: String) {
    let size = 4096
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
    defer { buffer.deallocate() }
    /// Names that matter in each watched folder.
    var names: [Int32: Set<String>] = [:]
    func rewatch() {
      for (folder, name) in chain(of: path) {
        // A folder that is gone is waited for in the nearest one that exists, by the name
        // of the next folder down the path: created again, it is watched again.
        var (folder, name) = (folder, name)
        while true {
          let wd = inotify_add_watch(fd, folder, mask)
          if wd >= 0 {
            names[wd, default: []].insert(name)
            break
          }
          guard errno == ENOENT || errno == ENOTDIR, folder.count > 1 else { break }
          let url = URL(fileURLWithPath: folder)
          (folder, name) = (url.deletingLastPathComponent().path, url.lastPathComponent)
        }
      }
    }
    rewatch()
    var pending = false
    while true {
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, pending ? settleMilliseconds : -1)
      if ready < 0 && errno == EINTR { continue }
      if ready < 0 || fds[1].revents != 0 { return }
      if ready == 0 {
        pending = false
        rewatch()
        var e = SDL_Event()
        e.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&e)
        continue
      }
      let n = read(fd, buffer, size)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= n {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        let nameLength = Int(event.len)
        // The watched folder itself was deleted or moved away (its watch ends with it).
        if nameLength == 0, names[event.wd] != nil { pending = true }
        if nameLength > 0 {
          let namePtr = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
            .assumingMemoryBound(to: CChar.self)
          if names[event.wd]?.contains(String(cString: namePtr)) == true { pending = true }
        }
        offset += MemoryLayout<inotify_event>.size + nameLength
      }
    }
  }

  /// Reads and applies the file: a good scene replaces the current one (trace `reload`), a
  /// broken one leaves it and shows the error (trace `error`) until the file is fixed.
  func reload(into host: StageHost, content: HostedContent, at now: Double) {
    switch SceneDocument.load(path) {
    case .success(let scene):
      // What the carousel did until now is traced before the reload.
      content.update(now: now)
      // --no-autoplay and --reduced-motion outrank the file: the user's switch stays.
      guard host.reload(scene) else { return }
      var r = TraceRecord(t: now, event: "reload")
      r.scene = path
      r.page = host.carousel.page
      content.trace.emit(r)
      content.flush()
    case .failure(let error):
      let message = error.description
      guard host.showError(message) else { return }
      content.needsRedraw = true
      var r = TraceRecord(t: now, event: "error")
      r.message = message
      content.trace.emit(r)
    }
  }
}

extension SceneDocument {
  /// The scene file at `path`, read and parsed; errors say `file:line:column: message`.
  static func load(_ path: String) -> Result<SceneDocument, SourceError> {
    SourceFile.read(path).flatMap { text in
      Result { () throws(SourceError) in try SceneDocument.parse(text, file: path) }
    }
  }
}
