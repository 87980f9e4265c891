/// The exceptions UIKit raises, as messages and a trap.
///
/// Where Apple raises an `NSInternalInconsistencyException` (or `NSInvalidArgumentException`), the face traps with
/// the same text. The view system's messages are built beside the code that raises them (`AutoLayoutMessages`);
/// the collection face extends this namespace with its own.
package enum UIKitTraps {
    /// Stops the program with UIKit's message, in every build configuration: `fatalError` prints its message
    /// under `-O` too, where `preconditionFailure`'s is compiled out (semantics R8).
    package static func raise(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError(message, file: file, line: line)
    }
}
