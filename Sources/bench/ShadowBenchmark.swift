extension ProcessBenchmarks {
  /// `preview --benchmark shadow`: a sliding card's frame CPU, plain and shadowed.
  func shadowedCard() -> [String: Any] {
    json(spawn(["--benchmark", "shadow"]).output)
  }
}
