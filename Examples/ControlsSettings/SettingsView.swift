// A settings screen of SwiftUI's value controls bound to @State, with the values shown
// in a section's footer as Text: a Form of Sections, as iOS's Settings app. SwiftUI code as
// written; the only change is the import.
import Engine

enum Appearance: String, CaseIterable, Hashable {
  case light = "Light"
  case dark = "Dark"
  case automatic = "Auto"
}

struct SettingsView: View {
  @State private var wifi = true
  @State private var bluetooth = false
  @State private var brightness = 0.6
  @State private var appearance = Appearance.automatic
  @State private var textSize = "Default"
  @State private var guests = 2
  @State private var sync = true
  @State private var download = 0.35
  @State private var fruit = "Cherry"
  @State private var notes = ""

  var body: some View {
    Form {
      Section {
        Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
        Toggle("Bluetooth", isOn: $bluetooth)
      }
      Section("Display") {
        Slider(value: $brightness, in: 0...1, step: 0.05) {
          Text("Brightness")
        } minimumValueLabel: {
          Image(systemName: "sun.max")
        } maximumValueLabel: {
          Image(systemName: "sun.max.fill")
        }
        Picker("Appearance", selection: $appearance) {
          ForEach(Appearance.allCases, id: \.self) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
        Picker("Text Size", selection: $textSize) {
          Text("Small").tag("Small")
          Text("Default").tag("Default")
          Text("Large").tag("Large")
        }
      }
      Section {
        Stepper("Guests: \(guests)", value: $guests, in: 1...8)
        Toggle("Sync", isOn: $sync).toggleStyle(.button)
        ProgressView("Download", value: download)
        HStack {
          ProgressView()
          Text("Syncing…").foregroundStyle(.secondary)
          Spacer()
          Link(
            "Docs", destination: URL(string: "https://developer.apple.com/documentation/swiftui")!
          )
        }
      }
      Section("Notes") {
        TextField("Notes", text: $notes, axis: .vertical)
          .lineLimit(3...6)
      }
      Section {
        Picker("Fruit", selection: $fruit) {
          ForEach(["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Peach"], id: \.self) {
            Text($0)
          }
        }
        .pickerStyle(.wheel)
      } footer: {
        VStack(alignment: .leading, spacing: 4) {
          Text("wifi=\(wifi) bluetooth=\(bluetooth)")
          Text("brightness=\(brightness, specifier: "%.2f") appearance=\(appearance.rawValue)")
          Text("textSize=\(textSize) guests=\(guests) sync=\(sync)")
          Text("fruit=\(fruit)")
          Text("notes=\(notes)")
        }
      }
    }
  }
}
