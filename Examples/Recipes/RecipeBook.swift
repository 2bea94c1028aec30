// A tutorial-style model: an @Observable list that the screens read and change.
import Engine

struct Recipe: Identifiable, Hashable {
  let id: Int
  var name: String
  var minutes: Int
  var ingredients: [String]
  var isFavorite = false
}

@MainActor @Observable
final class RecipeBook {
  var recipes: [Recipe] = [
    Recipe(id: 1, name: "Pancakes", minutes: 20, ingredients: ["Flour", "Milk", "Eggs", "Butter"]),
    Recipe(id: 2, name: "Tomato Soup", minutes: 35, ingredients: ["Tomatoes", "Onion", "Stock"]),
    Recipe(id: 3, name: "Risotto", minutes: 40, ingredients: ["Rice", "Stock", "Parmesan"]),
    Recipe(id: 4, name: "Fruit Salad", minutes: 10, ingredients: ["Apple", "Orange", "Grapes"]),
  ]

  /// How many times the list was pulled to refresh.
  var refreshes = 0

  /// Fetches the recipes again: a second of the host's clock, as a network call would take.
  func reload() async {
    try? await Task.sleep(for: .seconds(1))
    refreshes += 1
  }

  func recipe(_ id: Int) -> Recipe? {
    recipes.first { $0.id == id }
  }

  func toggleFavorite(_ id: Int) {
    guard let i = recipes.firstIndex(where: { $0.id == id }) else { return }
    recipes[i].isFavorite.toggle()
  }
}
