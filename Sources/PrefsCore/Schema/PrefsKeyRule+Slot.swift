extension PrefsKeyRule {
    /// The rule of `slot`: text is read as the command line reads it, and every value is checked like a write.
    init(_ slot: _PrefsRuntime.AnySlot) {
        self.init(
            parse: { text in
                let form: PrefsValue
                do throws(PrefTextError) {
                    form = try PrefTextForm.parse(text, for: slot.descriptor)
                } catch {
                    return .failure(error.prefsError)
                }
                return Result { () throws(PrefsError) in try slot.stored(fromForm: form) }
            },
            check: { stored in
                do throws(PrefsError) {
                    try slot.check(stored: stored)
                    return nil
                } catch {
                    return error
                }
            })
    }

    /// The rules of `slots` by key (the first preference of a shared key gives it).
    static func rules(of slots: [_PrefsRuntime.AnySlot]) -> [String: PrefsKeyRule] {
        var rules: [String: PrefsKeyRule] = [:]
        for slot in slots where rules[slot.key] == nil { rules[slot.key] = PrefsKeyRule(slot) }
        return rules
    }
}
