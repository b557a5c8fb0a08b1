// AutoLayoutTesting brings AutoLayoutKit along, so a test file needs one import.
@_exported import AutoLayoutKit
