import Foundation

extension UserDefaultsPrefsStorage {
    /// The persistent domain a storage holds, and how it is read.
    enum Domain: Sendable {
        /// A suite, read by its name.
        case named(String)
        /// `UserDefaults.standard`'s domain, with its name (the bundle identifier or the process's name).
        case standard(String)
        /// A `UserDefaults` object whose suite name the storage was not told.
        case unnamed

        /// The domain of a `UserDefaults` object made elsewhere. swift-corelibs-foundation keeps the suite name in
        /// a stored property, `suite` (`nil` for the standard domain), which reflection reads; Foundation on Apple
        /// platforms is Objective-C, which reflection does not see into, and gives ``unnamed``, as does a
        /// swift-corelibs-foundation that no longer has the property.
        static func of(_ defaults: UserDefaults) -> Domain {
            guard let suite = Mirror(reflecting: defaults).children.first(where: { $0.label == "suite" }),
                let name = suite.value as? String?
            else { return .unnamed }
            return name.map(Domain.named) ?? .standard(UserDefaultsPrefsStorage.standardDomainName)
        }

        var name: String? {
            switch self {
            case .named(let name), .standard(let name): name
            case .unnamed: nil
            }
        }

        /// The domain's keys and values in `defaults`, as stored values.
        func values(in defaults: UserDefaults) -> [String: PrefsValue] {
            switch self {
            case .named(let name):
                Self.converted(defaults.persistentDomain(forName: name))
            case .standard(let name):
                Self.converted(defaults.persistentDomain(forName: Self.standardReadName(name)))
            case .unnamed:
                Self.withoutOtherDomains(Self.converted(defaults.dictionaryRepresentation()), in: defaults)
            }
        }

        /// The name under which `.standard`'s domain is read.
        ///
        /// On Apple platforms, its name. swift-corelibs-foundation reads a domain by name through a cache apart from
        /// the one `UserDefaults.standard` writes through (Core Foundation's *current application*), and that read
        /// lags behind `.standard`'s writes until `synchronize()`; it reads the current application's own cache under
        /// the name of Core Foundation's `kCFPreferencesCurrentApplication`, which is the domain `.standard` writes.
        private static func standardReadName(_ name: String) -> String {
            #if canImport(Darwin)
                name
            #else
                "kCFPreferencesCurrentApplication"
            #endif
        }

        /// What `defaults` reads less the keys another domain gives: the argument domain's keys, and values equal to
        /// a registered default or a global value (Apple platforms list them; swift-corelibs-foundation lists neither).
        private static func withoutOtherDomains(
            _ values: [String: PrefsValue], in defaults: UserDefaults
        ) -> [String: PrefsValue] {
            let arguments = defaults.volatileDomain(forName: UserDefaults.argumentDomain)
            let registered = converted(defaults.volatileDomain(forName: UserDefaults.registrationDomain))
            let global = converted(defaults.persistentDomain(forName: UserDefaults.globalDomain))
            return values.filter { key, value in
                arguments[key] == nil && registered[key] != value && global[key] != value
            }
        }

        static func converted(_ objects: [String: Any]?) -> [String: PrefsValue] {
            objects?.compactMapValues(PrefsValue.init(propertyListObject:)) ?? [:]
        }
    }

    /// `UserDefaults.standard`'s domain name: the main bundle's identifier, else the process's name, as Core
    /// Foundation names the domain of a command-line tool.
    static var standardDomainName: String {
        Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    /// The value the app's own domain holds for `key`, whatever the search list reads.
    package func storedValue(forKey key: String) -> PrefsValue? {
        domain.values(in: suite)[key]
    }

    /// Which domain of the search list gives what ``storageValue(forKey:)`` reads for `key`.
    /// The domain that gives `key`'s value (``PrefsValueSource/storage`` for the app's own), or
    /// ``PrefsValueSource/declaredDefault`` when none does.
    public func source(forKey key: String) -> PrefsValueSource { valueSource(forKey: key) }

    /// The app's own domain's value: launch arguments and registered defaults are read, never written.
    public func writtenValue(forKey key: String) -> PrefsValue? { storedValue(forKey: key) }

    package func valueSource(forKey key: String) -> PrefsValueSource {
        guard suite.object(forKey: key) != nil else { return .declaredDefault }
        if suite.volatileDomain(forName: UserDefaults.argumentDomain)[key] != nil { return .argument }
        if storedValue(forKey: key) != nil { return .storage }
        if suite.persistentDomain(forName: UserDefaults.globalDomain)?[key] != nil {
            return .userDefaultsDomain(UserDefaults.globalDomain)
        }
        return .userDefaultsDomain(UserDefaults.registrationDomain)
    }
}
