import Engine

// A file without previews: `preview --file` says so. "#Preview" in a string does not count.
struct Plain: View {
  var body: some View { Text("#Preview { nothing }") }
}
