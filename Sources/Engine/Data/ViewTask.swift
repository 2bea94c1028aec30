/// Runs async work while its view is on screen (SwiftUI's `.task` and `.task(id:)`).
///
/// The work starts when the view appears, on the main actor, and is cancelled when the view
/// disappears; with an id, a new id cancels the running work and starts it again. Inside it
/// `Task.sleep` waits on the host's clock (`TaskClock`). An error the work throws ends it
/// and the work's closure cannot throw, as in SwiftUI: errors are the work's own to handle.
struct TaskModifier<Content: View, ID: Equatable>: View, PrimitiveView {
  let content: Content
  let id: ID
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    let running = RunningTask.slot(in: node)
    running.restartIfNeeded(id: id, priority: priority, action: action)
    node.onAppear.append { running.start() }
    node.onDisappear.append { running.cancel() }
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// A `.task`'s running work, kept in its node across rebuilds.
@MainActor
final class RunningTask {
  private weak var node: ViewNode?
  private var id: Any?
  private var priority = TaskPriority.userInitiated
  private var action: (@MainActor () async -> Void)?
  private var task: Task<Void, Never>?
  /// The running task's name on the clock.
  private var owner: Int?

  init(node: ViewNode) {
    self.node = node
  }

  static func slot(in node: ViewNode) -> RunningTask {
    if let existing = node.states.first as? RunningTask { return existing }
    let running = RunningTask(node: node)
    node.states = [running]
    return running
  }

  /// Takes the newest action; a changed id restarts a started task.
  func restartIfNeeded<ID: Equatable>(
    id: ID, priority: TaskPriority, action: @escaping @MainActor () async -> Void
  ) {
    let changed = (self.id as? ID).map { $0 != id } ?? (self.id != nil)
    self.id = id
    self.priority = priority
    self.action = action
    if changed, task != nil {
      cancel()
      start()
    }
  }

  func start() {
    guard let action, let node, node.isAttached else { return }
    let clock = node.graph.taskClock
    let context = ViewTaskContext(clock: clock, owner: clock.newOwner())
    owner = context.owner
    task = ViewTaskContext.$current.withValue(context) {
      Task(priority: priority) { @MainActor in await action() }
    }
  }

  func cancel() {
    task?.cancel()
    task = nil
    if let owner, let node { node.graph.taskClock.cancel(owner: owner) }
    owner = nil
  }
}

extension View {
  /// Runs `action` when the view appears; cancels it when the view disappears.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskModifier(content: self, id: 0, priority: priority, action: action)
  }

  /// Runs `action` when the view appears and again, after cancelling the running one, each
  /// time `value` changes; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskModifier(content: self, id: value, priority: priority, action: action)
  }
}
