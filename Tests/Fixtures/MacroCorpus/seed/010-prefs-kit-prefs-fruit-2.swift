// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:236 (unfenced code in a text)
import Prefs

@PrefsSchema final class Prefs {
    @Pref var fruit: [String: String] = [:]

    // this method is an unnecessary proxy, but WILL be Observable
    func fruit(name: String) -> String? {
        fruit[name]
    }
}

struct ContentView: View {
    @Environment(Prefs.self) private var prefs

    var body: some View {
        Text("Apple's value: \(prefs.fruit["apple"] ?? "Missing."))
    }
}
