extension String {
    /// This text cut to at most `width` columns, ending in `ellipsis` when it was cut.
    ///
    /// Width is measured with ``TextWidth``, so a wide character is never split: the
    /// result may be one column narrower than `width`. If even the ellipsis does not fit,
    /// the text is cut without one.
    ///
    /// ```swift
    /// "Discover nearby places".truncated(toWidth: 10)   // "Discover …"
    /// ```
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard TextWidth.of(self) > width else { return self }
        let ellipsisWidth = TextWidth.of(ellipsis)
        let marker = ellipsisWidth <= width ? ellipsis : ""
        return prefix(fittingWidth: width - TextWidth.of(marker)) + marker
    }

    /// This text cut or padded with spaces to exactly `width` columns.
    public func padded(toWidth width: Int, ellipsis: String = "…") -> String {
        let fitted = truncated(toWidth: width, ellipsis: ellipsis)
        return fitted + String(repeating: " ", count: max(0, width - TextWidth.of(fitted)))
    }

    /// The longest prefix of this text that occupies at most `width` columns.
    public func prefix(fittingWidth width: Int) -> String {
        var used = 0
        var end = startIndex
        for index in indices {
            let columns = TextWidth.of(self[index])
            if used + columns > width { break }
            used += columns
            end = self.index(after: index)
        }
        return String(self[..<end])
    }
}
