// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:147 (unfenced code in a text)
import Prefs

@PrefsSchema final class Prefs {
    @RawRepresentablePref var fruit: Fruit?
}

enum Fruit: String {
    case apple, banana, orange
}
