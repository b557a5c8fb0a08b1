// AutoLayoutKit is what users import: it brings the engine's views, guides, anchors and
// constraints along with the fluent builder and the operator DSLs.
@_exported import AutoLayoutEngine
