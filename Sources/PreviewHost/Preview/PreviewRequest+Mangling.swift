extension PreviewRequest {
  /// Modules whose types a file may extend with a provider nested in the extension, tried
  /// after the file's own module.
  static let foreignModules = ["Engine", "PreviewHost", "Swift", "Foundation"]
  /// The type arguments tried for the generic parameters of a provider's enclosing types,
  /// which its file does not bind (`struct Box<T> { struct Previews: PreviewProvider }`):
  /// Int, String, Double, Bool, `()`, Never, Engine's EmptyView, Text and Color, in the
  /// runtime's mangling. The runtime checks each against the parameters' constraints, so
  /// the first that satisfies them is the one shown.
  static let typeArguments = [
    "Si", "SS", "Sd", "Sb", "yt", "s5NeverO", "6Engine9EmptyViewV", "6Engine4TextV",
    "6Engine5ColorV",
  ]
  /// At most this many candidates for one provider.
  static let candidateLimit = 4096

  /// The runtime's mangled names a provider type of `module` may have (what `_typeByName`
  /// resolves), nested in `enclosing`, outermost first, most likely first: the module and
  /// each name as an identifier, each type followed by `V` for a struct, `O` an enum, `C` a
  /// class or actor; with generic enclosing types, a `y…G` list of their arguments.
  ///
  /// What the file does not say is tried every way: what kind of type an extension extends;
  /// its module (the file's own, plainly or as an extension context `<module>E` as a
  /// constrained extension is mangled, or one of `foreignModules`, mangled `<type><module>E`);
  /// whether it is generic when the file does not declare it; the type arguments.
  static func mangled(
    module: String, enclosing: [PreviewSource.Scope] = [], kind: String, name: String,
    generics: Int = 0
  ) -> [String] {
    let own = identifier(module)
    var chain = enclosing + [PreviewSource.Scope(kind: kind, name: name, generics: generics)]
    // Each context: its mangling so far and the generic parameter counts of its types.
    var contexts: [(name: String, generics: [Int])] = [(own, [])]
    if let first = chain.first, first.kind == "extension" {
      chain.removeFirst()
      var path = first.name.split(separator: ".").map(String.init)
      var modules = [module] + foreignModules.filter { $0 != module }
      if path.count > 1, modules.contains(path[0]) { modules = [path.removeFirst()] }
      let counts = first.generics.map { [$0] } ?? [0, 1]
      // Three kinds a component: 3ⁿ paths for n components, so the most likely
      // `candidateLimit` are kept at each step (all structs first), not all of them.
      var types = [""]
      for component in path {
        types = Array(
          types.prefix(candidateLimit).lazy.flatMap { prefix in
            ["V", "O", "C"].map { prefix + identifier(component) + $0 }
          }.prefix(candidateLimit))
      }
      contexts = []
      for m in modules {
        for type in types {
          for count in counts {
            let extended = identifier(m) + type
            if m == module { contexts.append((extended, [count])) }
            contexts.append((extended + own + "E", [count]))
          }
        }
      }
    }
    for scope in chain {
      let suffixes: [String]
      switch scope.kind {
      case "struct": suffixes = ["V"]
      case "enum": suffixes = ["O"]
      default: suffixes = ["C"]
      }
      contexts = contexts.flatMap { context in
        suffixes.map {
          (context.name + identifier(scope.name) + $0, context.generics + [scope.generics ?? 0])
        }
      }
    }
    var names: [String] = []
    for context in contexts where names.count < candidateLimit {
      let groups = context.generics.filter { $0 > 0 }
      guard !groups.isEmpty else {
        names.append(context.name)
        continue
      }
      // Every assignment of `typeArguments` to the parameters, in order.
      var lists: [[String]] = [[]]
      for _ in 0..<groups.reduce(0, +) where lists.count < candidateLimit {
        lists = lists.flatMap { list in typeArguments.map { list + [$0] } }
      }
      for list in lists where names.count < candidateLimit {
        var rest = list[...]
        var text = context.name + "y"
        for count in groups {
          text += rest.prefix(count).joined() + "_"
          rest = rest.dropFirst(count)
        }
        names.append(text + "G")
      }
    }
    return names
  }

  /// An identifier as the runtime mangles it: its UTF-8 length and itself; one that is not
  /// ASCII is `00`, the length of its Punycode and the Punycode, with a `_` between them
  /// when the Punycode starts with a digit or `_` (Swift's docs/ABI/Mangling.rst).
  static func identifier(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: { !$0.isASCII }) else {
      return "\(name.utf8.count)\(name)"
    }
    let encoded = Punycode.encode(name)
    let separator = encoded.first.map { $0.isNumber || $0 == "_" } == true ? "_" : ""
    return "00\(encoded.utf8.count)\(separator)\(encoded)"
  }
}
