// The second screen, pushed: the recipe, a favourite button in the bar, and a sheet.
import Engine

struct RecipeDetail: View {
  let id: Int
  @Environment(RecipeBook.self) private var book
  @State private var showsIngredients = false

  var body: some View {
    if let recipe = book.recipe(id) {
      VStack(spacing: 16) {
        Text(recipe.name).font(.title)
        Text("Ready in \(recipe.minutes) minutes").foregroundStyle(Color.secondary)
        Button("Show Ingredients") { showsIngredients = true }
          .buttonStyle(.borderedProminent)
      }
      .navigationTitle(recipe.name)
      .navigationBarTitleDisplayMode(.inline)
      .sheet(isPresented: $showsIngredients) {
        IngredientsSheet(recipe: recipe)
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            book.toggleFavorite(id)
          } label: {
            Image(systemName: recipe.isFavorite ? "star.fill" : "star")
          }
        }
      }
    }
  }
}
