import CWayland

/// Our objects on SDL's Wayland connection: an event queue of our own and the globals bound
/// on it (wl_compositor, wl_subcompositor, wl_shm, and when the compositor has them
/// wp_viewporter and wp_fractional_scale_manager_v1).
///
/// Events for what we create (buffer releases) land in our queue, never in the one SDL
/// dispatches, and SDL's event pump reads them off the socket for us: `dispatch()` after
/// SDL pumps handles them without blocking. Everything made on the queue (`ShmBuffer`,
/// `WaylandPresenter`'s surfaces) holds this connection, so the queue is destroyed last, once
/// no proxy uses it, and before SDL closes the display.
@MainActor
final class WaylandConnection {
  /// SDL's `wl_display` (SDL owns and disconnects it).
  let display: OpaquePointer
  let queue: OpaquePointer
  let compositor: OpaquePointer
  let subcompositor: OpaquePointer
  let shm: OpaquePointer
  /// Both or neither: a fractional scale needs the viewport to show the buffer at the
  /// surface's size in points.
  let fractionalScale: (manager: OpaquePointer, viewporter: OpaquePointer)?
  private let registry: OpaquePointer
  /// Where the registry's listener binds globals; valid until the registry is destroyed.
  private let globals: UnsafeMutablePointer<cwl_globals>

  /// Binds the globals on a new queue of `display`, or throws naming what the compositor
  /// lacks.
  init(display: OpaquePointer) throws(WaylandError) {
    guard let queue = wl_display_create_queue(display) else {
      throw WaylandError("wl_display_create_queue failed")
    }
    let globals = UnsafeMutablePointer<cwl_globals>.allocate(capacity: 1)
    globals.initialize(to: cwl_globals())
    guard let registry = cwl_bind_globals(display, queue, globals) else {
      globals.deallocate()
      wl_event_queue_destroy(queue)
      throw WaylandError("the Wayland registry round trip failed")
    }
    let g = globals.pointee
    guard let compositor = g.compositor, let subcompositor = g.subcompositor, let shm = g.shm
    else {
      let missing = [
        g.compositor == nil ? "wl_compositor v4" : nil,
        g.subcompositor == nil ? "wl_subcompositor" : nil, g.shm == nil ? "wl_shm" : nil,
      ].compactMap { $0 }
      if let c = g.compositor { wl_compositor_destroy(c) }
      if let s = g.subcompositor { wl_subcompositor_destroy(s) }
      if let s = g.shm { wl_shm_destroy(s) }
      if let v = g.viewporter { wp_viewporter_destroy(v) }
      if let f = g.fractional_scale { wp_fractional_scale_manager_v1_destroy(f) }
      wl_registry_destroy(registry)
      globals.deallocate()
      wl_event_queue_destroy(queue)
      throw WaylandError("the compositor offers no \(missing.joined(separator: ", "))")
    }
    self.display = display
    self.queue = queue
    self.registry = registry
    self.globals = globals
    self.compositor = compositor
    self.subcompositor = subcompositor
    self.shm = shm
    if let manager = g.fractional_scale, let viewporter = g.viewporter {
      fractionalScale = (manager, viewporter)
    } else {
      if let v = g.viewporter { wp_viewporter_destroy(v) }
      if let f = g.fractional_scale { wp_fractional_scale_manager_v1_destroy(f) }
      fractionalScale = nil
    }
  }

  /// Handles the events already read into our queue (buffer releases); never blocks. Sends
  /// what we requested since. Throws when the connection has failed (a protocol error).
  func dispatch() throws(WaylandError) {
    if wl_display_dispatch_queue_pending(display, queue) < 0 {
      throw WaylandError("the Wayland connection failed (error \(wl_display_get_error(display)))")
    }
  }

  /// Sends our requests now (the compositor sees a commit only once it is flushed).
  func flush() {
    _ = wl_display_flush(display)
  }

  /// Waits for the compositor to answer everything sent so far, and handles what it sent on
  /// our queue meanwhile (SDL's events wait in SDL's queue). Throws when the connection
  /// failed.
  func roundtrip() throws(WaylandError) {
    if wl_display_roundtrip_queue(display, queue) < 0 {
      throw WaylandError("the Wayland connection failed (error \(wl_display_get_error(display)))")
    }
  }

  isolated deinit {
    if let (manager, viewporter) = fractionalScale {
      wp_fractional_scale_manager_v1_destroy(manager)
      wp_viewporter_destroy(viewporter)
    }
    wl_shm_destroy(shm)
    wl_subcompositor_destroy(subcompositor)
    wl_compositor_destroy(compositor)
    wl_registry_destroy(registry)
    globals.deallocate()
    wl_display_flush(display)
    wl_event_queue_destroy(queue)
  }
}
