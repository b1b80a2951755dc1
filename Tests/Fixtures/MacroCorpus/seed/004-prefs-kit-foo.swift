// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:135 (unfenced code in a text)
import Prefs

@Pref var foo: String? // storage key name is "foo"

@Pref(key: "bar") var foo: String? // storage key name is "bar"
