/// Where one member of the view controller went, and why.
public struct Placement: Sendable, Hashable, Codable {
    /// The member as declared: `func loadItems()`, `var items`.
    public let member: String
    /// The line of the member in the original file.
    public let line: Int
    /// The role it was given.
    public let role: ExtractRole
    /// What it touches that decided the role.
    public let reason: String
    /// Why it stays in the View for a person to finish, or nil when it moved cleanly.
    public let manualStep: String?

    /// A placement of `member` into `role`.
    public init(member: String, line: Int, role: ExtractRole, reason: String, manualStep: String? = nil) {
        self.member = member
        self.line = line
        self.role = role
        self.reason = reason
        self.manualStep = manualStep
    }
}
