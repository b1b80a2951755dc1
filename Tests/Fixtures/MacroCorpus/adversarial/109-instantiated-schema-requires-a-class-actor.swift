// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-schema-requires-a-class-actor'
import Prefs

// PrefsSchemaMacroTests.schemaRequiresAClass, with keyword: "actor" (expects "not an actor").
@PrefsSchema actor P {}
