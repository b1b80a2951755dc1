// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-schema-requires-a-class-struct'
import Prefs

// PrefsSchemaMacroTests.schemaRequiresAClass, with keyword: "struct" (expects "not a struct").
@PrefsSchema struct P {}
