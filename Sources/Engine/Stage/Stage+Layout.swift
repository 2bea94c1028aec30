import Foundation

extension Stage {
  /// The carousel offset rounded to a whole device pixel.
  var snappedOffset: CGFloat {
    let s = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
    return (CGFloat(carousel.offset) * s).rounded() / s
  }

  /// Every page's frame at the current offset in a carousel at `frame` (the layout dump
  /// lists them all); in loop mode each page at its position nearest the viewport.
  public func allPages(in frame: CGRect) -> [PageLayout] {
    let g = carousel.geometry
    let n = carousel.pageCount
    let current = g.nearestPage(toOffset: CGFloat(carousel.offset))
    return (0..<n).map { i in
      var v = i
      if carousel.configuration.wrap == .loop {
        let k = ((Double(current - i) / Double(n))).rounded()
        v = i + Int(k) * n
      }
      let x = frame.minX + g.pageX(v, offset: snappedOffset)
      return PageLayout(
        index: i, frame: CGRect(x: x, y: frame.minY, width: g.pageWidth, height: frame.height),
        style: scene.carousel.pageStyle(i))
    }
  }
}
