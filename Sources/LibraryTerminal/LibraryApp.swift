import Foundation
import GRDB
import LibraryData
import LibraryModel
import LibraryScreen
import OpenCollectionView

/// The app without its terminal: the database, the window with the library screen, and what keys do. Changes go
/// to the database; the screen changes only when the observed values come back (write → observation → snapshot →
/// apply), so it always shows what is stored.
@MainActor
public final class LibraryApp: LibraryViewControllerDelegate {
    /// The database.
    public let database: AppDatabase
    /// The window the screen is in.
    public let window: UIWindow
    /// The library screen.
    public let viewController: LibraryViewController
    /// The client whose screen is shown (`nil` until the clients are known).
    public var clientID: Int64? { live.clientID }
    /// The last message for the status line: what a key did, or what went wrong.
    public private(set) var message = ""
    /// Whether the last message reports a failure.
    public private(set) var messageIsError = false
    /// Whether the last change should be shown animated (the host plays its frames).
    public private(set) var pendingAnimation = false

    private let inbox = ObservationInbox()
    /// The observed values joined, kept current change by change (a take touches one book, not the catalogue).
    private var live = LiveLibraryState()
    private var observations: [AnyDatabaseCancellable] = []

    /// Opens the screen on `database` in a window of `size` points; the first values of the observations are shown
    /// before this returns.
    public init(database: AppDatabase, size: CGSize) {
        self.database = database
        viewController = LibraryViewController()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        viewController.delegate = self
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        let report: @Sendable (LibraryError) -> Void = { [inbox] error in
            inbox.schedule { MainActor.assumeIsolated { LibraryApp.current?.report(error) } }
        }
        observations = [
            database.observeCatalogue(scheduler: inbox, onError: report) { [weak self] books in
                MainActor.assumeIsolated { self?.catalogueChanged(books) }
            },
            database.observeLending(scheduler: inbox, onError: report) { [weak self] lending in
                MainActor.assumeIsolated { self?.lendingChanged(lending) }
            },
        ]
        Self.current = self
        window.layoutIfNeeded()
    }

    /// The app whose observation errors are reported (one app runs at a time).
    private static weak var current: LibraryApp?

    /// The collection view of the screen.
    public var collectionView: UICollectionView { viewController.collectionView }

    /// The state on the screen.
    public var state: LibraryState { viewController.state }

    // MARK: Observed values

    private func catalogueChanged(_ books: [Book]) {
        if live.setCatalogue(books) { showState(animated: false) }
    }

    private func lendingChanged(_ lending: Lending) {
        var changed = live.setLending(lending)
        if clientID == nil || !lending.clients.contains(where: { $0.id == clientID }) {
            changed = live.setClient(lending.clients.first?.id) || changed
        }
        if changed { showState(animated: true) }
    }

    /// Applies the joined state; keeps the keyboard focus where it was when its item was replaced.
    private func showState(animated: Bool) {
        let state = live.state
        let focus = viewController.isViewLoaded ? collectionView.indexPathForFocusedItem : nil
        viewController.show(state, animated: animated)
        pendingAnimation = animated
        if let focus, collectionView.indexPathForFocusedItem == nil {
            collectionView.simulateFocus(onItemAt: nearestItem(to: focus))
        }
    }

    /// The item at `indexPath`, or the last of its section, or the first item of the screen.
    private func nearestItem(to indexPath: IndexPath) -> IndexPath? {
        let sections = collectionView.numberOfSections
        guard sections > 0 else { return nil }
        let section = min(indexPath.section, sections - 1)
        let count = collectionView.numberOfItems(inSection: section)
        if count > 0 { return IndexPath(item: min(indexPath.item, count - 1), section: section) }
        for other in 0..<sections where collectionView.numberOfItems(inSection: other) > 0 {
            return IndexPath(item: 0, section: other)
        }
        return nil
    }

    /// Runs the observed values that have arrived.
    public func drainObservations() {
        inbox.drain()
    }

    /// Marks the last change's animation as played.
    public func animationPlayed() { pendingAnimation = false }

    // MARK: Keys

    /// What a key asks the host to do next.
    public enum KeyOutcome: Equatable {
        case `continue`
        case quit
    }

    /// Handles a key: arrows, tab and shift-tab move the focus, enter taps the focused item, `r` presses the focused
    /// client book's return button, `c` switches to the next client, `q` quits.
    public func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .up: collectionView.simulateKeyPress(.keyboardUpArrow)
        case .down: collectionView.simulateKeyPress(.keyboardDownArrow)
        case .left: collectionView.simulateKeyPress(.keyboardLeftArrow)
        case .right: collectionView.simulateKeyPress(.keyboardRightArrow)
        case .tab: collectionView.simulateKeyPress(.keyboardTab)
        case .backTab: collectionView.simulateKeyPress(.keyboardTab, shift: true)
        case .enter, .character(" "): collectionView.simulateKeyPress(.keyboardReturnOrEnter)
        case .pageUp: collectionView.simulateKeyPress(.keyboardPageUp)
        case .pageDown: collectionView.simulateKeyPress(.keyboardPageDown)
        case .home: collectionView.simulateKeyPress(.keyboardHome)
        case .end: collectionView.simulateKeyPress(.keyboardEnd)
        case .character("q"), .character("Q"): return .quit
        case .character("c"), .character("C"): switchClient()
        case .character("r"), .character("R"): returnFocusedClientBook()
        case .character: break
        }
        return .continue
    }

    /// Shows the next client's screen.
    public func switchClient() {
        guard let next = state.nextClient else { return }
        say("Now showing \(next.name)'s books")
        if live.setClient(next.id) { showState(animated: true) }
    }

    /// Presses the return button of the focused one of the client's books (its `.touchUpInside` actions, as a tap
    /// on the button sends them).
    public func returnFocusedClientBook() {
        guard let focus = collectionView.indexPathForFocusedItem,
            let cell = collectionView.cellForItem(at: focus) as? ClientBookCell
        else {
            say("Focus one of your books first (shift-tab or ↑ to \"Your books\"), then press r", isError: true)
            return
        }
        cell.returnButton.sendActions(for: .touchUpInside)
    }

    /// Resizes the window (the terminal was resized): the grid is laid out again for the new width.
    public func resize(to size: CGSize) {
        window.frame = CGRect(origin: .zero, size: size)
        window.layoutIfNeeded()
    }

    // MARK: LibraryViewControllerDelegate

    public func libraryViewController(_ controller: LibraryViewController, take book: Book) {
        guard let clientID else { return }
        write("Took \"\(book.title)\"") { () throws(LibraryError) in try database.take(bookID: book.id, clientID: clientID) }
    }

    public func libraryViewController(_ controller: LibraryViewController, return book: Book) {
        guard let clientID else { return }
        write("Returned \"\(book.title)\"") { () throws(LibraryError) in
            try database.returnBook(bookID: book.id, clientID: clientID)
        }
    }

    /// Runs a write; on success waits for its observed value and applies it, on failure reports it.
    private func write(_ success: String, _ body: () throws(LibraryError) -> Void) {
        do {
            try body()
            say(success)
            inbox.waitAndDrain()
        } catch {
            report(error)
        }
    }

    private func report(_ error: LibraryError) {
        say(error.description, isError: true)
    }

    private func say(_ text: String, isError: Bool = false) {
        message = text
        messageIsError = isError
    }
}
