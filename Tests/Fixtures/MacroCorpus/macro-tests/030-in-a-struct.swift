// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:176
import Prefs

struct Settings {
    @JSONDataCodablePref var frame: Frame?
}
