import Foundation
import Prefs
import Testing

// The custom coding of PrefsCodable's documentation and Docs/Coding.md, kept compiling and true.
struct SecondsPrefsCoding: PrefsCodable {
    func encode(prefsValue: Duration) -> Double? {
        Double(prefsValue.components.seconds) + Double(prefsValue.components.attoseconds) * 1e-18
    }
    func decode(prefsValue: Double) -> Duration? { prefsValue.isFinite ? .seconds(prefsValue) : nil }
}

extension PrefsCodable where Self == SecondsPrefsCoding {
    static var seconds: SecondsPrefsCoding { SecondsPrefsCoding() }
}

@PrefsSchema final class TimeoutPrefs: TestSchema {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(coding: .seconds) var timeout: Duration = .seconds(30)
}

@Suite struct CustomCodingExampleTests {
    @Test(arguments: StoreSetup.all)
    func theDocumentedCodingStoresSeconds(setup: StoreSetup) {
        expectRoundTrip(setup, \TimeoutPrefs.timeout, .milliseconds(1500), key: "timeout", stored: .double(1.5))
        #expect(
            (TimeoutPrefs.prefInfo(forKey: "timeout")?.defaultValue, TimeoutPrefs.valueType(ofKey: "timeout")) == (
                .double(30), .double
            ))
    }

    @Test func aNonFiniteStoredValueReadsTheDefault() {
        let storage = DictionaryPrefsStorage()
        storage.setValue(forKey: "timeout", to: Double.infinity)
        let issues = IssueRecorder.issues {
            #expect(TimeoutPrefs(storage: storage, mode: .storageOnly).timeout == .seconds(30))
        }
        #expect(
            issues == [
                PrefsIssue(
                    .typeMismatch(key: "timeout", expected: .double, typeName: "Duration", found: .double(.infinity)),
                    outcome: .readDefault)
            ])
    }
}
