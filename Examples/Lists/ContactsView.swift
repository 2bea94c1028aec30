// Lists as SwiftUI code writes them: a NavigationStack over a sectioned List with a
// selection, NavigationLink rows, a footer, a row that opens 100 000 lazy rows, and rows
// that open the lists of EditingViews.swift.
// SwiftUI code as written; the only change is the import.
import Engine

struct Contact: Identifiable, Hashable {
  let id: Int
  let name: String
  let city: String
}

let contacts = [
  Contact(id: 1, name: "Ada Lovelace", city: "London"),
  Contact(id: 2, name: "Grace Hopper", city: "New York"),
  Contact(id: 3, name: "Alan Turing", city: "Manchester"),
  Contact(id: 4, name: "Katherine Johnson", city: "Hampton"),
]

struct ContactsView: View {
  @State private var selected: Contact.ID?

  var body: some View {
    NavigationStack {
      List(selection: $selected) {
        Section("Favourites") {
          ForEach(contacts) { contact in
            VStack(alignment: .leading, spacing: 2) {
              Text(contact.name)
              Text(contact.city).font(.subheadline).foregroundStyle(.secondary)
            }
          }
        }
        Section {
          NavigationLink("100 000 numbers") { NumbersView() }
          NavigationLink("Styles") { StylesView() }
          NavigationLink("Tasks") { TasksView() }
          NavigationLink("Pinned headers") { PinnedHeadersView() }
          NavigationLink("Pinned footers") { PinnedFootersView() }
          NavigationLink("Outline") { OutlineView() }
        } header: {
          Text("More")
        } footer: {
          Text("Selected: \(selected.map { String($0) } ?? "none")")
        }
      }
      .navigationTitle("Contacts")
    }
  }
}

/// 100 000 rows: only those on screen (and a screen ahead) are built.
struct NumbersView: View {
  var body: some View {
    List(0..<100_000) { i in
      Text("Row \(i)")
      Spacer()
      Text("\(i * i)").foregroundStyle(.secondary)
    }
    .listStyle(.plain)
    .navigationTitle("Numbers")
  }
}

/// The same rows in each list style.
struct StylesView: View {
  @State private var style = 0

  var body: some View {
    VStack(spacing: 0) {
      Picker("Style", selection: $style) {
        Text("Plain").tag(0)
        Text("Inset").tag(1)
        Text("Grouped").tag(2)
        Text("Sidebar").tag(3)
      }
      .pickerStyle(.segmented)
      .padding()
      switch style {
      case 0: StyledList().listStyle(.plain)
      case 1: StyledList().listStyle(.inset)
      case 2: StyledList().listStyle(.grouped)
      default: StyledList().listStyle(.sidebar)
      }
    }
    .navigationTitle("Styles")
  }
}

struct StyledList: View {
  var body: some View {
    List {
      Section("Fruit") {
        Text("Apple")
        Text("Banana").listRowBackground(Color.yellow.opacity(0.3))
        Text("Cherry").listRowSeparator(.hidden)
        Text("Damson")
      }
      Section("Empty") {}
    }
  }
}

#Preview("Contacts") { ContactsView() }
#Preview("Numbers") { NavigationStack { NumbersView() } }
#Preview("Plain") { StyledList().listStyle(.plain) }
#Preview("Grouped") { StyledList().listStyle(.grouped) }
#Preview("Inset") { StyledList().listStyle(.inset) }
#Preview("Sidebar") { StyledList().listStyle(.sidebar) }
#Preview("Empty") { List {} }
