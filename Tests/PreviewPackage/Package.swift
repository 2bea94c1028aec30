// swift-tools-version:6.0
// Previews as a user's package has them: an executable target depending on PreviewHost.
// The tests copy this package under .build/preview-tests and point it at the checkout with
// $OVERLAPCAROUSEL_PATH; by default it is two folders up.
import Foundation
import PackageDescription

let checkout = URL(
  fileURLWithPath: Context.environment["OVERLAPCAROUSEL_PATH"] ?? "../..",
  relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/")
).standardizedFileURL

let package = Package(
  name: "Fixture",
  dependencies: [.package(path: checkout.path)],
  targets: [
    .executableTarget(
      name: "Fixture",
      dependencies: [
        .product(name: "PreviewHost", package: checkout.lastPathComponent)
      ])
  ],
  swiftLanguageModes: [.v6]
)
