import DeclarativeUI
import Foundation
import ViewSystem

/// The content view of a ``UIHostingConfiguration``: it lays the configuration's views out inside its margins and
/// answers the size they need. What it shows is ``hostedLayout``, a value renderers draw.
@MainActor
final class HostingContentView: UIView, UIContentView {
    private var hosting: any UIContentConfiguration & HostingConfigurationContent
    /// The margins the cell gives when the configuration sets none (SUI10): the cell's layout margins.
    package var defaultMargins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { if defaultMargins != oldValue { invalidate() } }
    }
    /// The minimum height the cell gives when the configuration sets none (44 points in a list, SUI10).
    package var defaultMinimumHeight: CGFloat = 0 {
        didSet { if defaultMinimumHeight != oldValue { invalidate() } }
    }
    private var resolved: (content: ResolvedView, background: ResolvedView?)?
    private var laidOut: (size: CGSize, layout: HostedLayout)?
    /// Why the content could not be laid out, if it could not (it then shows nothing, SUI12).
    package private(set) var layoutError: ViewLayoutError?

    init<Content: View, Background: View>(configuration: UIHostingConfiguration<Content, Background>) {
        hosting = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any UIContentConfiguration {
        get { hosting }
        set {
            guard let newHosting = newValue as? any UIContentConfiguration & HostingConfigurationContent else { return }
            hosting = newHosting
            invalidate()
        }
    }

    func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is any HostingConfigurationContent
    }

    private func invalidate() {
        resolved = nil
        laidOut = nil
    }

    /// The margins in force: the configuration's where it sets them, the cell's elsewhere.
    var margins: EdgeInsets {
        let explicit = hosting.explicitMargins
        return EdgeInsets(
            top: explicit[.top] ?? defaultMargins.top, leading: explicit[.leading] ?? defaultMargins.leading,
            bottom: explicit[.bottom] ?? defaultMargins.bottom, trailing: explicit[.trailing] ?? defaultMargins.trailing)
    }

    private func resolvedViews() -> (content: ResolvedView, background: ResolvedView?)? {
        if let resolved { return resolved }
        var environment = ViewEnvironment()
        let scale = traitCollection.displayScale
        if scale > 0 { environment.displayScale = scale }
        do {
            resolved = try hosting.resolve(in: environment)
            layoutError = nil
        } catch {
            layoutError = error
        }
        return resolved
    }

    /// The size the content needs: the given width (or the content's ideal width when `width` is `nil`) and the
    /// content's height for it, margins added, at least the minimum size.
    func fittingSize(width: CGFloat?) -> CGSize {
        let margins = margins
        let inner = width.map { max(0, $0 - margins.leading - margins.trailing) }
        let content = (try? resolvedViews()?.content.sizeThatFits(ProposedViewSize(width: inner, height: nil))) ?? .zero
        let fittedWidth = width ?? content.width + margins.leading + margins.trailing
        let height = content.height + margins.top + margins.bottom
        return CGSize(
            width: max(fittedWidth, hosting.minimumWidth ?? 0),
            height: max(height, hosting.minimumHeight ?? defaultMinimumHeight))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

    /// The laid-out content at the view's current size, in the view's coordinates.
    var hostedLayout: HostedLayout {
        if let laidOut, laidOut.size == bounds.size { return laidOut.layout }
        var hosted = HostedLayout(content: nil, contentOrigin: .zero, background: nil)
        if let views = resolvedViews() {
            let margins = margins
            let inner = CGSize(
                width: max(0, bounds.width - margins.leading - margins.trailing),
                height: max(0, bounds.height - margins.top - margins.bottom))
            hosted.content = try? views.content.layout(in: inner)
            hosted.contentOrigin = CGPoint(x: margins.leading, y: margins.top)
            hosted.background = try? views.background?.layout(in: bounds.size)
        }
        laidOut = (bounds.size, hosted)
        return hosted
    }
}

/// What a hosting content view shows: its background laid out over its whole bounds, and its content laid out inside
/// the margins (at `contentOrigin`).
package struct HostedLayout {
    package var content: ViewLayout?
    package var contentOrigin: CGPoint
    package var background: ViewLayout?

    /// Every element, background first, with frames in the content view's coordinates.
    package var elements: [PlacedElement] {
        var all = background?.elements ?? []
        for var element in content?.elements ?? [] {
            element.frame = element.frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
            if let clip = element.clip {
                element.clip = PlacedClip(rect: clip.rect.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y), shape: clip.shape)
            }
            all.append(element)
        }
        return all
    }
}
