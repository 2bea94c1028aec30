// A login form as SwiftUI code writes it: Return in the user name moves focus to the
// password through @FocusState, Return there (or the button) signs in. The only change
// from SwiftUI is the import.
import Engine

struct LoginView: View {
  enum Field: Hashable {
    case username, password
  }

  @State private var username = ""
  @State private var password = ""
  @State private var message = "Not signed in"
  @FocusState private var focusedField: Field?

  var body: some View {
    VStack(spacing: 16) {
      Text("Sign In").font(.largeTitle).bold()
      TextField("User name", text: $username)
        .focused($focusedField, equals: .username)
        .onSubmit { focusedField = .password }
      SecureField("Password", text: $password)
        .focused($focusedField, equals: .password)
        .onSubmit(signIn)
      Button("Sign In", action: signIn)
        .buttonStyle(.borderedProminent)
        .disabled(username.isEmpty || password.isEmpty)
      Text(message).foregroundStyle(.secondary)
    }
    .textFieldStyle(.roundedBorder)
    .padding(32)
  }

  private func signIn() {
    message = "Signed in as \(username) (\(password.count) characters of password)"
    focusedField = nil
  }
}
