// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AutoLayout",
  products: [
    .library(name: "AutoLayoutSolver", targets: ["AutoLayoutSolver"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
  ],
  targets: [
    .target(name: "AutoLayoutSolver"),
    .executableTarget(name: "autolayout", dependencies: ["AutoLayoutSolver"]),
    .testTarget(
      name: "AutoLayoutSolverTests",
      dependencies: ["AutoLayoutSolver"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
