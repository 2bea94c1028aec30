// swift-tools-version:6.0
// Previews as a user's package has them: an executable target depending on PreviewHost, a
// library of views it depends on, and a library no executable depends on.
// The tests copy this package into the build folder they run from (PreviewFixture.swift)
// and point it at the checkout with $OVERLAPCAROUSEL_PATH; by default it is two folders up.
import Foundation
import PackageDescription

let checkout = URL(
  fileURLWithPath: Context.environment["OVERLAPCAROUSEL_PATH"] ?? "../..",
  relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/")
).standardizedFileURL

// The examples with previews in both spellings, when the tests have copied them into
// Examples/ (PreviewFixture): `preview --file` on an example needs a package of its own,
// as the tests' own `swift test` holds OverlapCarousel's build folder. Target names are
// unique across a package graph, so each is `<example>Copy`.
let examples = ["OverlappingRows", "PagingCarousel", "AutoAdvancingCarousel"].filter {
  FileManager.default.fileExists(atPath: Context.packageDirectory + "/Examples/" + $0)
}

let package = Package(
  name: "Fixture",
  dependencies: [.package(path: checkout.path)],
  targets: [
    .executableTarget(
      name: "Fixture",
      dependencies: [
        "FixtureKit", .product(name: "PreviewHost", package: checkout.lastPathComponent),
      ]),
    .target(
      name: "FixtureKit",
      dependencies: [.product(name: "Engine", package: checkout.lastPathComponent)]),
    .target(
      name: "Orphan",
      dependencies: [.product(name: "Engine", package: checkout.lastPathComponent)]),
  ]
    + examples.map {
      .executableTarget(
        name: "\($0)Copy",
        dependencies: [.product(name: "PreviewHost", package: checkout.lastPathComponent)],
        path: "Examples/\($0)")
    },
  swiftLanguageModes: [.v6]
)
