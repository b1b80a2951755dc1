extension _PrefsRuntime {
    /// A schema type whose settings metadata `@PrefsSchema` recorded: its title, its `@SettingsGroup`s and how each
    /// preference is presented.
    public protocol SettingsDescribed {
        static var _$settingsMetadata: SettingsMetadata { get }
    }

    /// What a schema says about presenting its preferences, as `@PrefsSchema` records it from `@SettingsGroup`,
    /// `@Setting` and doc comments. With the preferences' descriptors it makes the schema's settings tree.
    public struct SettingsMetadata: Sendable {
        let title: String
        let groups: [Group]
        let prefs: [Pref]

        public init(title: String, groups: [Group], prefs: [Pref]) {
            self.title = title
            self.groups = groups
            self.prefs = prefs
        }

        /// A `@SettingsGroup`, with its arguments.
        public struct Group: Sendable {
            /// The group's path: its parent's path, a dot, and its own name (`appearance.text`).
            let path: String
            let title: String?
            let summary: String?
            let description: String?
            let icon: String?
            let tags: [String]
            let presentation: SettingsPresentation
            let isSearchable: Bool

            public init(
                path: String, title: String? = nil, summary: String? = nil, description: String? = nil,
                icon: String? = nil, tags: [String] = [], presentation: SettingsPresentation = .navigation,
                searchable: Bool = true
            ) {
                self.path = path
                self.title = title
                self.summary = summary
                self.description = description
                self.icon = icon
                self.tags = tags
                self.presentation = presentation
                self.isSearchable = searchable
            }
        }

        /// How one preference is presented: the `@Setting` arguments about presentation and its doc comment.
        public struct Pref: Sendable {
            /// The property name.
            let name: String
            let summary: String?
            let description: String?
            /// The path of the group the preference belongs to; `nil` for the top level.
            let group: String?
            let icon: String?
            let tags: [String]
            let isSearchable: Bool

            public init(
                name: String, summary: String? = nil, description: String? = nil, group: String? = nil,
                icon: String? = nil, tags: [String] = [], searchable: Bool = true
            ) {
                self.name = name
                self.summary = summary
                self.description = description
                self.group = group
                self.icon = icon
                self.tags = tags
                self.isSearchable = searchable
            }
        }
    }
}
