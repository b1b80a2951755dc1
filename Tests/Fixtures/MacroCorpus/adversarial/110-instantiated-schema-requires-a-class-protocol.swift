// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-schema-requires-a-class-protocol'
import Prefs

// PrefsSchemaMacroTests.schemaRequiresAClass, with keyword: "protocol" (expects "not a protocol").
@PrefsSchema protocol P {}
