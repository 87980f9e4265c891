import Foundation
import SeedGallery

// Prints every seed example's title, source and frame table; `gallery NAME` prints only that example.
// Exits with status 1 if an example fails to lay out, 2 for an unknown name.

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
var examples = SeedExamples.all
if let name = arguments.first {
    guard let example = SeedExamples.named(name) else {
        printError("gallery: there is no example named \"\(name)\". The examples are:")
        for example in SeedExamples.all { printError("  \(example.name)") }
        exit(2)
    }
    examples = [example]
}

var failures: [String] = []
for example in examples {
    print("== \(example.name): \(example.title)")
    print("Source: \(example.source.citation)")
    print(example.notes)
    do {
        print(try frameTable(for: example))
    } catch {
        print("(failed to lay out: \(error))")
        printError("gallery: example \"\(example.name)\" failed to lay out: \(error)")
        failures.append(example.name)
    }
    print()
}

if !failures.isEmpty {
    printError("gallery: \(failures.count) of \(examples.count) examples failed to lay out: \(failures.joined(separator: ", "))")
    exit(1)
}
