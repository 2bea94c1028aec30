import Engine

// A file whose every preview stops its run (Trap.swift's view): it draws no PNG, and
// `preview --package` leaves no folder for it.
#Preview("Only trap") {
  Trapping()
}
