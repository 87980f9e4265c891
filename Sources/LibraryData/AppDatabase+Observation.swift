import GRDB
import LibraryModel

extension AppDatabase {
    /// Observes the catalogue (all books, in id order): the first value at once, then one after each transaction
    /// that changes the `book` table. It is large and rarely changes, so it is observed apart from the lending.
    public func observeCatalogue(
        scheduler: some ValueObservationScheduler,
        onError: @escaping @Sendable (LibraryError) -> Void,
        onChange: @escaping @Sendable ([Book]) -> Void
    ) -> AnyDatabaseCancellable {
        ValueObservation.tracking { db in try Book.order(Column("id")).fetchAll(db) }
            .start(
                in: writer, scheduling: scheduler,
                onError: { onError(.unreadable(path: "the database", reason: Self.reason($0))) }, onChange: onChange)
    }

    /// Observes the clients and loans: the first value at once, then one after each take or return.
    public func observeLending(
        scheduler: some ValueObservationScheduler,
        onError: @escaping @Sendable (LibraryError) -> Void,
        onChange: @escaping @Sendable (Lending) -> Void
    ) -> AnyDatabaseCancellable {
        ValueObservation.tracking(Self.fetchLending)
            .start(
                in: writer, scheduling: scheduler,
                onError: { onError(.unreadable(path: "the database", reason: Self.reason($0))) }, onChange: onChange)
    }
}
