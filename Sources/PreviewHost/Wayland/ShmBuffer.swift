import CSDL2
import CWayland
import Foundation

/// One frame's pixels shared with the compositor: a memfd mapping wrapped as a `wl_buffer`
/// (ARGB8888, opaque alpha), busy from the commit that attaches it until the compositor
/// releases it. Nothing is written into a busy buffer: the compositor may be reading it.
///
/// The mapping can be larger than the picture the compositor sees (`rows` of `stride`
/// bytes, the canvas's size, for the `width`×`height` drawable at its top left), so that
/// SDL's software renderer draws straight into it through the presenter's canvas surface,
/// whose pitch and size stay the same while the drawable changes within it.
@MainActor
final class ShmBuffer {
  let width: Int32
  let height: Int32
  /// Bytes per row.
  let stride: Int32
  let pixels: UnsafeMutableRawPointer
  let buffer: OpaquePointer
  private let byteCount: Int
  /// Set on attach, cleared by the release listener (`cwl_buffer_watch`).
  private let busyFlag: UnsafeMutablePointer<Int32>
  /// The queue the release arrives on, destroyed after this buffer.
  private let connection: WaylandConnection

  /// A `width`×`height` buffer of `connection`'s wl_shm over `rows` rows of `stride` bytes
  /// (by default exactly the picture), its pixels zero (transparent) until written.
  init(
    connection: WaylandConnection, width: Int32, height: Int32, stride: Int32? = nil,
    rows: Int32? = nil
  ) throws(WaylandError) {
    let stride = stride ?? width &* 4
    let rows = rows ?? height
    guard width > 0, height > 0, stride >= width * 4, rows >= height,
      Int(stride) * Int(rows) < Int(Int32.max)
    else {
      throw WaylandError("no shared buffer of \(width)x\(height) pixels")
    }
    let count = Int(stride) * Int(rows)
    let fd = cwl_shared_memory(count)
    guard fd >= 0 else { throw .system("memfd_create") }
    defer { close(fd) }
    guard let mapped = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0),
      mapped != MAP_FAILED
    else { throw .system("mmap") }
    guard let pool = wl_shm_create_pool(connection.shm, fd, Int32(count)) else {
      munmap(mapped, count)
      throw WaylandError("wl_shm_create_pool failed")
    }
    let made = wl_shm_pool_create_buffer(
      pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888.rawValue)
    // The buffer keeps the pool's memory; the pool itself is not needed again.
    wl_shm_pool_destroy(pool)
    guard let made else {
      munmap(mapped, count)
      throw WaylandError("wl_shm_pool_create_buffer failed")
    }
    let busy = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    busy.initialize(to: 0)
    cwl_buffer_watch(made, busy)
    self.width = width
    self.height = height
    self.stride = stride
    self.pixels = mapped
    self.byteCount = count
    self.buffer = made
    self.busyFlag = busy
    self.connection = connection
  }

  /// Takes `other`'s pixels inside `rect` (within both, of the same stride); `other` may be
  /// busy, as the compositor only reads it too.
  func copy(_ rect: SDL_Rect, from other: ShmBuffer) {
    guard rect.w > 0, rect.h > 0 else { return }
    let rowBytes = Int(rect.w) * 4
    for y in Int(rect.y)..<Int(rect.y + rect.h) {
      let offset = y * Int(stride) + Int(rect.x) * 4
      memcpy(pixels + offset, other.pixels + offset, rowBytes)
    }
  }

  /// Whether the compositor may still read it.
  var isBusy: Bool { busyFlag.pointee != 0 }

  /// Attached in a commit: busy until released.
  func markBusy() { busyFlag.pointee = 1 }

  isolated deinit {
    wl_buffer_destroy(buffer)
    munmap(pixels, byteCount)
    busyFlag.deallocate()
  }
}
