import CompositionalLayout

/// The edge or corner of a section (or of the whole layout) a boundary supplementary item attaches to, with Apple's
/// raw values (`none` = 0 … `topTrailing` = 8).
public typealias NSRectAlignment = RectAlignment
