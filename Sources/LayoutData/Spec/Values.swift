import Foundation

/// One dimension: `{"fractionalWidth": 0.5}`, `{"fractionalHeight": 1}`, `{"absolute": 44}`,
/// `{"estimated": 44}` or `{"uniformAcrossSiblings": 44}` (an estimate shared by the group's uniform items).
/// Fractions must be finite and > 0, absolute lengths finite and ≥ 0, estimates finite and > 0.
public enum DimensionSpec: Codable, Sendable, Hashable, SingleKeyNumber {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)
    case uniformAcrossSiblings(Double)

    enum Key: String, CodingKey, CaseIterable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    static let noun = "a dimension"

    init(key: Key, checking value: Double) throws(SingleKeyRangeError) {
        switch key {
        case .fractionalWidth, .fractionalHeight:
            guard value.isFinite, value > 0 else { throw SingleKeyRangeError("fraction must be finite and > 0") }
            self = key == .fractionalWidth ? .fractionalWidth(value) : .fractionalHeight(value)
        case .absolute:
            guard value.isFinite, value >= 0 else { throw SingleKeyRangeError("absolute length must be finite and ≥ 0") }
            self = .absolute(value)
        case .estimated, .uniformAcrossSiblings:
            guard value.isFinite, value > 0 else { throw SingleKeyRangeError("estimate must be finite and > 0") }
            self = key == .estimated ? .estimated(value) : .uniformAcrossSiblings(value)
        }
    }

    var keyAndValue: (Key, Double) {
        switch self {
        case .fractionalWidth(let value): (.fractionalWidth, value)
        case .fractionalHeight(let value): (.fractionalHeight, value)
        case .absolute(let value): (.absolute, value)
        case .estimated(let value): (.estimated, value)
        case .uniformAcrossSiblings(let value): (.uniformAcrossSiblings, value)
        }
    }

    /// Decodes the single-key object, checking the value's range.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSingleKey(from: decoder) }
    /// Encodes the single-key object.
    public func encode(to encoder: any Encoder) throws { try encodeSingleKey(to: encoder) }
}

/// A width and a height.
public struct SizeSpec: Codable, Sendable, Hashable {
    public var width: DimensionSpec
    public var height: DimensionSpec

    /// Creates a size.
    public init(width: DimensionSpec, height: DimensionSpec) {
        self.width = width
        self.height = height
    }
}

/// Spacing: `{"fixed": 8}` or `{"flexible": 8}`, finite and ≥ 0.
public enum SpacingSpec: Codable, Sendable, Hashable, SingleKeyNumber {
    case fixed(Double)
    case flexible(Double)

    enum Key: String, CodingKey, CaseIterable { case fixed, flexible }

    static let noun = "a spacing"

    init(key: Key, checking value: Double) throws(SingleKeyRangeError) {
        guard value.isFinite, value >= 0 else { throw SingleKeyRangeError("spacing must be finite and ≥ 0") }
        self = key == .fixed ? .fixed(value) : .flexible(value)
    }

    var keyAndValue: (Key, Double) {
        switch self {
        case .fixed(let value): (.fixed, value)
        case .flexible(let value): (.flexible, value)
        }
    }

    /// Decodes the single-key object, checking the value's range.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSingleKey(from: decoder) }
    /// Encodes the single-key object.
    public func encode(to encoder: any Encoder) throws { try encodeSingleKey(to: encoder) }
}

/// Directional insets; absent edges are 0.
public struct InsetsSpec: Codable, Sendable, Hashable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    /// Creates insets.
    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Edge spacing; absent edges have none.
public struct EdgeSpacingSpec: Codable, Sendable, Hashable {
    public var leading: SpacingSpec?
    public var top: SpacingSpec?
    public var trailing: SpacingSpec?
    public var bottom: SpacingSpec?

    /// Creates edge spacing.
    public init(leading: SpacingSpec? = nil, top: SpacingSpec? = nil, trailing: SpacingSpec? = nil, bottom: SpacingSpec? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// A point.
public struct PointSpec: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A custom group's item frame with its zIndex.
public struct FrameSpec: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// Stacking order (default 0).
    public var zIndex: Int?

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double, zIndex: Int? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.zIndex = zIndex
    }
}
