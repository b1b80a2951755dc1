// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-schema-requires-a-class-enum'
import Prefs

// PrefsSchemaMacroTests.schemaRequiresAClass, with keyword: "enum" (expects "not an enum").
@PrefsSchema enum P {}
