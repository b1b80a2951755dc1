/// Settings-tree metadata for a preference, read by `@PrefsSchema` to build ``PrefsSchema/settingsTree``.
///
/// ```swift
/// /// Size of body text, in points.
/// @Pref(key: "ui.fontSize") @Setting(group: "appearance.text", tags: ["text"], range: 10...24, step: 1)
/// var fontSize: Double = 14
///
/// @RawRepresentablePref @Setting(group: "appearance", options: [Theme.light: "Light", .dark: "Dark"])
/// var theme: Theme = .system
///
/// @Pref @Setting(group: "network", requiresRestart: true, secret: true) var apiToken: String?
/// ```
///
/// Every argument is optional; those given come in the order of the declaration (`title`, `summary`, `group`, `icon`,
/// `tags`, `searchable`, `range` or `options`, `step`, `requiresRestart`, `secret`), except that `group` may also
/// come first, before `title` or `summary`: `@Setting(group: "appearance", title: "Theme")` and
/// `@Setting(title: "Theme", group: "appearance")` are the same. `title` defaults to one derived from the property name (`httpProxyURL` →
/// "HTTP Proxy URL"), `summary` to the property's `///` doc comment, `group` to the top level. `options` lists the
/// allowed values with their labels, in order, as values of the preference's own type. The preference's node ID is
/// `group.name` (`appearance.text.fontSize`).
///
/// Diagnostics: `'@Setting' describes a preference; use it together with '@Pref' …`, unknown arguments, and a literal
/// default that the literal range, step or options refuse: `'fontSize' defaults to 99, which its '@Setting' does not
/// allow: expected 10...24` (at the default). A default written as an enum case (`.system`) is compared with the
/// options' cases by name. A default or a constraint that is not a literal is checked when the schema is first used:
/// a default it refuses is reported as a ``PrefsIssue`` (``PrefsError/invalidDefault(key:value:allowed:)``).
@attached(peer)
public macro Setting(
    title: String? = nil,
    summary: String? = nil,
    group: String? = nil,
    icon: String? = nil,
    tags: [String] = [],
    searchable: Bool = true,
    range: ClosedRange<Double>? = nil,
    step: Double? = nil,
    requiresRestart: Bool = false,
    secret: Bool = false
) = #externalMacro(module: "PrefsMacros", type: "SettingMacro")

/// ``Setting(title:summary:group:icon:tags:searchable:range:step:requiresRestart:secret:)`` with `group` written
/// first, before `title`: `@Setting(group: "appearance", title: "Window size")`.
@attached(peer)
public macro Setting(
    group: String,
    title: String,
    summary: String? = nil,
    icon: String? = nil,
    tags: [String] = [],
    searchable: Bool = true,
    range: ClosedRange<Double>? = nil,
    step: Double? = nil,
    requiresRestart: Bool = false,
    secret: Bool = false
) = #externalMacro(module: "PrefsMacros", type: "SettingMacro")

/// ``Setting(title:summary:group:icon:tags:searchable:range:step:requiresRestart:secret:)`` with `group` written
/// first, before `summary`: `@Setting(group: "history", summary: "How many clippings to keep.")`.
@attached(peer)
public macro Setting(
    group: String,
    summary: String,
    icon: String? = nil,
    tags: [String] = [],
    searchable: Bool = true,
    range: ClosedRange<Double>? = nil,
    step: Double? = nil,
    requiresRestart: Bool = false,
    secret: Bool = false
) = #externalMacro(module: "PrefsMacros", type: "SettingMacro")

/// The options form with `group` written first, before `title`:
/// `@Setting(group: "appearance", title: "Theme", options: [Theme.light: "Light", .dark: "Dark"])`.
@attached(peer)
public macro Setting<Value>(
    group: String,
    title: String,
    summary: String? = nil,
    icon: String? = nil,
    tags: [String] = [],
    searchable: Bool = true,
    options: KeyValuePairs<Value, String>,
    requiresRestart: Bool = false,
    secret: Bool = false
) = #externalMacro(module: "PrefsMacros", type: "SettingMacro")

/// The options form with `group` written first, before `summary`.
@attached(peer)
public macro Setting<Value>(
    group: String,
    summary: String,
    icon: String? = nil,
    tags: [String] = [],
    searchable: Bool = true,
    options: KeyValuePairs<Value, String>,
    requiresRestart: Bool = false,
    secret: Bool = false
) = #externalMacro(module: "PrefsMacros", type: "SettingMacro")

/// Settings-tree metadata for a preference with a fixed set of allowed values, each with its label, in order:
/// `@Setting(group: "appearance", options: [Theme.light: "Light", .dark: "Dark"])`. Name the type in the first
/// option; the others can then use the short form.
@attached(peer)
public macro Setting<Value>(
    title: String? = nil,
    summary: String? = nil,
    group: String? = nil,
    icon: String? = nil,
    tags: [String] = [],
    searchable: Bool = true,
    options: KeyValuePairs<Value, String>,
    requiresRestart: Bool = false,
    secret: Bool = false
) = #externalMacro(module: "PrefsMacros", type: "SettingMacro")

/// Declares a group of a schema's settings tree. Apply it to the schema class, once per group.
///
/// ```swift
/// @PrefsSchema(title: "Editor")
/// @SettingsGroup("appearance", title: "Appearance", icon: "paintbrush", tags: ["look"])
/// @SettingsGroup("appearance.text", title: "Text", presentation: .inline)
/// final class EditorPrefs { … }
/// ```
///
/// The path nests groups (`appearance.text` is inside `appearance`) and is the group's stable ID. `title` defaults
/// to one derived from the last path component.
@attached(peer)
public macro SettingsGroup(
    _ path: String,
    title: String? = nil,
    summary: String? = nil,
    description: String? = nil,
    icon: String? = nil,
    tags: [String] = [],
    presentation: SettingsPresentation = .navigation,
    searchable: Bool = true
) = #externalMacro(module: "PrefsMacros", type: "SettingsGroupMacro")
