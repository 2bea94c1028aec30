import CSDL2
import CWayland
import Foundation

/// One way of drawing the window, and the order the ways are tried in.
///
/// Decided from what SDL and the system report, never by creating an OpenGL renderer to
/// look at `GL_RENDERER`: that maps Mesa and LLVM into the process (peak RSS 110 MB instead
/// of about 30 under Xvfb) even when the window then draws in software.
enum RendererChoice: String, CaseIterable, Sendable {
  /// SDL's GPU renderers (OpenGL, then OpenGL ES 2), vsynced.
  case accelerated
  /// SDL's software renderer writing into the window's framebuffer.
  case software
  /// Wayland without a GPU: no SDL renderer on the window; SDL's software renderer draws
  /// into our own wl_shm buffers at the pixel size (`WaylandPresenter`).
  case waylandShm = "wayland-shm"

  /// Video drivers whose windows have a framebuffer of their own (X11 draws through XShm
  /// images). SDL's other drivers (Wayland) have none: SDL presents a software window
  /// through a GPU renderer's texture, at the window's size in points, so on a 2x output the
  /// compositor doubles every pixel, and with `SDL_HINT_FRAMEBUFFER_ACCELERATION` "0" such
  /// a window has no way to present at all.
  static let nativeFramebufferDrivers: Set<String> = ["x11"]

  /// The order to try, and why, in one line for `--trace`.
  struct Decision: Equatable, Sendable {
    var order: [RendererChoice]
    var reason: String
  }

  /// Whether a GPU would draw OpenGL, as far as can be told without loading OpenGL.
  struct GPU: Equatable, Sendable {
    var present: Bool
    var reason: String
  }

  /// Chooses the order for SDL's video driver `videoDriver`.
  ///
  /// - Parameters:
  ///   - requested: `SDL_RENDER_DRIVER` when set (SDL then creates that driver whatever the
  ///     flags): its path goes first.
  ///   - gpu: Asked only where software is a real alternative: a driver with a framebuffer
  ///     of its own, and Wayland, where our own buffers are.
  static func decide(videoDriver: String, requested: String?, gpu: () -> GPU) -> Decision {
    let available = allCases.filter { $0 != .waylandShm || videoDriver == "wayland" }
    if let requested, !requested.isEmpty {
      let first: RendererChoice = requested.lowercased() == "software" ? .software : .accelerated
      return Decision(
        order: [first] + available.filter { $0 != first },
        reason: "SDL_RENDER_DRIVER=\(requested)")
    }
    if videoDriver == "wayland" {
      // SDL's software renderer would be shown through OpenGL at 1x: our buffers come
      // before it either way, and before OpenGL too when OpenGL would run on the CPU.
      let g = gpu()
      return Decision(
        order: g.present
          ? [.accelerated, .waylandShm, .software] : [.waylandShm, .accelerated, .software],
        reason: g.reason)
    }
    guard nativeFramebufferDrivers.contains(videoDriver) else {
      return Decision(
        order: [.accelerated, .software],
        reason: "\(videoDriver) windows have no framebuffer of their own: SDL presents even "
          + "software drawing through a GPU renderer, which draws at the pixel size")
    }
    let g = gpu()
    return Decision(
      order: g.present ? [.accelerated, .software] : [.software, .accelerated], reason: g.reason)
  }

  /// A GPU is assumed when a DRM render node can be opened and the display server can take
  /// what it draws: on X11 the server offers direct rendering, on Wayland the compositor
  /// takes GPU buffers (linux-dmabuf or wl_drm). Xvfb and compositors drawing with pixman
  /// do not, and OpenGL on them runs on the CPU (Mesa llvmpipe), several times slower than
  /// SDL's software renderer for our frames (measured under Xvfb: 1.12 s vs 0.24 s of CPU
  /// for three autoplay advances).
  static func detectGPU(videoDriver: String) -> GPU {
    let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    let usable = nodes.filter { $0.hasPrefix("renderD") }.contains {
      access("/dev/dri/\($0)", R_OK | W_OK) == 0
    }
    guard usable else {
      return GPU(present: false, reason: "no GPU render node in /dev/dri")
    }
    if videoDriver == "wayland" && cwl_compositor_takes_gpu_buffers() == 0 {
      return GPU(
        present: false,
        reason: "the compositor takes no GPU buffers (linux-dmabuf, wl_drm): OpenGL would run "
          + "on the CPU")
    }
    if videoDriver == "x11" && csdl_x11_has_direct_rendering() == 0 {
      return GPU(
        present: false,
        reason: "the X server offers no direct rendering (DRI3/DRI2): OpenGL would run on the CPU")
    }
    return GPU(present: true, reason: "a GPU render node and direct rendering")
  }

  /// Creates the renderer for `window`, or nil with SDL's error pending.
  ///
  /// `SDL_HINT_FRAMEBUFFER_ACCELERATION` is "0" for software on a driver with its own
  /// framebuffer (X11 then never loads OpenGL) and left to SDL elsewhere, where the window
  /// needs it. SDL reads the hint once, at the first window surface.
  @MainActor
  func makeRenderer(window: OpaquePointer, videoDriver: String) -> OpaquePointer? {
    switch self {
    case .accelerated:
      let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
      return SDL_CreateRenderer(window, -1, flags)
    case .software:
      if Self.nativeFramebufferDrivers.contains(videoDriver) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
      }
      return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    case .waylandShm:
      // No SDL renderer: `WaylandPresenter` presents this path.
      return nil
    }
  }
}
