// corpus: adversarial, Scripts/make-macro-corpus.py, case 'schema-nested-in-namespaces-extensions-and-functions'
import Prefs

enum Namespace {
    @PrefsSchema final class InEnum {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var a: Int = 0
    }
}

struct Container {
    @PrefsSchema final class InStruct {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var b: Int = 0
    }
}

extension Namespace {
    @PrefsSchema final class InExtension {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var c: Int = 0
    }
}

func makeLocal() -> Int {
    @PrefsSchema final class InFunction {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var d: Int = 0
    }
    return InFunction().d
}

let closure = {
    @PrefsSchema final class InClosure {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var e: Int = 0
    }
    return InClosure().e
}

do {
    @PrefsSchema final class InDo {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var f: Int = 0
    }
    print(InDo().f)
}
