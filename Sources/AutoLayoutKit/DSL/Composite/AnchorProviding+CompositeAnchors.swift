// The composite anchors of FlooidLayout on every view and layout guide.

extension AnchorProviding {
  /// The width and height.
  public var sizeAnchor: LayoutSize { LayoutSize(width: widthAnchor, height: heightAnchor) }

  /// The leading, trailing, top and bottom edges.
  public var edgesAnchor: LayoutEdges {
    LayoutEdges(
      leading: leadingAnchor, trailing: trailingAnchor, top: topAnchor, bottom: bottomAnchor)
  }

  /// The leading and trailing edges.
  public var horizontalEdgesAnchor: LayoutXAxisEdges {
    LayoutXAxisEdges(leading: leadingAnchor, trailing: trailingAnchor)
  }

  /// The top and bottom edges.
  public var verticalEdgesAnchor: LayoutYAxisEdges {
    LayoutYAxisEdges(top: topAnchor, bottom: bottomAnchor)
  }

  /// The centre: centre X and centre Y.
  public var centerAnchor: LayoutLocation { LayoutLocation(x: centerXAnchor, y: centerYAnchor) }
  /// The top-leading corner.
  public var leadingTopAnchor: LayoutLocation { LayoutLocation(x: leadingAnchor, y: topAnchor) }
  /// The middle of the leading edge.
  public var leadingCenterAnchor: LayoutLocation {
    LayoutLocation(x: leadingAnchor, y: centerYAnchor)
  }
  /// The bottom-leading corner.
  public var leadingBottomAnchor: LayoutLocation {
    LayoutLocation(x: leadingAnchor, y: bottomAnchor)
  }
  /// The middle of the top edge.
  public var centerTopAnchor: LayoutLocation { LayoutLocation(x: centerXAnchor, y: topAnchor) }
  /// The middle of the bottom edge.
  public var centerBottomAnchor: LayoutLocation {
    LayoutLocation(x: centerXAnchor, y: bottomAnchor)
  }
  /// The top-trailing corner.
  public var trailingTopAnchor: LayoutLocation { LayoutLocation(x: trailingAnchor, y: topAnchor) }
  /// The middle of the trailing edge.
  public var trailingCenterAnchor: LayoutLocation {
    LayoutLocation(x: trailingAnchor, y: centerYAnchor)
  }
  /// The bottom-trailing corner.
  public var trailingBottomAnchor: LayoutLocation {
    LayoutLocation(x: trailingAnchor, y: bottomAnchor)
  }
  /// The top-left corner.
  public var leftTopAnchor: LayoutLocation { LayoutLocation(x: leftAnchor, y: topAnchor) }
  /// The middle of the left edge.
  public var leftCenterAnchor: LayoutLocation { LayoutLocation(x: leftAnchor, y: centerYAnchor) }
  /// The bottom-left corner.
  public var leftBottomAnchor: LayoutLocation { LayoutLocation(x: leftAnchor, y: bottomAnchor) }
  /// The top-right corner.
  public var rightTopAnchor: LayoutLocation { LayoutLocation(x: rightAnchor, y: topAnchor) }
  /// The middle of the right edge.
  public var rightCenterAnchor: LayoutLocation {
    LayoutLocation(x: rightAnchor, y: centerYAnchor)
  }
  /// The bottom-right corner.
  public var rightBottomAnchor: LayoutLocation { LayoutLocation(x: rightAnchor, y: bottomAnchor) }
}
