// Lists that the user edits, as SwiftUI code writes them: rows bound to their elements,
// deleted and moved in edit mode or by a swipe, with swipe actions; a plain list whose
// section headers stick while their rows scroll; an outline of folders.
// SwiftUI code as written; the only change is the import.
import Engine

struct TaskItem: Identifiable {
  let id: Int
  var title: String
  var done = false
  var pinned = false
}

/// Tasks: `ForEach($tasks)` rows with toggles, `onDelete`/`onMove` and `EditButton`, and
/// swipe actions on each row.
struct TasksView: View {
  @State private var tasks = [
    TaskItem(id: 1, title: "Buy bread"),
    TaskItem(id: 2, title: "Call Ada", done: true),
    TaskItem(id: 3, title: "Water the plants"),
    TaskItem(id: 4, title: "Read chapter 3"),
    TaskItem(id: 5, title: "Post the letter"),
  ]

  var body: some View {
    List {
      Section {
        ForEach($tasks) { $task in
          Toggle(isOn: $task.done) {
            Text(task.pinned ? "📌 \(task.title)" : task.title)
          }
          .swipeActions(edge: .leading) {
            Button(task.pinned ? "Unpin" : "Pin") { task.pinned.toggle() }
              .tint(.orange)
          }
          .swipeActions {
            Button("Delete", role: .destructive) {
              tasks.removeAll { $0.id == task.id }
            }
            Button("Flag") {}.tint(.blue)
          }
        }
        .onDelete { tasks.remove(atOffsets: $0) }
        .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
      } footer: {
        Text("\(tasks.filter(\.done).count) of \(tasks.count) done")
      }
    }
    .navigationTitle("Tasks")
    .toolbar { EditButton() }
  }
}

/// A plain list of names by initial: each initial's header sticks at the top while its
/// names scroll under it, and the next pushes it away.
struct PinnedHeadersView: View {
  let names = [
    "A": ["Ada", "Alan", "Alice", "Anders"],
    "B": ["Barbara", "Bjarne", "Brian"],
    "C": ["Charles", "Claude", "Corrado", "Cynthia"],
    "D": ["Dennis", "Donald", "Dorothy"],
    "E": ["Edsger", "Evelyn"],
  ]

  var body: some View {
    List {
      ForEach(names.keys.sorted(), id: \.self) { initial in
        Section(initial) {
          ForEach(names[initial] ?? [], id: \.self) { Text($0) }
        }
      }
    }
    .listStyle(.plain)
    .navigationTitle("Pinned headers")
  }
}

struct FileItem: Identifiable {
  let id: String
  var children: [FileItem]? = nil
}

let fileTree = [
  FileItem(
    id: "Sources",
    children: [
      FileItem(id: "App.swift"),
      FileItem(id: "Views", children: [FileItem(id: "ListView.swift"), FileItem(id: "Row.swift")]),
    ]),
  FileItem(id: "Tests", children: [FileItem(id: "ListTests.swift")]),
  FileItem(id: "Package.swift"),
]

/// A hierarchical list of files, and a disclosure group with a binding.
struct OutlineView: View {
  @State private var advanced = true

  var body: some View {
    List {
      Section("Files") {
        OutlineGroup(fileTree, children: \.children) { item in
          Text(item.children == nil ? "📄 \(item.id)" : "📁 \(item.id)")
        }
      }
      Section("Settings") {
        DisclosureGroup("Advanced", isExpanded: $advanced) {
          Text("Cache size")
          Text("Logging")
        }
        Toggle("Show advanced", isOn: $advanced)
      }
    }
    .navigationTitle("Outline")
  }
}

#Preview("Tasks") { NavigationStack { TasksView() } }
#Preview("Tasks editing") {
  NavigationStack { TasksView() }.environment(\.editMode, .constant(.active))
}
#Preview("Pinned headers") { NavigationStack { PinnedHeadersView() } }
#Preview("Outline") { NavigationStack { OutlineView() } }
#Preview("Files") { List(fileTree, children: \.children) { Text($0.id) } }
