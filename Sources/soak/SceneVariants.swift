import Engine
import SceneApp

/// The scenes a soak cycles through (one each sixth of the run), as reloading a scene file
/// would: the default, and variants that reach the carousel's other modes and the row
/// extremes.
enum SceneVariants {
  static let all: [SceneDocument] = [
    .default,
    // Seamless loop, flicks of any length, an underdamped spring.
    scene(pages: 10) {
      $0.wrap = .loop
      $0.flickLimit = .unlimited
      $0.animation = .bouncy
    },
    // Two pages looping (no clones), with a timing curve.
    scene(pages: 2) {
      $0.wrap = .loop
      $0.animation = .easeInOut
    },
    // A single page: nothing to advance to.
    scene(pages: 1) { _ in },
    // Many pages, any flick length, a fast autoplay interval.
    scene(pages: 1000) {
      $0.flickLimit = .unlimited
      $0.animation = .snappy
      $0.interval = 1
    },
    // Rows of 0, 1, 2 and 40 tiles (the last collapses into "+N" when narrow).
    SceneDocument(
      rows: [0, 1, 2, 40].map { count in
        RowStyle(
          items: (0..<count).map {
            SceneDocument.sportsGlyphs[$0 % SceneDocument.sportsGlyphs.count]
          })
      }),
  ]

  static func scene(pages: Int, _ change: (inout CarouselStyle) -> Void) -> SceneDocument {
    var carousel = CarouselStyle(pages: PageStyle.hued(count: pages))
    change(&carousel)
    return SceneDocument(carousel: carousel)
  }
}
