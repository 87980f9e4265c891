/// How text that does not fit is broken into lines and shortened.
///
/// Lines before the last allowed one always wrap (by character for ``characterWrap``, by word for every
/// other mode); the modes differ on the last line when text is left over (<doc:TextModel>).
public enum LineBreakMode: CaseIterable, Hashable, Sendable {
    /// Break between words; a word longer than the line breaks between characters. Left-over text is dropped.
    case wordWrap
    /// Break between characters. Left-over text is dropped.
    case characterWrap
    /// The last line shows what fits from its start, cut between characters, without an ellipsis.
    case clip
    /// The last line ends with the end of the text, after an ellipsis.
    case truncateHead
    /// The last line shows what fits from its start, then an ellipsis.
    case truncateTail
    /// The last line shows its start, an ellipsis, then the end of the text.
    case truncateMiddle

    /// Whether the last line shows an ellipsis when text is left over.
    public var truncates: Bool { self == .truncateHead || self == .truncateTail || self == .truncateMiddle }
}
