import CompositionalLayout
import Foundation

/// Names a reuse queue. Cells, supplementaries and decorations have separate key spaces, so no kind or identifier
/// can collide with another category's (a supplementary of kind "decoration" is not a decoration).
enum PoolKey: Hashable {
    case cell(reuseIdentifier: String)
    case supplementary(kind: String, reuseIdentifier: String)
    case decoration(kind: String)
}

extension CollectionView {
    // MARK: Registration by class

    /// Registers a cell class for a reuse identifier.
    public func register(_ cellClass: any CollectionCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations.cellClasses[identifier] = cellClass
        debugCheck()
    }

    /// Registers a supplementary view class for an element kind and reuse identifier.
    public func register(
        _ viewClass: any ReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registrations.supplementaryClasses[.supplementary(kind: kind, reuseIdentifier: identifier)] = viewClass
        debugCheck()
    }

    /// Registers the view class of a decoration kind (the layout names the kinds it uses).
    public func register(_ viewClass: any ReusableView.Type, forDecorationViewOfKind kind: String) {
        registrations.decorationClasses[kind] = viewClass
        debugCheck()
    }


    // MARK: Dequeue

    /// A cell from the reuse queue of `identifier` (prepared for reuse) or a new one. While the collection view is
    /// asking for the cell of `indexPath`, the element's layout attributes are applied before it is returned.
    /// - Throws: ``CollectionViewError`` if no class is registered for the identifier.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        throws(CollectionViewError) -> any CollectionCell
    {
        if let target = dequeueRequests.reconfigureTarget, target.indexPath == indexPath,
            viewStore.records[ObjectIdentifier(target.view)]?.reuseIdentifier == identifier
        {
            return target.view
        }
        guard let cellClass = registrations.cellClasses[identifier] else {
            throw CollectionViewError(.unregisteredReuseIdentifier(identifier, kind: nil))
        }
        let view = dequeue(
            poolKey: .cell(reuseIdentifier: identifier), statisticsKey: identifier, element: .cell(indexPath),
            dequeuedWith: "reuse identifier '\(identifier)'", make: { cellClass.init() })
        return view as! any CollectionCell
    }

    /// A supplementary view from its reuse queue or a new one (its attributes applied, as for cells).
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws(CollectionViewError) -> any ReusableView {
        let poolKey = PoolKey.supplementary(kind: kind, reuseIdentifier: identifier)
        guard let viewClass = registrations.supplementaryClasses[poolKey] else {
            throw CollectionViewError(.unregisteredReuseIdentifier(identifier, kind: kind))
        }
        return dequeue(
            poolKey: poolKey, statisticsKey: identifier, element: .supplementary(kind, indexPath),
            dequeuedWith: "reuse identifier '\(identifier)' of kind '\(kind)'", make: { viewClass.init() })
    }

