// swift-tools-version:6.0
// A package whose target does not depend on PreviewHost: `preview --file` says so.
import PackageDescription

let package = Package(name: "NoHost", targets: [.executableTarget(name: "NoHost")])
