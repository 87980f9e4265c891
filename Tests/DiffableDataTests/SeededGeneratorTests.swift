import TestSupport
import Testing

/// The shared generator's sequence is SplitMix64's reference sequence: the seeds the property tests of every
/// target list (regression seeds, replayed failures) keep meaning the same inputs.
@Test func theSharedGeneratorGivesSplitMix64sReferenceSequence() {
    var generator = SplitMix64(seed: 0)
    let first = (0..<3).map { _ in generator.next() }
    #expect(first == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
}
