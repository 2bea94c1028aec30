/// A parsed JSON value that remembers where it starts in its source.
///
/// Foundation's JSON APIs forget positions once parsing succeeds, yet a scene that is valid
/// JSON can still be an invalid scene, and that error must point at the offending token.
/// Objects keep their members in source order, duplicates included, so validation can
/// reject duplicate keys at the second occurrence.
package struct JSONValue: Sendable, Hashable {
  /// One `"key": value` pair of an object.
  package struct Member: Sendable, Hashable {
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation
    package var value: JSONValue
  }

  package enum Kind: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Always finite: the reader rejects numbers that overflow a Double.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])
  }

  package var kind: Kind
  /// Where the value's first character is.
  package var location: SourceLocation

  /// The JSON type name used in messages: "expected a number, got string".
  package var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}
