import PreviewHost

@main
struct ListsApp: App {
  var body: some Scene {
    WindowGroup("Lists") {
      ContactsView()
    }
  }
}
