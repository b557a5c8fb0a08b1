// Finding connections again by the attribute they constrain.

extension AutoLayout {
  /// The connections that constrain `type`, in the order they were made.
  public func findAll(_ type: LayoutConnectionType) -> [Connection] {
    connections.filter { $0.type == type }
  }

  /// The connections that constrain the leading (`findAll(.leading)`).
  public var leadingConnections: [Connection] { findAll(.leading) }
  /// The first connection that constrains the leading.
  public var firstLeadingConnection: Connection? { connections.first { $0.type == .leading } }

  /// The connections that constrain the trailing (`findAll(.trailing)`).
  public var trailingConnections: [Connection] { findAll(.trailing) }
  /// The first connection that constrains the trailing.
  public var firstTrailingConnection: Connection? { connections.first { $0.type == .trailing } }

  /// The connections that constrain the left (`findAll(.left)`).
  public var leftConnections: [Connection] { findAll(.left) }
  /// The first connection that constrains the left.
  public var firstLeftConnection: Connection? { connections.first { $0.type == .left } }

  /// The connections that constrain the right (`findAll(.right)`).
  public var rightConnections: [Connection] { findAll(.right) }
  /// The first connection that constrains the right.
  public var firstRightConnection: Connection? { connections.first { $0.type == .right } }

  /// The connections that constrain the top (`findAll(.top)`).
  public var topConnections: [Connection] { findAll(.top) }
  /// The first connection that constrains the top.
  public var firstTopConnection: Connection? { connections.first { $0.type == .top } }

  /// The connections that constrain the bottom (`findAll(.bottom)`).
  public var bottomConnections: [Connection] { findAll(.bottom) }
  /// The first connection that constrains the bottom.
  public var firstBottomConnection: Connection? { connections.first { $0.type == .bottom } }

  /// The connections that constrain the width (`findAll(.width)`).
  public var widthConnections: [Connection] { findAll(.width) }
  /// The first connection that constrains the width.
  public var firstWidthConnection: Connection? { connections.first { $0.type == .width } }

  /// The connections that constrain the height (`findAll(.height)`).
  public var heightConnections: [Connection] { findAll(.height) }
  /// The first connection that constrains the height.
  public var firstHeightConnection: Connection? { connections.first { $0.type == .height } }

  /// The connections that constrain the centerX (`findAll(.centerX)`).
  public var centerXConnections: [Connection] { findAll(.centerX) }
  /// The first connection that constrains the centerX.
  public var firstCenterXConnection: Connection? { connections.first { $0.type == .centerX } }

  /// The connections that constrain the centerY (`findAll(.centerY)`).
  public var centerYConnections: [Connection] { findAll(.centerY) }
  /// The first connection that constrains the centerY.
  public var firstCenterYConnection: Connection? { connections.first { $0.type == .centerY } }
}

extension AutoLayout where Source: BaselineAnchorProviding {
  /// The connections that constrain the firstBaseline (`findAll(.firstBaseline)`).
  public var firstBaselineConnections: [Connection] { findAll(.firstBaseline) }
  /// The first connection that constrains the firstBaseline.
  public var firstFirstBaselineConnection: Connection? {
    connections.first { $0.type == .firstBaseline }
  }

  /// The connections that constrain the lastBaseline (`findAll(.lastBaseline)`).
  public var lastBaselineConnections: [Connection] { findAll(.lastBaseline) }
  /// The first connection that constrains the lastBaseline.
  public var firstLastBaselineConnection: Connection? {
    connections.first { $0.type == .lastBaseline }
  }
}
