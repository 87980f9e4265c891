import Foundation
import Testing

@testable import CollectionTools

/// How `ocv` reads its input files: up to a size limit, with errors that name the file.
@Suite struct InputFileTests {
    func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-input-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileUpToTheLimitIsReadWhole() throws {
        let path = try temporaryFile("0123456789")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try readFile(path, limit: 10) == Data("0123456789".utf8))
    }

    @Test func aLargerFileIsRefusedNamingTheLimit() throws {
        let path = try temporaryFile("0123456789!")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: SpecFileError.self) { try readFile(path, limit: 10) }
        #expect(error?.description == "\(path) is larger than 10 bytes, the most ocv reads")
        #expect(maximumInputFileSize == 134_217_728)
    }

    @Test func missingFilesAndFoldersAreNamed() throws {
        let missing = #expect(throws: SpecFileError.self) { try readFile("/nonexistent/spec.json") }
        #expect(missing?.description == "/nonexistent/spec.json: no such file")
        let folder = #expect(throws: SpecFileError.self) { try readFile("/tmp") }
        #expect(folder?.description == "/tmp is a folder, not a file")
    }

    /// A device or pipe is read like a file, up to the limit: /dev/null is an empty file.
    @Test func devicesAreReadUpToTheLimit() throws {
        #expect(try readFile("/dev/null") == Data())
        let zero = #expect(throws: SpecFileError.self) { try readFile("/dev/zero", limit: 1_000) }
        #expect(
            zero?.description
                == "/dev/zero is larger than 1000 bytes, the most ocv reads (it is not a regular file: a device or pipe, "
                + "which may never end)")
    }
}
