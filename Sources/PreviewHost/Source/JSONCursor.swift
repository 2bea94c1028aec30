import Engine
import Foundation

/// A JSON value under validation: the node, its path in the document, and its source.
///
/// Validation messages name the JSON path ("rows[0].fontSize") and point at the offending
/// token, so every typed accessor here throws a `SourceError` located at the value (or, for
/// key problems, at the key) instead of returning an optional the caller must explain.
package struct JSONCursor {
  package let value: JSONValue
  /// Dotted path with array indices, empty for the document itself.
  package let path: String
  package let source: SourceText

  package init(value: JSONValue, path: String, source: SourceText) {
    self.value = value
    self.path = path
    self.source = source
  }

  /// `path: message`, located at the value.
  package func error(_ message: String) -> SourceError {
    source.error(path.isEmpty ? message : "\(path): \(message)", at: value.location)
  }

  /// "expected a number, got string".
  package func typeError(_ expected: String) -> SourceError {
    error("expected \(expected), got \(value.typeName)")
  }

  package func number() throws(SourceError) -> Double {
    guard case .number(let number) = value.kind else { throw typeError("a number") }
    return number
  }

  /// A number satisfying `isValid`; otherwise "`requirement`, got `value`".
  package func number(_ requirement: String, _ isValid: (Double) -> Bool) throws(SourceError)
    -> Double
  {
    let number = try number()
    guard isValid(number) else {
      throw error("\(requirement), got \(JSONWriter.number(number))")
    }
    return number
  }

  /// A number in `range`.
  package func number(in range: ClosedRange<Double>) throws(SourceError) -> Double {
    let bounds = "\(JSONWriter.number(range.lowerBound))...\(JSONWriter.number(range.upperBound))"
    return try number("must be within \(bounds)") { range.contains($0) }
  }

  /// The largest size or distance a scene may give, in points: far beyond any screen, and
  /// small enough that sums and products of a few of them stay finite.
  package static let maximumLength = 100_000.0

  /// A size or distance: zero or more, at most `maximumLength`.
  package func nonNegative() throws(SourceError) -> Double {
    let length = try number("must be ≥ 0") { $0 >= 0 }
    guard length <= Self.maximumLength else {
      throw error(
        "must be at most \(JSONWriter.number(Self.maximumLength)), got \(JSONWriter.number(length))"
      )
    }
    return length
  }

  /// A coordinate or distance in a script: finite and within ±1 000 000 points, so that no
  /// arithmetic on it overflows (the pointer may still leave the window).
  package func coordinate() throws(SourceError) -> Double {
    try number("must be within -1000000...1000000") { abs($0) <= 1_000_000 }
  }

  /// A whole number in `range`; 16 and 16.0 both count.
  package func integer(in range: ClosedRange<Int>) throws(SourceError) -> Int {
    let number = try number()
    guard number == number.rounded() else {
      throw error("expected an integer, got \(JSONWriter.number(number))")
    }
    guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
      throw error(
        "must be within \(range.lowerBound)...\(range.upperBound), got \(JSONWriter.number(number))"
      )
    }
    return Int(number)
  }

  package func string() throws(SourceError) -> String {
    guard case .string(let string) = value.kind else { throw typeError("a string") }
    return string
  }

  package func bool() throws(SourceError) -> Bool {
    guard case .bool(let bool) = value.kind else { throw typeError("a boolean") }
    return bool
  }

  /// The elements of an array, each with its indexed path.
  package func elements() throws(SourceError) -> [JSONCursor] {
    guard case .array(let elements) = value.kind else { throw typeError("an array") }
    return elements.enumerated().map {
      JSONCursor(value: $0.element, path: "\(path)[\($0.offset)]", source: source)
    }
  }

  /// An object whose keys are all in `keys`, each at most once.
  package func object(keys: [String]) throws(SourceError) -> JSONObject {
    var errors = FirstSourceError()
    let object = try object(keys: keys, errors: &errors)
    try errors.check()
    return object
  }

  /// An object whose keys are all in `keys`, each at most once; an unknown or repeated key
  /// goes to `errors` (and is left out), so that a mistake earlier in the file still wins.
  package func object(keys: [String], errors: inout FirstSourceError) throws(SourceError)
    -> JSONObject
  {
    guard case .object(let members) = value.kind else { throw typeError("an object") }
    var seen: [String: JSONValue.Member] = [:]
    let place = path.isEmpty ? "" : " in \(path)"
    for member in members {
      guard seen[member.key] == nil else {
        errors.keep(
          source.error(
            "duplicate key \(SourceError.quoted(member.key))\(place)", at: member.keyLocation))
        continue
      }
      guard keys.contains(member.key) else {
        errors.keep(
          source.error(
            "unknown key \(SourceError.quoted(member.key))\(place); valid keys: \(keys.joined(separator: ", "))",
            at: member.keyLocation))
        continue
      }
      seen[member.key] = member
    }
    return JSONObject(cursor: self, members: seen, order: members.map(\.key))
  }

  /// A colour written `#rgb`, `#rrggbb` or `#rrggbbaa`.
  package func color() throws(SourceError) -> Color {
    let text = try string()
    let digits = text.utf8.dropFirst()
    let isHex = digits.allSatisfy {
      ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
        || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
        || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F"))
    }
    guard isHex, let color = Color(hex: text) else {
      throw error("\(SourceError.quoted(text)) is not a colour; use #rgb, #rrggbb or #rrggbbaa")
    }
    return color
  }

  /// A string naming one of `names`, turned into a value by `make`.
  package func oneOf<T>(_ names: [String], what: String = "value", _ make: (String) -> T?)
    throws(SourceError) -> T
  {
    let name = try string()
    guard let made = make(name) else {
      throw error("unknown \(what) \(SourceError.quoted(name)); expected \(Self.list(names))")
    }
    return made
  }

  /// A string spelling one of `T`'s cases, as its raw value.
  package func oneOf<T: CaseIterable & RawRepresentable>(_: T.Type, what: String = "value")
    throws(SourceError) -> T where T.RawValue == String
  {
    try oneOf(T.allCases.map(\.rawValue), what: what) { T(rawValue: $0) }
  }

  /// "a, b or c".
  package static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}

