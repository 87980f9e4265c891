import Foundation
import LayoutData

/// The error `LayoutSpec.decode` throws for `json`, or nil when it decodes.
func specDecodeError(_ json: String) -> SpecError? {
    do {
        _ = try LayoutSpec.decode(Data(json.utf8))
        return nil
    } catch {
        return error
    }
}
