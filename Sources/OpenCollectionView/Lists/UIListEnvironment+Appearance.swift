import CompositionalLayout
import Foundation
import ViewSystem

extension UIListEnvironment {
    /// The environment of a list section of `appearance`; `.none` outside list sections.
    init(_ appearance: ListAppearance?) {
        switch appearance {
        case .plain?: self = .plain
        case .grouped?: self = .grouped
        case .insetGrouped?: self = .insetGrouped
        case .sidebar?: self = .sidebar
        case .sidebarPlain?: self = .sidebarPlain
        case nil: self = .none
        }
    }
}
