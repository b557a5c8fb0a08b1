// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AutoLayout",
  products: [
    .library(name: "AutoLayoutSolver", targets: ["AutoLayoutSolver"]),
    .library(name: "AutoLayoutEngine", targets: ["AutoLayoutEngine"]),
    .library(name: "AutoLayoutKit", targets: ["AutoLayoutKit"]),
    .library(name: "AutoLayoutTesting", targets: ["AutoLayoutTesting"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
  ],
  targets: [
    .target(name: "AutoLayoutSolver"),
    .target(name: "AutoLayoutEngine", dependencies: ["AutoLayoutSolver"]),
    .target(name: "AutoLayoutKit", dependencies: ["AutoLayoutEngine"]),
    .target(name: "AutoLayoutTesting", dependencies: ["AutoLayoutKit"]),
    .executableTarget(
      name: "autolayout",
      dependencies: ["AutoLayoutSolver", "AutoLayoutEngine", "AutoLayoutKit", "AutoLayoutTesting"]
    ),
    .testTarget(
      name: "AutoLayoutSolverTests",
      dependencies: ["AutoLayoutSolver"],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "AutoLayoutEngineTests", dependencies: ["AutoLayoutEngine"]),
    .testTarget(name: "AutoLayoutKitTests", dependencies: ["AutoLayoutKit"]),
    .testTarget(
      name: "AutoLayoutTestingTests",
      dependencies: ["AutoLayoutTesting"],
      exclude: ["Snapshots/__Snapshots__", "Documentation/__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
