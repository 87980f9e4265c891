import Foundation

/// One dimension: `{"fractionalWidth": 0.5}`, `{"fractionalHeight": 1}`, `{"absolute": 44}` or
/// `{"estimated": 44}`. Fractions must be finite and > 0, absolute lengths finite and ≥ 0, estimates finite
/// and > 0.
public enum DimensionSpec: Codable, Sendable, Hashable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    private enum Key: String, CodingKey, CaseIterable { case fractionalWidth, fractionalHeight, absolute, estimated }

    /// Decodes the single-key object, checking the value's range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a dimension is an object with exactly one of the keys fractionalWidth, "
                        + "fractionalHeight, absolute, estimated"))
        }
        let value = try container.decode(Double.self, forKey: key)
        func fail(_ message: String) -> DecodingError {
            .dataCorruptedError(forKey: key, in: container, debugDescription: message)
        }
        switch key {
        case .fractionalWidth, .fractionalHeight:
            guard value.isFinite, value > 0 else { throw fail("fraction must be finite and > 0") }
            self = key == .fractionalWidth ? .fractionalWidth(value) : .fractionalHeight(value)
        case .absolute:
            guard value.isFinite, value >= 0 else { throw fail("absolute length must be finite and ≥ 0") }
            self = .absolute(value)
        case .estimated:
            guard value.isFinite, value > 0 else { throw fail("estimate must be finite and > 0") }
            self = .estimated(value)
        }
    }

    /// Encodes the single-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .fractionalWidth(let value): try container.encode(value, forKey: .fractionalWidth)
        case .fractionalHeight(let value): try container.encode(value, forKey: .fractionalHeight)
        case .absolute(let value): try container.encode(value, forKey: .absolute)
        case .estimated(let value): try container.encode(value, forKey: .estimated)
        }
    }
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
public enum SpacingSpec: Codable, Sendable, Hashable {
    case fixed(Double)
    case flexible(Double)

    private enum Key: String, CodingKey { case fixed, flexible }

    /// Decodes the single-key object, checking the value's range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a spacing is an object with exactly one of the keys fixed, flexible"))
        }
        let value = try container.decode(Double.self, forKey: key)
        guard value.isFinite, value >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "spacing must be finite and ≥ 0")
        }
        self = key == .fixed ? .fixed(value) : .flexible(value)
    }

    /// Encodes the single-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .fixed(let value): try container.encode(value, forKey: .fixed)
        case .flexible(let value): try container.encode(value, forKey: .flexible)
        }
    }
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
