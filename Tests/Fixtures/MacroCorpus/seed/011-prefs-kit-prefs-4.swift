// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:257 (unfenced code in a text)
import Prefs

@MainActor // <-- ❌ not possible
@PrefsSchema final class Prefs { /* ... */ }
