/// What a stack's last regeneration of its constraints did: how many constraints it made, kept
/// and deactivated (for tests and measurements).
package struct StackRegeneration: Equatable, Sendable {
  /// The constraints made, for the specs that no active constraint matched.
  package var made = 0
  /// The constraints of the last generation kept.
  package var kept = 0
  /// The kept constraints whose constant changed in place.
  package var changedConstants = 0
  /// The active constraints of the last generation deactivated.
  package var deactivated = 0
  /// The specs that the comparison from both ends of their section did not pair, matched by key
  /// instead.
  package var unpaired = 0
}
