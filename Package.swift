// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AutoLayout",
  products: [
    .library(name: "AutoLayoutSolver", targets: ["AutoLayoutSolver"]),
    .library(name: "AutoLayoutEngine", targets: ["AutoLayoutEngine"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
  ],
  targets: [
    .target(name: "AutoLayoutSolver"),
    .target(name: "AutoLayoutEngine", dependencies: ["AutoLayoutSolver"]),
    .executableTarget(name: "autolayout", dependencies: ["AutoLayoutSolver", "AutoLayoutEngine"]),
    .testTarget(
      name: "AutoLayoutSolverTests",
      dependencies: ["AutoLayoutSolver"],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "AutoLayoutEngineTests", dependencies: ["AutoLayoutEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
