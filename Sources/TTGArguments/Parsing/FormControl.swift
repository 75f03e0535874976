/// The form control that edits a value on the service's playground page, declared by the value's
/// kind (``ArgumentValue/control``) as its completion is, so a new option gets its control the
/// moment it is declared.
public enum FormControl: Equatable, Sendable {
    /// A number in a range: a slider where both ends are near, a number field otherwise.
    case number(NumberRange)
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// One of these words: a menu.
    case choice([String])
    /// A color: a color picker beside the text.
    case color
    /// Free text (a point, a list, path data).
    case text
}

extension ArgumentValue {
    /// The same kind, edited on a slider over `range`: for a number whose accepted range is set by
    /// other options (a rate between --min and --max), the range of their defaults.
    public func editedOn(_ range: ClosedRange<Double>) -> Self {
        var edited = self
        edited.control = .number(NumberRange(range))
        return edited
    }
}
