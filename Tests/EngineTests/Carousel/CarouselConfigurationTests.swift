import Foundation
import Testing

@testable import Engine

/// The carousel's defaults are the design's numbers.
struct CarouselConfigurationTests {
  @Test("defaults: 25-pt inset, 8-pt spacing, autoplay every 3 s, default spring, rewind, one")
  func defaults() {
    let c = CarouselConfiguration(pageCount: 10)
    #expect(c.inset == 25)
    #expect(c.spacing == 8)
    #expect(c.autoplay)
    #expect(c.interval == 3)
    #expect(c.animation == .default)
    #expect(c.wrap == .rewind)
    #expect(c.flickLimit == .one)
    #expect(!c.reducedMotion)
  }

  @Test("a carousel always has at least one page")
  func atLeastOnePage() {
    let c = Carousel(configuration: CarouselConfiguration(pageCount: 0), viewportWidth: 400)
    #expect(c.pageCount == 1)
    #expect(!c.isAutoplayRunning, "one page has nowhere to go")
  }

  @Test("a bare geometry takes the configuration's defaults")
  func oneSetOfDefaults() {
    let g = CarouselGeometry(viewportWidth: 900)
    #expect(g.inset == CarouselConfiguration(pageCount: 1).inset)
    #expect(g.spacing == CarouselConfiguration(pageCount: 1).spacing)
  }
}
