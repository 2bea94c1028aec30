import Testing

@testable import PreviewHost

/// The order the window's paths are tried in (issues 19 and 20): decided from the video
/// driver and a GPU check, ending in a path that works wherever any does.
@Suite("RendererChoice: the order of the window's drawing paths")
struct RendererChoiceTests {
  static let noGPU = RendererChoice.GPU(present: false, reason: "no GPU render node in /dev/dri")
  static let gpu = RendererChoice.GPU(present: true, reason: "a GPU render node")

  @Test("Wayland without a GPU tries our shared-memory buffers first, then SDL's renderers")
  func waylandWithoutGPU() {
    let d = RendererChoice.decide(videoDriver: "wayland", requested: nil) { Self.noGPU }
    #expect(d.order == [.waylandShm, .accelerated, .software])
    #expect(d.reason == Self.noGPU.reason)
  }

  @Test("Wayland with a GPU tries OpenGL first, our buffers before SDL's 1x software")
  func waylandWithGPU() {
    let d = RendererChoice.decide(videoDriver: "wayland", requested: nil) { Self.gpu }
    #expect(d.order == [.accelerated, .waylandShm, .software])
  }

  @Test("X11 and other drivers never try the Wayland path", arguments: ["x11", "kmsdrm"])
  func otherDriversHaveNoWaylandPath(driver: String) {
    for g in [Self.gpu, Self.noGPU] {
      let d = RendererChoice.decide(videoDriver: driver, requested: nil) { g }
      #expect(!d.order.contains(.waylandShm), "\(driver): \(d.order)")
      #expect(Set(d.order) == [.accelerated, .software])
    }
    #expect(
      !RendererChoice.decide(videoDriver: driver, requested: "software") { Self.noGPU }.order
        .contains(.waylandShm))
  }

  @Test("SDL_RENDER_DRIVER goes first, and every other path stays as a fallback")
  func requestedDriverFirst() {
    let d = RendererChoice.decide(videoDriver: "wayland", requested: "opengl") { Self.noGPU }
    #expect(d.order == [.accelerated, .software, .waylandShm])
    #expect(d.reason == "SDL_RENDER_DRIVER=opengl")
  }

  @Test("the trace's path name for the shared-memory path")
  func pathName() {
    #expect(RendererChoice.waylandShm.rawValue == "wayland-shm")
  }
}
