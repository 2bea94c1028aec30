// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "OverlapCarousel",
  products: [
    .library(name: "Engine", targets: ["Engine"]),
    .library(name: "PreviewHost", targets: ["PreviewHost"]),
    .library(name: "SceneApp", targets: ["SceneApp"]),
    .executable(name: "preview", targets: ["preview"]),
    .executable(name: "OverlappingRows", targets: ["OverlappingRows"]),
    .executable(name: "PagingCarousel", targets: ["PagingCarousel"]),
    .executable(name: "AutoAdvancingCarousel", targets: ["AutoAdvancingCarousel"]),
    .executable(name: "HelloWorld", targets: ["HelloWorld"]),
    .executable(name: "ControlsSettings", targets: ["ControlsSettings"]),
    .executable(name: "LoginForm", targets: ["LoginForm"]),
    .executable(name: "TextStyles", targets: ["TextStyles"]),
    .executable(name: "Shapes", targets: ["Shapes"]),
    .executable(name: "Effects", targets: ["Effects"]),
    .executable(name: "LayoutHelpers", targets: ["LayoutHelpers"]),
    .executable(name: "Recipes", targets: ["Recipes"]),
    .executable(name: "Images", targets: ["Images"]),
    .executable(name: "Lists", targets: ["Lists"]),
    .executable(name: "Motion", targets: ["Motion"]),
    .executable(name: "SafeArea", targets: ["SafeArea"]),
  ],
  targets: [
    // SDL2, SDL2_ttf, SDL2_image, fontconfig, FriBidi and HarfBuzz from their system folders
    // (`make deps` installs libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev,
    // libfontconfig1-dev, libfribidi-dev and libharfbuzz-dev). No `pkgConfig: "sdl2"`: its
    // cflags add `-D_REENTRANT`, a flag SwiftPM drops with a warning on every build, and all
    // it gave besides was `-I/usr/include/SDL2`, which the shim's `<SDL2/…>` includes replace.
    .systemLibrary(name: "CSDL2"),
    // libwayland-client for the window's own wl_shm buffers on Wayland without a GPU:
    // listeners, the registry walk and memfd in a small C shim.
    .systemLibrary(
      name: "CWayland",
      pkgConfig: "wayland-client",
      providers: [.apt(["libwayland-dev"])]
    ),
    // cairo, which rasterises paths, strokes and gradients for the renderer (`make deps`
    // installs libcairo2-dev). Loaded with `dlopen` on the first path drawn, not linked, and
    // its header included by its folder, so no pkg-config: cairo.pc's flags link it.
    .systemLibrary(name: "CCairo"),
    // libpng for the screenshots' PNG encoding (`make deps` installs libpng-dev).
    .systemLibrary(name: "CPNG"),
    // The interface tables of wp_fractional_scale_v1 and wp_viewporter, generated from
    // Debian's wayland-protocols by `make protocols` (a fractional scale).
    .target(name: "CWaylandProtocols"),
    .target(name: "Engine"),
    // The SDL host: window loop, renderer, headless runner and the App/WindowGroup entry.
    .target(
      name: "PreviewHost",
      dependencies: [
        "Engine", "CSDL2", "CCairo", "CPNG", "CWayland", "CWaylandProtocols", "ProcessStats",
      ]),
    // `preview`'s scene app: the scene model and its JSON, `SceneView`, the scene's keys, the
    // inspector and the dump, and the window that shows a scene file. Engine's public API only.
    .target(name: "SceneApp", dependencies: ["Engine", "PreviewHost"]),
    .executableTarget(name: "preview", dependencies: ["SceneApp"]),
    // Examples: SwiftUI code run as written (import SwiftUI → Engine / PreviewHost).
    .executableTarget(
      name: "OverlappingRows", dependencies: ["PreviewHost"], path: "Examples/OverlappingRows"),
    .executableTarget(
      name: "PagingCarousel", dependencies: ["PreviewHost"], path: "Examples/PagingCarousel"),
    .executableTarget(
      name: "AutoAdvancingCarousel", dependencies: ["PreviewHost"],
      path: "Examples/AutoAdvancingCarousel"),
    // Xcode's new-project ContentView: a symbol image over a text.
    .executableTarget(
      name: "HelloWorld", dependencies: ["PreviewHost"], path: "Examples/HelloWorld"),
    // GeometryReader, Grid, LazyVGrid and a ViewModifier.
    .executableTarget(
      name: "LayoutHelpers", dependencies: ["PreviewHost"], path: "Examples/LayoutHelpers"),
    // A gradient under a navigation bar (ignoresSafeArea), a GeometryReader's safe-area
    // insets, and a bar added with safeAreaInset.
    .executableTarget(
      name: "SafeArea", dependencies: ["PreviewHost"], path: "Examples/SafeArea"),
    // A tutorial-style app: a list from an @Observable model, a pushed detail, a sheet.
    .executableTarget(name: "Recipes", dependencies: ["PreviewHost"], path: "Examples/Recipes"),
    // A settings screen of the value controls (Toggle, Slider, Picker, Stepper, ProgressView,
    // Link) bound to @State, the values shown as Text.
    .executableTarget(
      name: "ControlsSettings", dependencies: ["PreviewHost"], path: "Examples/ControlsSettings"),
    // A login form: text fields, a secure field, focus moved on submit.
    .executableTarget(
      name: "LoginForm", dependencies: ["PreviewHost"], path: "Examples/LoginForm"),
    // Every text style: weights, slants, designs, decorations, runs, Markdown, dates.
    .executableTarget(
      name: "TextStyles", dependencies: ["PreviewHost"], path: "Examples/TextStyles"),
    // Paths, shapes, strokes, gradients and clip shapes.
    .executableTarget(name: "Shapes", dependencies: ["PreviewHost"], path: "Examples/Shapes"),
    // Shadows, blur, rotation, masks, colour effects and blend modes.
    .executableTarget(name: "Effects", dependencies: ["PreviewHost"], path: "Examples/Effects"),
    // Transitions, implicit animations, animatable shapes and matchedGeometryEffect.
    .executableTarget(name: "Motion", dependencies: ["PreviewHost"], path: "Examples/Motion"),
    // Pictures from the target's own resources (PNG, JPEG, SVG) through `Bundle.module`.
    .executableTarget(
      name: "Images", dependencies: ["PreviewHost"], path: "Examples/Images",
      resources: [.process("Resources")]),
    // Lists: sections, selection, list styles, navigation rows, 100 000 lazy rows.
    .executableTarget(name: "Lists", dependencies: ["PreviewHost"], path: "Examples/Lists"),
    // A headless soak of Engine (one simulated hour of random input): `make soak`.
    .executableTarget(
      name: "soak", dependencies: ["Engine", "SceneApp", "Fixtures", "ProcessStats"]),
    // `make bench`: numbers, not pass/fail.
    .executableTarget(
      name: "bench",
      dependencies: ["Engine", "SceneApp", "PreviewHost", "Fixtures", "ProcessStats"]),
    // Clocks, percentiles and resident memory (a spawned child's peak too): what the
    // benchmarks and the soak read off a process.
    .target(name: "ProcessStats"),
    // What tests, benchmarks and the soak share: the seeds' carousel, a manual 60 Hz host
    // clock, a seeded random generator and queries on layout dumps.
    .target(name: "Fixtures", dependencies: ["Engine"]),
    .testTarget(name: "EngineTests", dependencies: ["Engine", "Fixtures"]),
    .testTarget(
      name: "SceneAppTests", dependencies: ["SceneApp", "Engine", "PreviewHost", "Fixtures"]),
    // Drives the built `preview` binary: headless snapshots, traces, and the real window
    // under Xvfb. CSDL2 decodes PNGs for snapshot comparison.
    .testTarget(
      name: "PreviewTests",
      dependencies: [
        "preview", "OverlappingRows", "PagingCarousel", "AutoAdvancingCarousel", "HelloWorld",
        "LayoutHelpers", "ControlsSettings", "LoginForm", "Shapes", "Effects", "Recipes", "Images",
        "CSDL2",
        "PreviewHost", "SceneApp", "Fixtures", "ProcessStats",
      ],
      exclude: ["Snapshots"],
      // The tests read and write images with SDL_image directly; the host loads it only
      // when a window first needs it (Sources/CSDL2/shim.h).
      linkerSettings: [.linkedLibrary("SDL2_image")]),
  ],
  swiftLanguageModes: [.v6]
)
