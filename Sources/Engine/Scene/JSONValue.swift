/// A parsed JSON value that remembers where it starts in its source.
///
/// Foundation's JSON APIs forget positions once parsing succeeds, yet a scene that is valid
/// JSON can still be an invalid scene, and that error must point at the offending token.
/// Objects keep their members in source order, duplicates included, so validation can
/// reject duplicate keys at the second occurrence.
struct JSONValue: Sendable, Hashable {
  /// One `"key": value` pair of an object.
  struct Member: Sendable, Hashable {
    var key: String
    /// Where the key's opening quote is.
    var keyLocation: SourceLocation
    var value: JSONValue
  }

  enum Kind: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Always finite: the reader rejects numbers that overflow a Double.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])
  }

  var kind: Kind
  /// Where the value's first character is.
  var location: SourceLocation

  /// The JSON type name used in messages: "expected a number, got string".
  var typeName: String {
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