/// A validated JSON object: members by key, each reachable as a cursor with its child path.
/// The keys of one kind of scene-file object, spelled once: the parser accepts exactly
/// these and `jsonText` writes them.
package protocol SceneKeys: RawRepresentable<String>, CaseIterable {}

extension JSONCursor {
  /// An object whose keys are all cases of `Key`, each at most once.
  package func object<Key: SceneKeys>(_: Key.Type) throws(SourceError) -> JSONObject {
    try object(keys: Key.allCases.map(\.rawValue))
  }

  /// An object whose keys are all cases of `Key`, each at most once; key errors go to
  /// `errors`.
  package func object<Key: SceneKeys>(_: Key.Type, errors: inout FirstSourceError)
    throws(SourceError)
    -> JSONObject
  {
    try object(keys: Key.allCases.map(\.rawValue), errors: &errors)
  }
}

extension JSONObject {
  package subscript<Key: SceneKeys>(key: Key) -> JSONCursor? { self[key.rawValue] }
}

extension JSONWriter {
  /// `"key": value`.
  package static func member<Key: SceneKeys>(_ key: Key, _ value: String) -> String {
    "\(string(key.rawValue)): \(value)"
  }
}

package struct JSONObject {
  package let cursor: JSONCursor
  package let members: [String: JSONValue.Member]
  /// Keys in source order.
  package let order: [String]

  /// The value at `key` as a cursor, or nil when the key is absent.
  package subscript(key: String) -> JSONCursor? {
    guard let member = members[key] else { return nil }
    let path = cursor.path.isEmpty ? key : "\(cursor.path).\(key)"
    return JSONCursor(value: member.value, path: path, source: cursor.source)
  }
}
