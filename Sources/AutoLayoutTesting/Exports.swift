// AutoLayoutTesting brings AutoLayoutKit along, so a test file needs one import.
@_exported import AutoLayoutKit
import Testing
import XCTest
import Foundation

/// Placeholder to check linking; replaced by the real failure sink.
package func _linkCheck() { _ = XCTestCase.self }
