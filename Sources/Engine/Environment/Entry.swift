/// Makes a property of an `EnvironmentValues` extension an environment value (SwiftUI's
/// `@Entry`): `extension EnvironmentValues { @Entry var accent: Color = .red }` reads and
/// writes `.environment(\.accent, …)` and `@Environment(\.accent)` through a key the
/// `PreviewMacros` compiler plugin declares beside it, whose default is the initial value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PreviewMacros", type: "EntryMacro")
