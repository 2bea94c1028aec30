extension PreviewRequest {
  /// The longest environment string Linux starts a program with, MAX_ARG_STRLEN: 32 pages
  /// of 4096 bytes, the name, `=` and the closing NUL included (execve(2), "Limits on size
  /// of arguments and environment"). The request travels in one.
  static let environmentLimit = 32 * 4096
  /// The bytes of JSON the providers' candidate names may take together, leaving the rest
  /// of `environmentLimit` to the other fields.
  static let candidateBudget = 96 * 1024

  /// `items` with the providers' alternatives cut, least likely (last) first, so that the
  /// candidates take at most `candidateBudget` bytes of JSON; each provider's first one is
  /// kept. The providers with the fewest bytes of candidates go first, each offered an
  /// equal share of what is left, so what one does not use goes to the others.
  static func fitted(_ items: [Item]) -> [Item] {
    // A name is ASCII letters, digits and `_`: in JSON, itself between quotes, and a comma.
    func cost(_ name: String) -> Int { name.utf8.count + 3 }
    var items = items
    var left = candidateBudget - items.reduce(0) { $0 + ($1.provider.map(cost) ?? 0) }
    let totals = items.map { $0.alternatives.reduce(0) { $0 + cost($1) } }
    let order = items.indices.filter { totals[$0] > 0 }.sorted { totals[$0] < totals[$1] }
    var remaining = order.count
    for i in order {
      let share = max(left, 0) / remaining
      var used = 0
      var kept = 0
      for name in items[i].alternatives {
        guard used + cost(name) <= share else { break }
        used += cost(name)
        kept += 1
      }
      items[i].alternatives.removeLast(items[i].alternatives.count - kept)
      left -= used
      remaining -= 1
    }
    return items
  }

  /// The bytes this request takes in the child's environment (`KEY=value` and a NUL).
  var environmentBytes: Int {
    Self.environmentKey.utf8.count + environmentValue().utf8.count + 2
  }

  /// One line saying why the request cannot go to the executable (more previews than the
  /// environment can name), or nil when it fits.
  func sizeProblem(file: String) -> String? {
    let bytes = environmentBytes
    guard bytes > Self.environmentLimit else { return nil }
    return
      "\(file): its \(items.count) previews are too many for one run (their request takes \(bytes) bytes of the environment, at most \(Self.environmentLimit))"
  }
}
