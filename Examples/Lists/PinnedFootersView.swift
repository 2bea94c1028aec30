// A scroll view of sections in a LazyVStack that pins both ends: each initial's header
// sticks at the top and its count at the bottom while its names scroll between them.
// SwiftUI code as written; the only change is the import.
import Engine

struct PinnedFootersView: View {
  let names = [
    ("A", ["Ada", "Alan", "Alice", "Anders", "Annie"]),
    ("B", ["Barbara", "Bjarne", "Brian", "Butler"]),
    ("C", ["Charles", "Claude", "Corrado", "Cynthia", "Cleve"]),
    ("D", ["Dennis", "Donald", "Dorothy", "Dana"]),
  ]

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
        ForEach(names, id: \.0) { initial, people in
          Section {
            ForEach(people, id: \.self) { name in
              Text(name).padding(.horizontal, 20).frame(height: 44)
            }
          } header: {
            Text(initial).font(.headline).padding(.horizontal, 20)
              .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
              .background(Color(white: 0.93))
          } footer: {
            Text("\(people.count) names").font(.footnote).foregroundStyle(.secondary)
              .padding(.horizontal, 20)
              .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
              .background(Color(white: 0.97))
          }
        }
      }
    }
    .navigationTitle("Pinned footers")
  }
}
