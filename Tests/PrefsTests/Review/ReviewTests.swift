import Foundation
import Prefs
import Testing

@Suite struct ReviewTests {
    @Test(arguments: ReviewBackend.all)
    func stagedChangesAreListedInDeclarationOrderWithOldAndNew(backend: ReviewBackend) throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        var review = prefs.review()
        try review.stage(prefs.$port, 9000)
        try review.stage("ui.fontSize", .double(18))
        try review.stage(prefs.$proxy, "http://proxy")
        #expect(
            review.changes == [
                PrefsChange(
                    key: "ui.fontSize", title: "Font Size", oldValue: .double(14), newValue: .double(18),
                    requiresRestart: false),
                PrefsChange(
                    key: "port", title: "Port", oldValue: .int(8080), newValue: .int(9000), requiresRestart: true),
                PrefsChange(
                    key: "proxy", title: "Proxy", oldValue: nil, newValue: .string("http://proxy"),
                    requiresRestart: false),
            ])
        #expect((review.needsRestart, prefs.port, fixture.fileExists) == (true, 8080, false))
    }

    @Test(arguments: ReviewBackend.all)
    func applyWritesEverythingInOneBatchAndNotifiesOncePerPref(backend: ReviewBackend) throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        let batches = BatchCounter(prefs.storage)
        let fontSize = track { _ = prefs.fontSize }
        let port = track { _ = prefs.port }
        var review = prefs.review()
        try review.stage(prefs.$fontSize, 20)
        try review.stage(prefs.$port, 9000)
        try review.stage(prefs.$launches, 0)  // unchanged: not written, no side effect
        let applied = try review.apply()
        #expect(
            (
                applied.map(\.key), batches.count, Set(batches.last.map(\.key)), fontSize.value, port.value,
                prefs.fontSize
            ) == (["ui.fontSize", "port"], 1, ["ui.fontSize", "port"], 1, 1, 20))
        #expect(prefs.port == 9000)
        #expect(prefs.storage.storageValue(forKey: "launches") == nil)
        #expect((prefs.seen.withLock { $0 }, review.isEmpty) == ([applied], true))
        let reopened = fixture.reopened()
        #expect((reopened.fontSize, reopened.port) == (20, 9000))
    }

    @Test(arguments: ReviewBackend.all)
    func discardWritesNothingAndRunsNothing(backend: ReviewBackend) throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        let batches = BatchCounter(prefs.storage)
        var review = prefs.review()
        try review.stage(prefs.$port, 9000)
        review.discard()
        #expect(review.changes.isEmpty)
        try review.apply()
        #expect(batches.count == 0)
        #expect(prefs.seen.withLock { $0 }.isEmpty)
        #expect((fixture.fileExists, fixture.reopened().port) == (false, 8080))
    }

    @Test(arguments: ReviewBackend.all)
    func restoringTheOriginalRemovesTheChange(backend: ReviewBackend) throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        prefs.port = 1000
        var review = prefs.review()
        try review.stage(prefs.$port, 2000)
        #expect(review.changes.count == 1)
        try review.stage(prefs.$port, 1000)
        #expect((review.changes.isEmpty, review.needsRestart) == (true, false))
    }

    @Test(arguments: ReviewBackend.all)
    func invalidValuesAreRejectedNamingKeyValueAndWhatIsAllowed(backend: ReviewBackend) {
        let fixture = backend.make()
        let prefs = fixture.prefs
        var review = prefs.review()
        #expect(
            throws: PrefsError.invalidValue(key: "ui.fontSize", value: .double(30), allowed: "10...24 in steps of 1")
        ) {
            try review.stage(prefs.$fontSize, 30)
        }
        #expect(
            throws: PrefsError.invalidValue(key: "ui.fontSize", value: .double(12.5), allowed: "10...24 in steps of 1")
        ) {
            try review.stage("ui.fontSize", .double(12.5))
        }
        #expect(
            throws: PrefsError.invalidValue(
                key: "quality", value: .string("medium"), allowed: "one of \"low\" (Low), \"high\" (High)")
        ) {
            try review.stage(prefs.$quality, .medium)
        }
        // A value that is none of the options is refused naming them, whether or not it is of the right type.
        #expect(
            throws: PrefsError.invalidValue(
                key: "quality", value: .string("ultra"), allowed: "one of \"low\" (Low), \"high\" (High)")
        ) {
            try review.stage("quality", .string("ultra"))
        }
        #expect(throws: PrefsError.typeMismatch(key: "port", expected: .int, typeName: "Int", found: .string("80"))) {
            try review.stage("port", .string("80"))
        }
        #expect(throws: PrefsError.unknownKey("nope")) { try review.stage("nope", .int(1)) }
        #expect((review.changes.isEmpty, fixture.fileExists) == (true, false))
        #expect(
            "\(PrefsError.invalidValue(key: "ui.fontSize", value: .double(30), allowed: "10...24 in steps of 1"))"
                == "'ui.fontSize': 30 is not allowed; expected 10...24 in steps of 1")
    }

    @Test func aFailedApplyWritesNothingAndKeepsTheReview() throws {
        let prefs = ReviewPrefs(storage: FailingStorage())
        var review = prefs.review()
        try review.stage(prefs.$port, 9000)
        #expect(throws: FailingStorage.DiskFull.self) { try review.apply() }
        #expect((prefs.port, review.changes.count) == (8080, 1))
        #expect(prefs.seen.withLock { $0 }.isEmpty)
    }

    @Test(arguments: ReviewBackend.all)
    func concurrentAppliesFromTwoTasksBothLand(backend: ReviewBackend) async throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        async let first: [PrefsChange] = Task {
            var review = prefs.review()
            try review.stage(prefs.$port, 9000)
            try review.stage(prefs.$launches, 1)
            return try review.apply()
        }.value
        async let second: [PrefsChange] = Task {
            var review = prefs.review()
            try review.stage(prefs.$fontSize, 11)
            try review.stage(prefs.$launches, 2)
            return try review.apply()
        }.value
        let results = try await [first, second]
        #expect(results.allSatisfy { $0.count == 2 })
        #expect((prefs.port, prefs.fontSize) == (9000, 11))
        #expect([1, 2].contains(prefs.launches))
        let reopened = fixture.reopened()
        #expect((reopened.port, reopened.fontSize, reopened.launches) == (9000, 11, prefs.launches))
    }
}
