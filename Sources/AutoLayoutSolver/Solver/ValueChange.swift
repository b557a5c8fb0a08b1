/// A variable's new value, as an update reports it: under the variable's ``Variable/context``.
struct ValueChange {
  /// The variable's context.
  var context: Int
  /// The variable's new value.
  var value: Double
}
