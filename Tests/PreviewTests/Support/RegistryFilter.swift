import Foundation

/// A Wayland compositor without some of its globals, as its clients see it: a socket that
/// passes each client's connection through to the real compositor, bytes and file
/// descriptors unchanged, except the `wl_registry.global` events that announce a hidden
/// interface, which it drops.
///
/// It makes a real compositor that lacks, say, `wl_subcompositor`, without a fault switch in
/// the program under test. Each connection is pumped by a thread of its own until either
/// side closes; `stop()` closes the listening socket (connections end with their client).
final class RegistryFilter: Sendable {
  /// Where clients connect: an absolute `WAYLAND_DISPLAY`.
  let socketPath: String
  private let listener: Int32

  /// Listens on `socketPath` (which must not exist) and passes connections to the compositor
  /// listening on `upstream`, hiding the globals named in `hidden`.
  init(socketPath: String, upstream: String, hidden: Set<String>) throws {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw Self.failure("socket") }
    guard Self.withAddress(socketPath, { bind(fd, $0, $1) }) == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw Self.failure("bind \(socketPath)")
    }
    self.socketPath = socketPath
    listener = fd
    let thread = Thread {
      while true {
        let client = accept(fd, nil, nil)
        if client < 0 {
          if errno == EINTR { continue }
          return
        }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        let server = socket(
          AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard server >= 0, Self.withAddress(upstream, { connect(server, $0, $1) }) == 0 else {
          if server >= 0 { close(server) }
          close(client)
          continue
        }
        let pump = Thread { Self.pump(client: client, server: server, hidden: hidden) }
        pump.name = "registry-filter-pump"
        pump.start()
      }
    }
    thread.name = "registry-filter-accept"
    thread.start()
  }

  /// Stops accepting; the socket file goes.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    unlink(socketPath)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private static func failure(_ call: String) -> Failure {
    Failure(description: "\(call): \(String(cString: strerror(errno)))")
  }

  private static func withAddress(
    _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return -1 }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }

  /// One direction's bytes not yet passed on (a message cut by a read) and the descriptors
  /// received so far and not yet sent.
  private struct Stream {
    var bytes: [UInt8] = []
    var fds: [Int32] = []
  }

  /// Passes messages both ways until either side closes. Client to compositor, it notes
  /// the registries the client creates (`wl_display.get_registry`); compositor to client,
  /// it drops those registries' `global` events for a hidden interface.
  private static func pump(client: Int32, server: Int32, hidden: Set<String>) {
    defer {
      close(client)
      close(server)
    }
    var registries = Set<UInt32>()
    var up = Stream()
    var down = Stream()
    var polls = [
      pollfd(fd: client, events: Int16(POLLIN), revents: 0),
      pollfd(fd: server, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      guard poll(&polls, 2, -1) > 0 else {
        if errno == EINTR { continue }
        return
      }
      if polls[0].revents != 0 {
        guard receive(client, into: &up) else { return }
        let out = messages(&up.bytes) { object, opcode, body in
          // wl_display.get_registry(new_id)
          if object == 1 && opcode == 1, let id = word(body, 0) { registries.insert(id) }
          return true
        }
        guard send(server, out, fds: &up.fds) else { return }
      }
      if polls[1].revents != 0 {
        guard receive(server, into: &down) else { return }
        let out = messages(&down.bytes) { object, opcode, body in
          guard registries.contains(object) && opcode == 0,
            let length = word(body, 4), length > 0, body.count >= 8 + Int(length)
          else { return true }
          // global(name, interface, version): the string's length counts its NUL.
          let start = body.startIndex + 8
          let name = String(decoding: body[start..<start + Int(length) - 1], as: UTF8.self)
          return !hidden.contains(name)
        }
        guard send(client, out, fds: &down.fds) else { return }
      }
    }
  }

  /// The 32-bit word at `offset` of a message body, in the host's byte order (the wire's).
  private static func word(_ body: ArraySlice<UInt8>, _ offset: Int) -> UInt32? {
    let start = body.startIndex + offset
    guard start + 4 <= body.endIndex else { return nil }
    return body[start..<start + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
  }

  /// Takes the whole messages off the front of `buffer` and returns those `keep` accepts,
  /// bytes unchanged; a cut message stays for the next read.
  private static func messages(
    _ buffer: inout [UInt8],
    keep: (_ object: UInt32, _ opcode: UInt16, _ body: ArraySlice<UInt8>) -> Bool
  ) -> [UInt8] {
    var out: [UInt8] = []
    var at = 0
    while buffer.count - at >= 8 {
      let header = buffer[at..<at + 8]
      guard let object = word(header, 0), let sizeAndOpcode = word(header, 4) else { break }
      let size = Int(sizeAndOpcode >> 16)
      guard size >= 8 else {
        // Not a Wayland stream: pass the rest on as it is.
        out += buffer[at...]
        at = buffer.count
        break
      }
      guard buffer.count - at >= size else { break }
      let message = buffer[at..<at + size]
      if keep(object, UInt16(sizeAndOpcode & 0xFFFF), buffer[at + 8..<at + size]) {
        out += message
      }
      at += size
    }
    buffer.removeFirst(at)
    return out
  }

  /// Reads what `fd` has, with any descriptors passed along; false when it closed.
  private static func receive(_ fd: Int32, into stream: inout Stream) -> Bool {
    var data = [UInt8](repeating: 0, count: 65536)
    // Room for 28 descriptors, libwayland's most per message.
    var control = [UInt8](repeating: 0, count: 16 + 28 * 4)
    let count = data.withUnsafeMutableBytes { dataBytes in
      control.withUnsafeMutableBytes { controlBytes in
        var vector = iovec(iov_base: dataBytes.baseAddress, iov_len: dataBytes.count)
        return withUnsafeMutablePointer(to: &vector) { vectorPointer in
          var header = msghdr()
          header.msg_iov = vectorPointer
          header.msg_iovlen = 1
          header.msg_control = controlBytes.baseAddress
          header.msg_controllen = controlBytes.count
          let n = recvmsg(fd, &header, Int32(MSG_CMSG_CLOEXEC))
          // One SCM_RIGHTS header: length (8 bytes), level, type, then the descriptors.
          if n > 0 && header.msg_controllen >= 16 {
            let length = controlBytes.load(fromByteOffset: 0, as: Int.self)
            let level = controlBytes.load(fromByteOffset: 8, as: Int32.self)
            let type = controlBytes.load(fromByteOffset: 12, as: Int32.self)
            if level == SOL_SOCKET && type == Int32(SCM_RIGHTS) {
              for i in 0..<max((length - 16) / 4, 0) {
                stream.fds.append(controlBytes.load(fromByteOffset: 16 + 4 * i, as: Int32.self))
              }
            }
          }
          return n
        }
      }
    }
    guard count > 0 else { return false }
    stream.bytes += data[0..<count]
    return true
  }

  /// Sends `bytes` with every descriptor waiting (they go no later than the message that
  /// refers to them), then closes our copies; false when the peer is gone.
  private static func send(_ fd: Int32, _ bytes: [UInt8], fds: inout [Int32]) -> Bool {
    guard !bytes.isEmpty else { return true }
    var sent = 0
    while sent < bytes.count {
      let passing = sent == 0 ? fds : []
      var control = [UInt8](repeating: 0, count: passing.isEmpty ? 0 : 16 + 4 * passing.count)
      if !passing.isEmpty {
        control.withUnsafeMutableBytes { c in
          c.storeBytes(of: 16 + 4 * passing.count, toByteOffset: 0, as: Int.self)
          c.storeBytes(of: SOL_SOCKET, toByteOffset: 8, as: Int32.self)
          c.storeBytes(of: Int32(SCM_RIGHTS), toByteOffset: 12, as: Int32.self)
          for (i, d) in passing.enumerated() {
            c.storeBytes(of: d, toByteOffset: 16 + 4 * i, as: Int32.self)
          }
        }
      }
      let n = bytes[sent...].withUnsafeBytes { dataBytes in
        control.withUnsafeMutableBytes { controlBytes in
          var vector = iovec(
            iov_base: UnsafeMutableRawPointer(mutating: dataBytes.baseAddress),
            iov_len: dataBytes.count)
          return withUnsafeMutablePointer(to: &vector) { vectorPointer in
            var header = msghdr()
            header.msg_iov = vectorPointer
            header.msg_iovlen = 1
            header.msg_control = controlBytes.isEmpty ? nil : controlBytes.baseAddress
            header.msg_controllen = controlBytes.count
            return sendmsg(fd, &header, Int32(MSG_NOSIGNAL))
          }
        }
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      if sent == 0 {
        for d in fds { close(d) }
        fds.removeAll()
      }
      sent += n
    }
    return true
  }
}
