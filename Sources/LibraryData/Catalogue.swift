import LibraryModel

/// The seeded catalogue: titles and authors made deterministically from word lists, so that every first run gives
/// the same library. One title in five is long enough to wrap over several lines of a grid cell.
public enum Catalogue {
    static let adjectives = [
        "Silent", "Crimson", "Hidden", "Last", "Golden", "Winter", "Distant", "Broken", "Quiet", "Burning",
        "Forgotten", "Northern", "Paper", "Glass", "Wandering", "Salt",
    ]
    static let nouns = [
        "Garden", "River", "Lighthouse", "Orchard", "Cartographer", "Harbour", "Clock", "Library", "Mountain",
        "Lantern", "Archive", "Bridge", "Island", "Observatory", "Kingdom", "Compass",
    ]
    static let places = [
        "Sea", "North", "Old City", "Valley", "Empire", "Desert", "Forest", "Coast", "Marsh", "Steppe", "Fjord",
    ]
    static let firstNames = [
        "Amara", "Jonas", "Ingrid", "Tomás", "Yuki", "Leila", "Oskar", "Priya", "Mateo", "Elif", "Kwame", "Saoirse",
        "Dmitri",
    ]
    static let lastNames = [
        "Okafor", "Lindqvist", "Moreau", "Tanaka", "Haddad", "Novak", "Castillo", "Brennan", "Iyer", "Kowalski",
        "Ferreira",
    ]

    /// The title of the book at `index` (0-based).
    public static func title(_ index: Int) -> String {
        let adjective = adjectives[index % adjectives.count]
        let noun = nouns[(index / adjectives.count + index) % nouns.count]
        let other = nouns[(index * 7 + 3) % nouns.count]
        let place = places[(index * 5) % places.count]
        let base: String
        switch index % 5 {
        case 0: base = "The \(adjective) \(noun)"
        case 1: base = "\(noun) and \(other)"
        case 2: base = "A \(noun) for the \(place)"
        case 3: base = "The \(adjective) \(noun) of the \(place): A Novel in Three Parts"
        default: base = "\(adjective) \(noun)s"
        }
        // Past the combinations above, volumes keep titles apart.
        let volume = index / (adjectives.count * nouns.count)
        return volume == 0 ? base : "\(base), Volume \(volume + 1)"
    }

    /// The author of the book at `index`.
    public static func author(_ index: Int) -> String {
        "\(firstNames[index % firstNames.count]) \(lastNames[(index * 7 + index / 13) % lastNames.count])"
    }

    /// The clients every new library starts with.
    public static let clientNames = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"]
}
