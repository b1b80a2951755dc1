/// Anything the settings DSL can place in a tree: a group, an item, a custom group, or a ready-made node.
///
/// Content turns into nodes only once it knows where it goes, so that each node's ID can be derived from its
/// parent's (see ``SettingsID``).
///
/// ```swift
/// struct NetworkSettings: SettingsContent {
///     func makeNodes(parentID: String?) -> [SettingsNode] {
///         SettingsGroup("Network") { SettingsItem(name: "proxyURL", type: .string) }.makeNodes(parentID: parentID)
///     }
/// }
/// ```
public protocol SettingsContent: Sendable {
    /// The nodes this content adds under the node whose ID is `parentID` (`nil` at the root of a tree).
    func makeNodes(parentID: String?) -> [SettingsNode]
}

extension SettingsNode: SettingsContent {
    /// A ready-made node goes into the tree as it is: its ID (and its children's) are kept, not re-derived.
    public func makeNodes(parentID: String?) -> [SettingsNode] { [self] }
}

/// Builds a list of settings content from groups, items, custom groups and nodes, with `if`/`else`, `if let`,
/// `switch`, `for` loops, optional values and arrays.
///
/// ```swift
/// SettingsGroup("Network") {
///     SettingsItem(name: "useProxy", type: .bool, default: .bool(false))
///     if showAdvanced {
///         SettingsItem(name: "proxyURL", type: .string)
///     }
///     for port in ["http", "socks"] {
///         SettingsItem(name: port + "Port", type: .int)
///     }
/// }
/// ```
@resultBuilder
public enum SettingsBuilder: Sendable {
    public static func buildExpression(_ content: some SettingsContent) -> [any SettingsContent] { [content] }

    public static func buildExpression(_ content: (some SettingsContent)?) -> [any SettingsContent] {
        content.map { [$0] } ?? []
    }

    public static func buildExpression(_ contents: [some SettingsContent]) -> [any SettingsContent] { contents }

    public static func buildExpression(_ contents: [any SettingsContent]) -> [any SettingsContent] { contents }

    public static func buildBlock(_ parts: [any SettingsContent]...) -> [any SettingsContent] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [any SettingsContent]?) -> [any SettingsContent] { part ?? [] }

    public static func buildEither(first part: [any SettingsContent]) -> [any SettingsContent] { part }

    public static func buildEither(second part: [any SettingsContent]) -> [any SettingsContent] { part }

    public static func buildArray(_ parts: [[any SettingsContent]]) -> [any SettingsContent] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [any SettingsContent]) -> [any SettingsContent] { part }
}
