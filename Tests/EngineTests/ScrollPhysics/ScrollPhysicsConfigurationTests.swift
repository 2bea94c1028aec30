import Foundation
import Testing

@testable import Engine

/// The physics' defaults are the SwiftUI sample carousel's numbers.
struct ScrollPhysicsConfigurationTests {
  @Test("defaults: 25-pt inset, 8-pt spacing, autoplay every 3 s, default spring, rewind, one")
  func defaults() {
    let c = ScrollPhysicsConfiguration(pageCount: 10)
    #expect(c.inset == 25)
    #expect(c.spacing == 8)
    #expect(ScrollCarousel().autoplay)
    #expect(ScrollCarousel().interval == 3)
    #expect(c.animation == .default)
    #expect(c.wrap == .rewind)
    #expect(c.flickLimit == .one)
    #expect(!c.reducedMotion)
  }

  @Test("a carousel always has at least one page")
  func atLeastOnePage() {
    let c = Carousel(
      configuration: ScrollPhysicsConfiguration(pageCount: 0), viewportLength: 400)
    #expect(c.pageCount == 1)
    #expect(!c.isAutoplayRunning, "one page has nowhere to go")
  }

  @Test("a bare geometry takes the configuration's defaults")
  func oneSetOfDefaults() {
    let g = PageGeometry(viewportLength: 900)
    #expect(g.inset == ScrollPhysicsConfiguration(pageCount: 1).inset)
    #expect(g.spacing == ScrollPhysicsConfiguration(pageCount: 1).spacing)
  }
}
