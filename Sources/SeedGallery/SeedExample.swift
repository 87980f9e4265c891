import CompositionalLayout
import Foundation

/// An article the gallery's examples come from.
public struct SeedSource: Sendable, Hashable {
    public var title: String
    public var author: String
    /// Where it was published, when the seed names it.
    public var url: String?
    /// The seed file(s) that hold its text (kept outside the repository; the articles: docs/reference/seeds.md).
    public var seedFiles: [String]

    public init(title: String, author: String, url: String? = nil, seedFiles: [String]) {
        self.title = title
        self.author = author
        self.url = url
        self.seedFiles = seedFiles
    }

    /// One line: "Title — Author (url; seeds …)".
    public var citation: String {
        var details = [String]()
        if let url { details.append(url) }
        details.append("seed " + seedFiles.joined(separator: ", "))
        return "\(title) — \(author) (\(details.joined(separator: "; ")))"
    }
}

/// A size to apply to an element after the first solve, as a view would report it when measured.
public struct SeedMeasurement: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case item
        case supplementary(kind: String)
    }

    public var element: Element
    public var indexPath: IndexPath
    public var size: CGSize

    public static func item(_ section: Int, _ item: Int, width: CGFloat, height: CGFloat) -> SeedMeasurement {
        SeedMeasurement(element: .item, indexPath: [section, item], size: CGSize(width: width, height: height))
    }

    public static func supplementary(
        _ kind: String, _ section: Int, _ item: Int, width: CGFloat, height: CGFloat
    ) -> SeedMeasurement {
        SeedMeasurement(
            element: .supplementary(kind: kind), indexPath: [section, item], size: CGSize(width: width, height: height))
    }
}

/// One layout example from the seed articles, ready to solve.
public struct SeedExample: Sendable {
    /// A short unique identifier, such as `akhtar-five-column-grid` (the gallery's command-line argument).
    public var name: String
    /// What the article calls the layout.
    public var title: String
    public var source: SeedSource
    /// How the example was reconstructed: what the article shows and what had to be chosen.
    public var notes: String
    public var layout: CollectionLayout
    public var itemCounts: [Int]
    public var container: CollectionContainer
    public var traits: LayoutTraits
    /// Sizes to apply after the first solve, in order (for examples with estimated sizes).
    public var measurements: [SeedMeasurement]

    public init(
        name: String, title: String, source: SeedSource, notes: String, layout: CollectionLayout, itemCounts: [Int],
        container: CollectionContainer = SeedExample.iPhone, traits: LayoutTraits = LayoutTraits(),
        measurements: [SeedMeasurement] = []
    ) {
        self.name = name
        self.title = title
        self.source = source
        self.notes = notes
        self.layout = layout
        self.itemCounts = itemCounts
        self.container = container
        self.traits = traits
        self.measurements = measurements
    }

    /// A 390 × 844 pt portrait iPhone (iPhone 12–14). The safe area is left out: it only pads the top and the
    /// bottom of a vertically scrolling collection view, which the scroll view (not the layout) handles.
    public static let iPhone = CollectionContainer(size: CGSize(width: 390, height: 844))

    /// The 428-pt wide screen of Ali Akhtar's article (iPhone 12–14 Pro Max, 428 × 926 pt).
    public static let iPhoneMax = CollectionContainer(size: CGSize(width: 428, height: 926))

    /// Solves the example and applies its measurements.
    public func solve() throws(LayoutError) -> LayoutSolution {
        var solution = try LayoutSolution(layout: layout, itemCounts: itemCounts, container: container, traits: traits)
        for measurement in measurements {
            switch measurement.element {
            case .item:
                try solution.setMeasuredSize(measurement.size, forItemAt: measurement.indexPath)
            case .supplementary(let kind):
                try solution.setMeasuredSize(
                    measurement.size, forSupplementaryElementOfKind: kind, at: measurement.indexPath)
            }
        }
        return solution
    }
}
