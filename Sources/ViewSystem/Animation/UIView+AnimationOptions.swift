import CollectionGeometry
import Foundation

extension UIView {
    /// Options of UIKit's block animations, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews during the animation (stored; layout is not animated, semantics AN6).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach the animated views (stored for the touch driver).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the presentation value; every animation here does (semantics AN2).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever: the completion runs only when the animation is removed (semantics AN6).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forward then backward, then shows the model value (semantics AN6).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// A transition animates the property changes of its block instead of making them at once.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block does not inherit the enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip about the vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about the vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about the horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about the horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The timing curve the options select (bits 16–19; unknown values are ease in-out).
        var timingCurve: TimingCurve { UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF))?.timingCurve ?? .easeInOut }
    }

    /// Options of keyframe animations, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// As ``UIView/AnimationOptions/layoutSubviews``.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// As ``UIView/AnimationOptions/allowUserInteraction``.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// As ``UIView/AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// As ``UIView/AnimationOptions/repeat``.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// As ``UIView/AnimationOptions/autoreverse``.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// As ``UIView/AnimationOptions/overrideInheritedDuration``.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// As ``UIView/AnimationOptions/overrideInheritedOptions``.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes (the only mode modelled; semantics AN7).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps between keyframes (stored; animated as linear).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed across keyframes (stored; animated as linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes (stored; animated as linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Cubic and paced (stored; animated as linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// UIKit's named timing curves.
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Slow at both ends.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even speed.
        case linear = 3

        /// The cubic Bézier of the curve (docs/reference/uikit-animation.md).
        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// Where a property animator's animations end (or were stopped).
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Wherever they were.
    case current = 2
}

/// A property animator's state.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
    /// Not started, or finished: its animations are not on the views.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped without finishing: waits for `finishAnimation(at:)`.
    case stopped = 2
}
