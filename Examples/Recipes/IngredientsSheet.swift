// The third screen, a sheet: its own navigation stack, and Done to dismiss it. It opens at
// half height with a grabber; dragging the grabber up makes it full height, down dismisses.
import Engine

struct IngredientsSheet: View {
  let recipe: Recipe
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(recipe.ingredients, id: \.self) { ingredient in
          HStack {
            Image(systemName: "checkmark.circle").foregroundStyle(Color.accentColor)
            Text(ingredient)
          }
        }
      }
      .navigationTitle("Ingredients")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
    .presentationDetents([.medium, .large])
  }
}
