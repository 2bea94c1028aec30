import CSDL2

/// Decides whether an SDL renderer runs on a real GPU.
enum RendererChoice {
  private typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
  /// `GL_RENDERER` from the OpenGL headers.
  private static let glRenderer: UInt32 = 0x1F01

  /// True when `renderer` is OpenGL implemented in software (Mesa llvmpipe, softpipe,
  /// swrast), as on Xvfb or a machine without a GPU driver.
  @MainActor
  static func isEmulatedGPU(_ renderer: OpaquePointer) -> Bool {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name,
      String(cString: name).hasPrefix("opengl"),
      let proc = SDL_GL_GetProcAddress("glGetString")
    else { return false }
    let getString = unsafeBitCast(proc, to: GetString.self)
    guard let text = getString(glRenderer) else { return false }
    let renderer = String(cString: text).lowercased()
    return ["llvmpipe", "softpipe", "swrast", "software"].contains { renderer.contains($0) }
  }
}
