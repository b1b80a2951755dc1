// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:153
import Prefs

final class Window {
    @OnPrefChange("theme") func restyle() {}
}