    /// A cell of the registration's class, from its queue or new, configured by the registration's handler. The
    /// element's layout attributes are applied before the handler runs (UIKit's order), so the handler reads the
    /// cell's frame and what it sets (`isHidden`, `alpha`) sticks.
    public func dequeueConfiguredReusableCell<Cell: CollectionCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
    ) -> Cell {
        checkRegistration(serial: registration.serial, description: "CellRegistration<\(Cell.self)>")
        let cell: Cell
        if let target = dequeueRequests.reconfigureTarget, target.indexPath == indexPath, let existing = target.view as? Cell,
            viewStore.records[ObjectIdentifier(existing)]?.reuseIdentifier == registration.reuseIdentifier
        {
            cell = existing
        } else {
            cell = dequeue(
                poolKey: .cell(reuseIdentifier: registration.reuseIdentifier),
                statisticsKey: registration.reuseIdentifier, element: .cell(indexPath),
                dequeuedWith: "CellRegistration<\(Cell.self)>", make: { Cell() }) as! Cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind, its attributes applied, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<View: ReusableView>(
        using registration: SupplementaryRegistration<View>, for indexPath: IndexPath
    ) -> View {
        checkRegistration(serial: registration.serial, description: "SupplementaryRegistration<\(View.self)>")
        let poolKey = PoolKey.supplementary(kind: registration.elementKind, reuseIdentifier: registration.reuseIdentifier)
        let view = dequeue(
            poolKey: poolKey, statisticsKey: registration.reuseIdentifier,
            element: .supplementary(registration.elementKind, indexPath),
            dequeuedWith: "SupplementaryRegistration<\(View.self)> of kind '\(registration.elementKind)'",
            make: { View() }) as! View
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    func checkRegistration(serial: Int, description: String) {
        guard registrations.shouldReport(registrationSerial: serial) else { return }
        diagnosticsHandler?(CollectionViewDiagnostic(
            kind: .registrationCreatedInsideProvider,
            message: "Attempted to dequeue a view using a registration (\(description)) that was created inside the "
                + "data source's cell or supplementary provider. Creating a new registration each time a view is "
                + "requested prevents reuse and keeps every created view alive. Create registrations up front and "
                + "reuse them."))
    }

    /// A view from the queue of `poolKey`, or a new one. When the collection view is asking for `element`'s view,
    /// the element's attributes are applied to it here, before any configuration.
    func dequeue(
        poolKey: PoolKey, statisticsKey: String, element: ElementKey, dequeuedWith: String,
        make: () -> any ReusableView
    ) -> any ReusableView {
        // Read first: the queue exists for every dequeue but a registration's first.
        let queue = viewStore.reuseQueues[poolKey] ?? viewStore.makeQueue(for: poolKey, statisticsKey: statisticsKey)
        let view: any ReusableView
        if let queued = queue.views.popLast() {
            queue.reused += 1
            view = queued
            view.prepareForReuse()
        } else {
            view = make()
            viewStore.records[ObjectIdentifier(view)] = ViewRecord(
                view: view, poolKey: poolKey, reuseIdentifier: statisticsKey, dequeuedWith: dequeuedWith)
            queue.created += 1
        }
        let id = ObjectIdentifier(view)
        viewStore.records[id]!.dequeuedWith = dequeuedWith
        viewStore.records[id]!.dequeuedFor = element
        viewStore.records[id]!.dequeueRequest = dequeueRequests.current
        dequeueRequests.noteDequeued(id)
        if let requested = dequeueRequests.requestedElement, ElementKey(requested) == element {
            applyAttributes(requested, to: view)
            dequeueRequests.appliedAtDequeue = ObjectIdentifier(view)
        }
        debugCheck()
        return view
    }

    /// Puts a view that no longer shows an element back in its queue.
    func recycle(_ view: any ReusableView, key: ElementKey) {
        // During an update, views that leave stay out of the queues until the transaction is described.
        if viewStore.isHoldingRecycledViews {
            viewStore.hold(view, key: key)
            return
        }
        if let delegate {
            switch key.category {
            case .cell:
                if let cell = view as? any CollectionCell {
                    delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
                }
            case .supplementaryView:
                delegate.collectionView(
                    self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.elementKind ?? "",
                    at: key.indexPath)
            case .decorationView: break
            }
        }
        enqueue(view)
    }

    /// Returns a view to its reuse queue (no delegate calls) and tells the host.
    func enqueue(_ view: any ReusableView) {
        let id = ObjectIdentifier(view)
        guard let poolKey = viewStore.records[id]?.poolKey else { return }
        viewStore.records[id]!.displayed = nil
        viewStore.reuseQueues[poolKey]?.views.append(view)
        host?.collectionView(self, didEnqueue: view)
    }

    /// The number of views waiting in reuse queues.
    public var queuedViewCount: Int { viewStore.queuedViewCount }

    /// The reuse identifier of a view the collection view made (decorations: their kind); `nil` for other views.
    public func reuseIdentifier(of view: any ReusableView) -> String? {
        viewStore.records[ObjectIdentifier(view)]?.reuseIdentifier
    }

    /// How the collection view displays `view`: the layout's attributes plus visible-items handler changes; `nil`
    /// while the view is queued or was not made by this collection view.
    public func viewAttributes(of view: any ReusableView) -> ViewAttributes? {
        viewStore.records[ObjectIdentifier(view)]?.displayed
    }

    // MARK: Making views for elements

    func makeView(for attributes: LayoutAttributes) throws(CollectionViewError) -> any ReusableView {
        dequeueRequests.requestedElement = attributes
        defer { dequeueRequests.requestedElement = nil }
        return try withinRequest(for: ElementKey(attributes)) { () throws(CollectionViewError) in
            switch attributes.category {
            case .cell: return try requestCell(at: attributes.indexPath)
            case .supplementaryView:
                return try requestSupplementary(ofKind: attributes.elementKind ?? "", at: attributes.indexPath)
            case .decorationView:
                let kind = attributes.elementKind ?? ""
                guard let viewClass = registrations.decorationClasses[kind] else {
                    throw CollectionViewError(.unregisteredDecorationView(kind: kind))
                }
                return dequeue(
                    poolKey: .decoration(kind: kind), statisticsKey: kind, element: ElementKey(attributes),
                    dequeuedWith: "decoration kind '\(kind)'", make: { viewClass.init() })
            }
        }
    }

    /// Asks for the view of `key` through `body` as one request, and checks what comes back: a view dequeued from
    /// this collection view, for `key`, during this request, and the only view dequeued (or `existing`, the view a
    /// reconfigure hands back). On a misuse, the views dequeued in the request go back to their queues.
    func withinRequest(
        for key: ElementKey, accepting existing: (any ReusableView)? = nil,
        _ body: () throws(CollectionViewError) -> any ReusableView
    ) throws(CollectionViewError) -> any ReusableView {
        let (serial, outer) = dequeueRequests.begin()
        defer { dequeueRequests.end(restoring: outer) }
        let view = try body()
        let returned = ObjectIdentifier(view)
        do throws(CollectionViewError) {
            if let existing, view === existing, dequeueRequests.dequeuedInCurrent.isEmpty { return view }
            try checkDequeued(view, for: key, request: serial)
            if let extra = dequeueRequests.dequeuedInCurrent.first(where: { $0 != returned }) {
                throw CollectionViewError(
                    .dequeuedViewNotReturned(key, registration: viewStore.records[extra]?.dequeuedWith ?? "unknown"))
            }
            return view
        } catch {
            // Views dequeued in this request are shown nowhere yet: back to their queues.
            for id in dequeueRequests.dequeuedInCurrent { if let view = viewStore.records[id]?.view { enqueue(view) } }
            throw error
        }
    }

    /// Throws unless `view` was dequeued from this collection view for `key` during request `request`.
    func checkDequeued(_ view: any ReusableView, for key: ElementKey, request: Int) throws(CollectionViewError) {
        guard let record = viewStore.records[ObjectIdentifier(view)] else { throw CollectionViewError(.foreignView(key)) }
        let inThisRequest = record.dequeueRequest == request
        if inThisRequest, record.dequeuedFor == key { return }
        if inThisRequest, let dequeued = record.dequeuedFor, dequeued.category == .supplementaryView,
            key.category == .supplementaryView, dequeued.indexPath == key.indexPath,
            dequeued.elementKind != key.elementKind
        {
            throw CollectionViewError(
                .supplementaryKindMismatch(key, dequeuedKind: dequeued.elementKind ?? "", registration: record.dequeuedWith))
        }
        throw CollectionViewError(
            .viewNotDequeuedForElement(
                key, dequeuedFor: record.dequeueRequest == 0 ? nil : record.dequeuedFor, inThisRequest: inThisRequest,
                registration: record.dequeuedWith))
    }

    /// Runs `body` as a provider call: dequeues inside are checked for registrations created on the spot.
    func withinProvider<T>(_ body: () throws -> T) throws(CollectionViewError) -> T {
        registrations.enterProvider(registrationSerial: RegistrationSerial.next)
        defer { registrations.leaveProvider() }
        do {
            return try body()
        } catch let error as CollectionViewError {
            throw error
        } catch {
            throw CollectionViewError(.dataSource(String(describing: error)))
        }
    }

    func requestCell(at indexPath: IndexPath) throws(CollectionViewError) -> any CollectionCell {
        guard let dataSource else { throw CollectionViewError(.noDataSource) }
        return try withinProvider { try dataSource.cell(for: indexPath, in: self) }
    }

    func requestSupplementary(ofKind kind: String, at indexPath: IndexPath) throws(CollectionViewError) -> any ReusableView {
        guard let dataSource else { throw CollectionViewError(.noDataSource) }
        let view = try withinProvider { try dataSource.supplementaryView(ofKind: kind, at: indexPath, in: self) }
        guard let view else { throw CollectionViewError(.missingSupplementaryProvider(kind: kind, indexPath)) }
        return view
    }
}
