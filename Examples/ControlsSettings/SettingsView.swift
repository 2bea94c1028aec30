// A settings screen of SwiftUI's value controls bound to @State, with the values shown
// below as Text. SwiftUI code as written; the only change is the import. The grouped
// sections are drawn by hand (the grouped background and white rounded sections of iOS's
// settings), as Engine has no Form yet.
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

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        section {
          Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
          Divider()
          Toggle("Bluetooth", isOn: $bluetooth)
        }
        section {
          Slider(value: $brightness, in: 0...1, step: 0.05) {
            Text("Brightness")
          } minimumValueLabel: {
            Image(systemName: "sun.max")
          } maximumValueLabel: {
            Image(systemName: "sun.max.fill")
          }
          Divider()
          Picker("Appearance", selection: $appearance) {
            ForEach(Appearance.allCases, id: \.self) { Text($0.rawValue) }
          }
          .pickerStyle(.segmented)
          Divider()
          HStack {
            Text("Text Size")
            Spacer()
            Picker("Text Size", selection: $textSize) {
              Text("Small").tag("Small")
              Text("Default").tag("Default")
              Text("Large").tag("Large")
            }
          }
        }
        section {
          Stepper("Guests: \(guests)", value: $guests, in: 1...8)
          Divider()
          Toggle("Sync", isOn: $sync).toggleStyle(.button)
          Divider()
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
        section {
          Picker("Fruit", selection: $fruit) {
            ForEach(["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Peach"], id: \.self) {
              Text($0)
            }
          }
          .pickerStyle(.wheel)
        }
        VStack(alignment: .leading, spacing: 4) {
          Text("wifi=\(wifi) bluetooth=\(bluetooth)")
          Text("brightness=\(brightness, specifier: "%.2f") appearance=\(appearance.rawValue)")
          Text("textSize=\(textSize) guests=\(guests) sync=\(sync)")
          Text("fruit=\(fruit)")
        }
        .font(.footnote)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 16)
      }
      .padding(16)
    }
    .background(Color(red: 0.949, green: 0.949, blue: 0.969))
  }

  /// An inset grouped section: white, corners of 10 pt, rows 16 pt in.
  private func section<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    VStack(alignment: .leading, spacing: 10) { content() }
      .padding(.horizontal, 16)
      .padding(.vertical, 10)
      .background(RoundedRectangle(cornerRadius: 10).fill(Color.white))
  }
}
