extension LayoutConstraint {
  /// The space the Visual Format Language's `-` stands for between two sibling views.
  public static let standardSpacing: Double = 8

  /// The constraints a visual format string describes, inactive, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)` makes them (spec §10).
  ///
  /// UIKit raises an exception on a bad format; this reports the error (see
  /// ``VisualFormatError``) through ``LayoutDiagnostics`` and returns no constraints. Use
  /// ``constraints(visualFormat:options:metrics:views:)`` to get the error thrown instead.
  ///
  /// - Parameters:
  ///   - format: One axis of layout, such as `"H:|-[label]-8-[field(>=100)]-|"`.
  ///   - options: Edges to align every view of the string on, and the reading direction.
  ///   - metrics: Values for the names the format uses as numbers.
  ///   - views: The views (or layout guides) the format names.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [],
    metrics: [String: Double]? = nil, views: [String: any AnchorProviding]
  ) -> [LayoutConstraint] {
    do {
      return try constraints(visualFormat: format, options: options, metrics: metrics, views: views)
    } catch {
      LayoutDiagnostics.report(LayoutDiagnostic(.invalidConstraint, error.description))
      return []
    }
  }

  /// The constraints a visual format string describes, inactive; throws what is wrong with the
  /// format instead of reporting it (see ``constraints(withVisualFormat:options:metrics:views:)``).
  ///
  /// - Throws: ``VisualFormatError`` with the problem and where it is.
  public static func constraints(
    visualFormat format: String, options: FormatOptions = [],
    metrics: [String: Double]? = nil, views: [String: any AnchorProviding]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var items: [String: any LayoutItem] = [:]
    for (name, view) in views {
      guard let item = view as? any LayoutItem else {
        throw VisualFormatError(
          "The object named \(name) is not a view or a layout guide", format: format, offset: 0)
      }
      items[name] = item
    }
    var parser = VisualFormatParser(
      format: format, metrics: metrics ?? [:], viewNames: Set(items.keys))
    let parsed = try parser.parse()
    var builder = VisualFormatBuilder(
      format: format, parsed: parsed, options: options, items: items)
    return try builder.constraints()
  }
}
