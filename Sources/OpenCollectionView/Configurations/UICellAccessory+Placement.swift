import Foundation
import ListCellLayout

extension UICellAccessory {
    /// The edge the accessory sits on and, for a system accessory, its kind in the layout layer's rule.
    func placement(outlineHeader: Bool) -> (edge: CellEdge, system: SystemAccessoryKind?) {
        switch kind {
        case .disclosureIndicator: (.trailing, .disclosureIndicator)
        case .outlineDisclosure(let options, _):
            switch options.style {
            case .header: (.trailing, .outlineDisclosureHeader)
            case .cell: (.leading, .outlineDisclosureCell)
            case .automatic: outlineHeader ? (.trailing, .outlineDisclosureHeader) : (.leading, .outlineDisclosureCell)
            }
        case .checkmark: (.trailing, .checkmark)
        case .delete: (.leading, .delete)
        case .insert: (.leading, .insert)
        case .reorder: (.trailing, .reorder)
        case .multiselect: (.leading, .multiselect)
        case .label: (.trailing, .label)
        case .detail: (.trailing, .detail)
        case .popUpMenu: (.trailing, .popUpMenu)
        case .customView(let configuration):
            switch configuration.placement {
            case .leading: (.leading, nil)
            case .trailing: (.trailing, nil)
            }
        }
    }

    /// The options every kind has (hidden, reserved width, tint).
    var commonOptions: any UICellAccessoryCommonOptions {
        switch kind {
        case .disclosureIndicator(let options): options
        case .outlineDisclosure(let options, _): options
        case .checkmark(let options): options
        case .delete(let options, _): options
        case .insert(let options, _): options
        case .reorder(let options): options
        case .multiselect(let options): options
        case .label(_, let options): options
        case .detail(let options, _): options
        case .customView(let configuration): configuration
        case .popUpMenu(_, let options, _): options
        }
    }

    /// Whether the accessory is hidden (it keeps its slot, as a hidden view keeps its frame: LC2).
    var isHidden: Bool { commonOptions.isHidden ?? false }

    /// The width reserved for the accessory (`nil`: its own).
    var reservedWidth: CGFloat? { commonOptions.reservedLayoutWidth?.points }

    /// The action a tap on the accessory runs, when it has one.
    var actionHandler: ActionHandler? {
        switch kind {
        case .outlineDisclosure(_, let handler), .delete(_, let handler), .insert(_, let handler),
            .detail(_, let handler):
            handler
        default: nil
        }
    }
}

/// A cell's accessories as shown: each edge's, from the cell's edge inward.
struct AccessoryArrangement {
    var leading: [UICellAccessory] = []
    var trailing: [UICellAccessory] = []

    /// Arranges the accessories shown in the cell's editing state: system accessories in UIKit's fixed order
    /// (``SystemAccessoryKind/outwardRank``), then each custom accessory at the position its placement answers
    /// (clamped to the edge's accessories), in the order the array lists them.
    init(_ accessories: [UICellAccessory], editing: Bool, outlineHeader: Bool) {
        var custom: [(UICellAccessory, CellEdge)] = []
        var system: [(accessory: UICellAccessory, edge: CellEdge, rank: Int)] = []
        for accessory in accessories where accessory.displayedState.isDisplayed(editing: editing) {
            let (edge, kind) = accessory.placement(outlineHeader: outlineHeader)
            if let kind {
                system.append((accessory, edge, kind.outwardRank))
            } else {
                custom.append((accessory, edge))
            }
        }
        // A stable sort: equal ranks (two accessories of one kind) keep the array's order.
        let ordered = system.enumerated().sorted { ($0.element.rank, -$0.offset) > ($1.element.rank, -$1.offset) }
        for (_, entry) in ordered {
            if entry.edge == .leading { leading.append(entry.accessory) } else { trailing.append(entry.accessory) }
        }
        for (accessory, edge) in custom {
            guard case .customView(let configuration) = accessory.kind else { continue }
            switch configuration.placement {
            case .leading(_, let position):
                leading.insert(accessory, at: Self.clamp(position(leading), leading.count))
            case .trailing(_, let position):
                trailing.insert(accessory, at: Self.clamp(position(trailing), trailing.count))
            }
            _ = edge
        }
    }

    private static func clamp(_ index: Int, _ count: Int) -> Int { Swift.min(Swift.max(index, 0), count) }
}
