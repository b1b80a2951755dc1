// corpus: adversarial, Scripts/make-macro-corpus.py, case 'prefs-schema-title-forms'
import Prefs

@PrefsSchema(title: "X") final class Titled {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema(title: "") final class EmptyTitle {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema(title: "Quote \" and \\ and \n") final class EscapedTitle {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema(title: #"Raw "title""#) final class RawTitle {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema(title: """
    Multi
    line
    """) final class MultilineTitle {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema(title: "\(1)") final class InterpolatedTitle {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema(title: Titles.name) final class NonLiteralTitle {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema(name: "X") final class UnknownLabel {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema("X") final class Unlabelled {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema() final class EmptyParentheses {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

enum Titles { static let name = "N" }
