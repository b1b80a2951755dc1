extension PrefsKeyRule {
    /// The rule of a preference, from its type's descriptor (a rule needs no default): text is read as the command
    /// line reads it, and every value is checked like a write.
    init(_ pref: _PrefsRuntime.AnyDescriptor) {
        self.init(
            parse: { text in
                let form: PrefsValue
                do throws(PrefTextError) {
                    form = try PrefTextForm.parse(text, for: pref)
                } catch {
                    return .failure(error.prefsError)
                }
                return Result { () throws(PrefsError) in try pref.stored(fromForm: form) }
            },
            check: { stored in
                do throws(PrefsError) {
                    try pref.check(stored: stored)
                    return nil
                } catch {
                    return error
                }
            })
    }

    /// The rules of `slots`' preferences by key (the first preference of a shared key gives it).
    package static func rules(of slots: [_PrefsRuntime.AnySlot]) -> [String: PrefsKeyRule] {
        var rules: [String: PrefsKeyRule] = [:]
        for slot in slots where rules[slot.key] == nil { rules[slot.key] = PrefsKeyRule(slot.descriptor) }
        return rules
    }
}
