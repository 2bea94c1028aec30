import PreviewHost

@main
struct RecipesApp: App {
  @State private var book = RecipeBook()

  var body: some Scene {
    WindowGroup {
      RecipeList()
        .environment(book)
    }
  }
}
