import CSDL2
import Engine
import Foundation

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
    switch SceneFile.load(path) {
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

/// Loading scene and script files from disk, with read errors in the same form as parse
/// errors: `file: message` when the file cannot be read (no position means anything there),
/// `file:line:column: message` for a byte that is not UTF-8.
enum SceneFile {
  /// Largest scene or script file read: far beyond any hand-written scene, small enough
  /// that a wrong path (a disk image, /dev/zero) fails at once instead of filling memory.
  static let maxBytes = 16 << 20

  /// - Parameter regularOnly: Refuses anything but a regular file (the scene, read on the
  ///   frame loop); a script, read once before the run, may come from a pipe (`<(…)`).
  static func read(_ path: String, regularOnly: Bool = true) -> Result<String, SourceError> {
    func failure(_ message: String, line: Int = 0, column: Int = 0) -> Result<String, SourceError> {
      .failure(SourceError(file: path, line: line, column: column, message: message))
    }
    // Non-blocking: opening a FIFO for reading waits for a writer, forever if none comes,
    // and this runs on the frame loop. Only regular files are read.
    let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
    guard fd >= 0 else { return failure(reason(errno)) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
      return failure("is a folder, not a file")
    }
    if regularOnly && fstat(fd, &info) == 0 && info.st_mode & S_IFMT != S_IFREG {
      return failure("not a regular file (a pipe, socket or device cannot be a scene)")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return failure(reason(errno)) }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > maxBytes { return failure("larger than \(maxBytes >> 20) MB") }
    }
    if let bad = firstInvalidUTF8(bytes) {
      let (line, column) = position(ofByte: bad, in: bytes)
      let byte = String(bytes[bad], radix: 16, uppercase: true)
      return failure(
        "not UTF-8 text: byte 0x\(byte) at offset \(bad) is invalid", line: line, column: column)
    }
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  /// The message for a failed open or read: the usual causes in the project's words, any
  /// other in the system's.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a folder in the path is a file"
    case EISDIR: "is a folder, not a file"
    default: String(cString: strerror(code)).lowercased()
    }
  }

  /// The offset of the first byte that is not part of valid UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The 1-based line and column (characters before it on its line, plus one) of byte
  /// `offset`, counting LF, CRLF and a lone CR as line ends.
  static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var i = 0
    while i < offset {
      if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }
    return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
  }

  static func load(_ path: String) -> Result<SceneDocument, SourceError> {
    read(path).flatMap { text in
      Result { () throws(SourceError) in try SceneDocument.parse(text, file: path) }
    }
  }

  static func loadScript(_ path: String) -> Result<Script, SourceError> {
    read(path, regularOnly: false).flatMap { text in
      Result { () throws(SourceError) in try Script.parse(text, file: path) }
    }
  }
}
