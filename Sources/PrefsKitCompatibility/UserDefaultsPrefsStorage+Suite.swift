public import Foundation

extension UserDefaultsPrefsStorage {
    /// A storage over `suite`, such as `.standard` or `UserDefaults(suiteName: "com.example.app")!`.
    ///
    /// ```swift
    /// let storage = UserDefaultsPrefsStorage(suite: .standard)
    /// ```
    public convenience init(suite: UserDefaults) {
        self.init(suite)
    }
}

extension PrefsStorage where Self == UserDefaultsPrefsStorage {
    /// A storage over the `UserDefaults` object `suite`: `@Storage var storage = .userDefaults(suite: .standard)`.
    public static func userDefaults(suite: UserDefaults) -> UserDefaultsPrefsStorage {
        UserDefaultsPrefsStorage(suite)
    }
}

extension AnyPrefsStorage {
    /// A storage over the `UserDefaults` object `suite`, type-erased.
    ///
    /// ```swift
    /// let storage: AnyPrefsStorage = .userDefaults(suite: .standard)
    /// ```
    public static func userDefaults(suite: UserDefaults) -> AnyPrefsStorage {
        AnyPrefsStorage(UserDefaultsPrefsStorage(suite))
    }
}

extension UserDefaults {
    /// Sets each of `contents`' values under its key. PrefsKit has this helper, internal as here, and its tests
    /// call it through `@testable import`; it is here so that they compile as they are
    /// (`Scripts/check-prefskit-tests.sh`). Apps use ``UserDefaultsPrefsStorage`` instead.
    func merge(_ contents: [String: Any]) {
        for (key, value) in contents { set(value, forKey: key) }
    }
}
