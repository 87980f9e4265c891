import Foundation
import GRDB
import LibraryData
import LibraryModel
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Starts `executable` with its output discarded and returns its pid without waiting for it (-1 when it cannot).
func spawnDetached(_ executable: String, _ arguments: [String]) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    return posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 ? pid : -1
}

/// The size of the file at `path` in bytes (0 when it does not exist).
func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

@Suite("The app killed with -9 while it seeds its first database")
struct CrashRecoveryTests {
    /// The first bytes of a rollback journal that holds a transaction.
    let journalMagic = Data([0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7])

    @Test("the next run rolls the half-written seed back, seeds again and shows the library")
    func killedWhileSeeding() throws {
        let library = try #require(libraryExecutable(), "the library executable was not built beside the tests")
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("library-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        let journal = path + "-journal"

        // A million books take seconds to seed; once the file passes 1 MB, the seed's transaction has spilled
        // pages into it (the schema alone is a few pages), and a kill leaves a hot journal.
        let pid = spawnDetached(library, ["--database", path, "--catalogue-size", "1000000", "--dump"])
        try #require(pid > 0, "cannot start \(library)")
        let deadline = Date(timeIntervalSinceNow: 120)
        while fileSize(path) <= 1_000_000 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        try #require(status & 0x7f == SIGKILL, "the app ended before it was killed (status \(status))")
        try #require(fileSize(path) > 1_000_000, "the seed never spilled into the file")
        #expect(FileManager.default.contents(atPath: journal)?.prefix(8) == journalMagic)

        // The next run of the app opens the file: the seed is rolled back and runs again, with 20 books.
        let rerun = run(library, ["--database", path, "--catalogue-size", "20", "--dump", "--size", "100x30"])
        #expect(rerun.status == 0)
        #expect(rerun.output.contains("0 books taken"))
        #expect(rerun.output.contains("│ The Silent"))
        #expect(!FileManager.default.fileExists(atPath: journal))
        let database = try AppDatabase.open(path: path)
        #expect(try database.catalogue().count == 20)
        #expect(try database.lending().clients.map(\.name)
            == ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"])
        #expect(try database.writer.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
    }
}
