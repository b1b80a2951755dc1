extension _PrefsRuntime {
    /// A schema type whose settings metadata `@PrefsSchema` recorded: its title and its `@SettingsGroup`s. How each
    /// preference is presented is part of its descriptor (``AnyDescriptor``).
    public protocol SettingsDescribed {
        static var _$settingsMetadata: SettingsMetadata { get }
    }

    /// What a schema says about its settings tree beyond its preferences, as `@PrefsSchema` records it: its title
    /// and its `@SettingsGroup`s. With the preferences' descriptors it makes the schema's settings tree.
    public struct SettingsMetadata: Sendable {
        let title: String
        let groups: [Group]

        public init(title: String, groups: [Group]) {
            self.title = title
            self.groups = groups
        }

        /// A `@SettingsGroup`, with its arguments.
        public struct Group: Sendable {
            /// The group's path: its parent's path, a dot, and its own name (`appearance.text`).
            let path: String
            let title: String?
            let text: NodePresentation
            let presentation: SettingsPresentation

            public init(
                path: String, title: String? = nil, summary: String? = nil, description: String? = nil,
                icon: String? = nil, tags: [String] = [], presentation: SettingsPresentation = .navigation,
                searchable: Bool = true
            ) {
                self.path = path
                self.title = title
                text = NodePresentation(
                    summary: summary, description: description, icon: icon, tags: tags, searchable: searchable)
                self.presentation = presentation
            }
        }
    }
}
