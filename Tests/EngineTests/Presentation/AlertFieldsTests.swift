import Engine
import Fixtures
import Foundation
import Testing

/// An alert asking for a name and a password, as iOS 16's alerts with text fields do.
private struct LoginAlert: View {
  @Bindable var model: LoginAlertModel

  var body: some View {
    Text("saved \(model.saved)")
      .alert("Log in", isPresented: $model.shows) {
        TextField("Name", text: $model.name)
        SecureField("Password", text: $model.password)
        Button("Cancel", role: .cancel) {}
        Button("Save") { model.saved = model.name }
      }
  }
}

@Observable
private final class LoginAlertModel {
  var shows = true
  var name = ""
  var password = ""
  var saved = ""
}

@MainActor
@Suite("Alert text fields")
struct AlertFieldsTests {
  @Test(
    "an alert shows its TextField and SecureField above its buttons; typing goes to the one clicked"
  )
  func fieldsShownAndFocused() throws {
    let model = LoginAlertModel()
    let h = navigationHost(LoginAlert(model: model))
    h.update(now: 0)
    h.update(now: 1)
    let views = h.dump().all
    let field = try #require(views.first { $0.type == "TextField" })
    let secure = try #require(views.first { $0.type == "SecureField" })
    let save = try #require(h.dump().text("Save"))
    #expect(field.rect.maxY <= secure.rect.minY, "the fields stack in order")
    #expect(secure.rect.maxY < save.rect.minY, "above the buttons")
    // The card is 270 pt wide, centred in 400: 65…335; the fields are 16 pt inside.
    #expect(abs(field.rect.minX - (65 + 16)) < 0.01)
    #expect(abs(field.rect.width - (270 - 32)) < 0.01)
    let p = CGPoint(x: field.rect.midX, y: field.rect.midY)
    h.handle(.pointerDown(p), at: 1.05)
    h.handle(.pointerUp(p), at: 1.08)
    h.handle(.text("ada"), at: 1.1)
    #expect(model.name == "ada")
  }

  @Test("a button runs its action with the typed text, then the alert ends")
  func saveReadsText() {
    let model = LoginAlertModel()
    let h = navigationHost(LoginAlert(model: model))
    h.update(now: 0)
    h.update(now: 1)
    let field = h.dump().all.first { $0.type == "TextField" }
    let p = CGPoint(x: field?.rect.midX ?? 0, y: field?.rect.midY ?? 0)
    h.handle(.pointerDown(p), at: 1.05)
    h.handle(.pointerUp(p), at: 1.08)
    h.handle(.text("grace"), at: 1.1)
    #expect(h.tap("Save", at: 1.2))
    h.update(now: 2)
    #expect(model.saved == "grace")
    #expect(model.shows == false)
  }

  @Test("fields are not buttons: an alert with only a field still gets SwiftUI's OK")
  func okAdded() {
    struct OnlyField: View {
      @State private var shows = true
      @State private var text = ""
      var body: some View {
        Text("under").alert("Name", isPresented: $shows) { TextField("Name", text: $text) }
      }
    }
    let h = navigationHost(OnlyField())
    h.update(now: 0)
    h.update(now: 1)
    #expect(h.shows("OK"))
  }

  @Test("the first field takes focus as the alert appears; typing goes there at once")
  func firstFieldFocused() {
    let model = LoginAlertModel()
    let h = navigationHost(LoginAlert(model: model))
    h.update(now: 0)
    h.update(now: 1)
    h.handle(.text("ada"), at: 1.1)
    #expect(model.name == "ada", "UIAlertController's first text field is first responder")
    #expect(model.password == "")
    // Tab moves on to the password, as in any focus order.
    h.handle(.key(KeyPress(key: .tab)), at: 1.2)
    h.handle(.text("pw"), at: 1.3)
    #expect(model.password == "pw")
    #expect(model.name == "ada")
  }
}
