import Foundation
import GRDB
import LibraryData

/// A fresh folder under the temporary directory, removed by the caller.
func temporaryFolder(_ name: String = #function) -> String {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
        "library-tests-\(name.filter(\.isLetter))-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

/// The bytes of a file (to show that a refused file was left unchanged).
func contents(of path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// A caught error of the expected type.
func libraryError(_ body: () throws(LibraryError) -> Void) -> LibraryError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
