import Synchronization

extension PrefsStorageConformance {
    /// A callback a user's code runs in.
    enum Callback: String, CaseIterable, Sendable {
        /// `try prefs.$a.update { $0 = 1; action }`
        case update
        /// `try storage.modify { $0["conformance.a"] = .int(1); action }`
        case modify
        /// `storage.observe { … action }`, then `prefs.a = 1`
        case observer
        /// an `@OnPrefChange("a")` method, then `prefs.a = 1`
        case hook
        /// `for await change in prefs.changes { action }`, then `prefs.a = 1`
        case stream

        /// Whether the action runs inside the batch that sets `a` to 1 (else after it).
        var isInsideBatch: Bool { self == .update || self == .modify }
    }

    /// What the callback does, to the key the batch changes (`a`) or the other one (`b`).
    enum Action: String, CaseIterable, Sendable {
        case readSame = "read-same"
        case readOther = "read-other"
        case writeSame = "write-same"
        case writeOther = "write-other"
        case batchSame = "batch-same"
        case batchOther = "batch-other"

        /// What a user sees once the callback has run: the value read inside it, and `a` and `b` afterwards.
        /// Inside a batch, a read sees the values as they were when the batch began, and a nested write or batch
        /// commits first, so the enclosing batch's key wins; after a change, everything sees it.
        func expected(insideBatch: Bool) -> (read: Int?, a: Int, b: Int) {
            switch self {
            case .readSame: (insideBatch ? 0 : 1, 1, 10)
            case .readOther: (10, 1, 10)
            case .writeSame: (nil, insideBatch ? 1 : 50, 10)
            case .writeOther: (nil, 1, 50)
            case .batchSame: (nil, insideBatch ? 1 : 101, 10)
            case .batchOther: (nil, 1, 77)
            }
        }

        /// Does the action; returns what it read.
        func perform(on fixture: Fixture) throws -> Int? {
            switch self {
            case .readSame: return fixture.prefs.a
            case .readOther: return fixture.prefs.b
            case .writeSame: fixture.prefs.a = 50
            case .writeOther: fixture.prefs.b = 50
            case .batchSame: try fixture.prefs.$a.update { $0 += 100 }
            case .batchOther: try fixture.storage.modify { $0[Fixture.keyB] = .int(77) }
            }
            return nil
        }
    }

    /// The contract's promises other than re-entrancy.
    static let basicCases: [Case] = [
        Case(name: "contract/read-after-write", isReentrant: false) { fixture in
            fixture.prefs.a = 5
            try fixture.expectValues(a: 5, b: 10, after: "prefs.a = 5")
        },
        Case(name: "contract/failed-batch-changes-nothing", isReentrant: false) { fixture in
            struct Refused: Error {}
            do {
                try fixture.storage.modify {
                    $0[Fixture.keyA] = .int(3)
                    $0[Fixture.keyB] = .int(4)
                    throw Refused()
                }
                throw fixture.failure("a batch whose body threw did not rethrow")
            } catch is Refused {}
            try fixture.expectValues(a: 0, b: 10, after: "a batch that threw")
        },
        Case(name: "contract/observers-hear-a-batch-once", isReentrant: false) { fixture in
            let heard = Mutex<[[String]]>([])
            let observation = fixture.storage.observe { changes in heard.withLock { $0.append(changes.map(\.key)) } }
            try fixture.storage.modify {
                $0[Fixture.keyB] = .int(2)
                $0[Fixture.keyA] = .int(1)
            }
            observation.cancel()
            let calls = heard.withLock { $0 }
            guard calls == [[Fixture.keyA, Fixture.keyB]] else {
                throw fixture.failure("observers heard \(calls) of one batch, expected [[a, b]] once, in key order")
            }
        },
        Case(name: "contract/observer-sees-the-change", isReentrant: false) { fixture in
            let seen = Mutex<PrefsValue?>(nil)
            let storage = fixture.storage
            let observation = storage.observe { _ in seen.withLock { $0 = storage.storageValue(forKey: Fixture.keyA) } }
            fixture.prefs.a = 7
            observation.cancel()
            let value = seen.withLock { $0 }
            guard value == .int(7) else {
                throw fixture.failure("an observer read \(String(describing: value)) after prefs.a = 7, expected 7")
            }
        },
    ]
}

extension PrefsStorageConformance {
    /// One case's schema and storage.
    struct Fixture: Sendable {
        static let keyA = "conformance.a"
        static let keyB = "conformance.b"

        let caseName: String
        let storage: any PrefsStorage
        let mode: PrefsStorageMode
        let prefs: ConformancePrefs

        init(caseName: String, storage: any PrefsStorage, mode: PrefsStorageMode) {
            self.caseName = caseName
            self.storage = storage
            self.mode = mode
            prefs = ConformancePrefs(storage: storage, mode: mode)
        }

        func failure(_ what: String) -> Failure {
            Failure(description: "\(caseName) (\(mode)) over \(type(of: storage)): \(what)")
        }

        /// Checks `a` and `b` through the schema and through the storage.
        func expectValues(a: Int, b: Int, after what: String) throws {
            for (key, read, stored, expected) in [
                (Self.keyA, prefs.a, storage.storageValue(forKey: Self.keyA), a),
                (Self.keyB, prefs.b, storage.storageValue(forKey: Self.keyB), b),
            ] where read != expected || (stored ?? .int(key == Self.keyA ? 0 : 10)) != .int(expected) {
                throw failure(
                    "after \(what), \(key) reads \(read) (stored: \(stored.map(String.init(describing:)) ?? "nothing")), "
                        + "expected \(expected)")
            }
        }

        /// Runs `action` inside `callback` (the batch or change that sets `a` to 1), then checks what it read and
        /// the values afterwards.
        func check(_ action: Action, inside callback: Callback) async throws {
            let read = Mutex<Result<Int?, any Error>?>(nil)
            let once = Atomic<Bool>(false)
            let act: @Sendable () -> Void = {
                guard !once.exchange(true, ordering: .relaxed) else { return }
                let outcome = Result { try action.perform(on: self) }
                read.withLock { $0 = outcome }
            }
            switch callback {
            case .update:
                try prefs.$a.update {
                    $0 = 1
                    act()
                }
            case .modify:
                try storage.modify {
                    $0[Self.keyA] = .int(1)
                    act()
                }
            case .observer:
                let observation = storage.observe { changes in
                    if changes.contains(where: { $0.key == Self.keyA }) { act() }
                }
                prefs.a = 1
                observation.cancel()
            case .hook:
                prefs.hook.withLock { $0 = act }
                prefs.a = 1
                prefs.hook.withLock { $0 = nil }
            case .stream:
                let stream = prefs.changes
                let listener = Task {
                    for await change in stream where change.key == Self.keyA {
                        act()
                        return
                    }
                }
                prefs.a = 1
                await listener.value
            }
            let description = "\(action.rawValue) inside \(callback.rawValue)"
            guard let outcome = read.withLock({ $0 }) else { throw failure("the \(callback.rawValue) never ran") }
            let expected = action.expected(insideBatch: callback.isInsideBatch)
            switch outcome {
            case .failure(let error): throw failure("\(description) threw \(error)")
            case .success(let value) where value != expected.read:
                let read = value.map(String.init) ?? "nothing"
                throw failure("\(description) read \(read), expected \(expected.read.map(String.init) ?? "nothing")")
            case .success: break
            }
            try expectValues(a: expected.a, b: expected.b, after: description)
        }
    }
}
