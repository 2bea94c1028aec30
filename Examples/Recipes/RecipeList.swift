// The first screen: a list of recipes in a split view's sidebar, each row a NavigationLink
// that chooses its id. On a wide window the detail stands beside the list; on a narrow one
// the split collapses into a stack and a row pushes the detail, as on an iPhone. The large
// title collapses into the bar as the list scrolls; pulling the list down refreshes it.
// (Written before `List` existed: the rows are a ScrollView of a VStack, separated by Dividers.)
import Engine

struct RecipeList: View {
  @Environment(RecipeBook.self) private var book

  var body: some View {
    NavigationSplitView {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(book.recipes) { recipe in
            NavigationLink(value: recipe.id) {
              RecipeRow(recipe: recipe)
            }
            Divider().padding(.leading, 16)
          }
        }
      }
      .refreshable { await book.reload() }
      .navigationTitle("Recipes")
      .navigationDestination(for: Int.self) { id in
        RecipeDetail(id: id)
      }
    } detail: {
      Text("Choose a recipe").foregroundStyle(Color.secondary)
    }
  }
}

struct RecipeRow: View {
  let recipe: Recipe

  var body: some View {
    HStack {
      Text(recipe.name).foregroundStyle(Color.primary)
      if recipe.isFavorite {
        Image(systemName: "star.fill").foregroundStyle(Color.yellow)
      }
      Spacer()
      Text("\(recipe.minutes) min").foregroundStyle(Color.secondary)
      Image(systemName: "chevron.right").foregroundStyle(Color.secondary)
    }
    .padding(.horizontal, 16)
    .frame(height: 44)
  }
}
