// corpus: adversarial, Scripts/make-macro-corpus.py, case 'foundation-types-with-defaults'
import Prefs
import Foundation

@PrefsSchema final class FoundationTypes {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var date: Date = Date(timeIntervalSince1970: 0)
    @Pref var data: Data = Data([0x01, 0x02])
    @Pref var url: URL = URL(filePath: "/tmp")
    @Pref var uuid: UUID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    @Pref var float: CGFloat = 1.5
    @Pref var size: CGSize = CGSize(width: 1, height: 2)
    @Pref var point: CGPoint = .zero
    @Pref var rect: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)
    @Pref var decimal: Decimal = 1.25
    @Pref var interval: TimeInterval = 60
    @Pref var locale: Locale = .current
    @Pref var dates: [Date] = []
    @Pref var urls: [String: URL]?
}
