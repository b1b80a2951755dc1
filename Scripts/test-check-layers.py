#!/usr/bin/env python3
"""Tests of Scripts/check-layers.py: the clean tree passes, and each kind of violation injected into a copy fails.

Each test copies Sources, Package.swift and Docs/Architecture.md to a temporary directory, changes the copy, runs the
check there and looks at its exit status and at the line that names the violation. Nothing outside the temporary
directories is written. Run from the repository root: python3 Scripts/test-check-layers.py
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

REPOSITORY = pathlib.Path(__file__).resolve().parent.parent
CHECK = REPOSITORY / "Scripts" / "check-layers.py"


class LayeringCheckTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory(prefix="prefs-layers-")
        self.root = pathlib.Path(self.directory.name)
        shutil.copytree(REPOSITORY / "Sources", self.root / "Sources", symlinks=True)
        shutil.copy(REPOSITORY / "Package.swift", self.root / "Package.swift")
        (self.root / "Docs").mkdir()
        shutil.copy(REPOSITORY / "Docs" / "Architecture.md", self.root / "Docs" / "Architecture.md")

    def tearDown(self):
        self.directory.cleanup()

    def run_check(self):
        result = subprocess.run(
            [sys.executable, str(CHECK)], cwd=self.root, capture_output=True, text=True, timeout=120)
        return result.returncode, result.stdout + result.stderr

    def write(self, path, text):
        file = self.root / path
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text)

    def append(self, path, text):
        file = self.root / path
        file.write_text(file.read_text() + text)

    def replace(self, path, old, new):
        file = self.root / path
        text = file.read_text()
        self.assertIn(old, text, f"{path} no longer holds the text this test changes")
        file.write_text(text.replace(old, new, 1))

    def assert_fails(self, *expected):
        status, output = self.run_check()
        self.assertEqual(status, 1, f"the check passed:\n{output}")
        for text in expected:
            self.assertIn(text, output)
        return output

    def assert_passes(self):
        status, output = self.run_check()
        self.assertEqual(status, 0, f"the check failed:\n{output}")
        return output

    # The clean tree, and what must not count as a use.

    def test_clean_tree_passes(self):
        output = self.assert_passes()
        self.assertIn("follow Docs/Architecture.md and Package.swift", output)

    def test_names_in_comments_strings_and_own_declarations_do_not_count(self):
        self.write("Sources/PrefsCore/Coding/Injected.swift", '''
// JSONReader and value.isScalar, in a comment.
/* LayeredPrefsStorage, in a block comment */
func injectedText() -> String { "JSONReader, value.isScalar, \\(1 + 2)" }
struct InjectedLocal {
    var isScalar: Bool { true }
    func check() -> Bool { self.isScalar }
}
''')
        self.assert_passes()

    # Each kind of violation.

    def test_forbidden_type_fails(self):
        self.write("Sources/PrefsCore/Coding/Injected.swift", "func injected() -> Any.Type { JSONReader.self }\n")
        self.assert_fails(
            "Sources/PrefsCore/Coding/Injected.swift:1: PrefsCore/Coding uses type JSONReader from PrefsCore/JSON")

    def test_forbidden_type_inside_an_interpolation_fails(self):
        self.write("Sources/PrefsCore/Coding/Injected.swift", 'func injected() -> String { "\\(JSONReader.self)" }\n')
        self.assert_fails("PrefsCore/Coding uses type JSONReader from PrefsCore/JSON")

    def test_forbidden_free_function_call_fails(self):
        self.write("Sources/PrefsCore/JSON/InjectedHelper.swift", "func injectedJSONHelper() -> Int { 1 }\n")
        self.write("Sources/PrefsCore/Coding/Injected.swift", "func injected() -> Int { injectedJSONHelper() }\n")
        self.assert_fails(
            "Sources/PrefsCore/Coding/Injected.swift:1: PrefsCore/Coding uses function injectedJSONHelper() from "
            "PrefsCore/JSON")

    def test_forbidden_extension_member_fails(self):
        # `isScalar` is declared in the JSON folder, in `extension PrefsValue`: a Coding type, reached from Coding.
        self.write("Sources/PrefsCore/Coding/Injected.swift", "func injected(_ value: PrefsValue) -> Bool {\n"
                   "    value.isScalar\n}\n")
        self.assert_fails(
            "Sources/PrefsCore/Coding/Injected.swift:2: PrefsCore/Coding uses extension member .isScalar (declared on "
            "JSONValue, PrefsValue) from PrefsCore/JSON")

    def test_cast_to_a_storage_class_outside_its_own_files_fails(self):
        self.write("Sources/PrefsMigrations/Injected.swift", "import PrefsCore\n"
                   "func injected(_ storage: any PrefsStorage) -> Bool {\n"
                   "    (storage as? FilePrefsStorage) != nil || storage is LayeredPrefsStorage\n}\n")
        self.write("Sources/PrefsCore/Schema/Injected.swift",
                   "func injected(_ storage: any PrefsStorage) -> Bool { storage as! any PrefsStorage === storage }\n"
                   "func injectedAlso(_ storage: any PrefsStorage) -> Bool { storage is DictionaryPrefsStorage }\n")
        output = self.assert_fails(
            "Sources/PrefsMigrations/Injected.swift:3: PrefsMigrations casts to FilePrefsStorage, outside its own "
            "files",
            "Sources/PrefsMigrations/Injected.swift:3: PrefsMigrations casts to LayeredPrefsStorage, outside its own "
            "files",
            "Sources/PrefsCore/Schema/Injected.swift:2: PrefsCore/Schema casts to DictionaryPrefsStorage, outside its "
            "own files")
        self.assertNotIn("Injected.swift:1", output, "a cast to the protocol itself is not a cast to a storage class")

    def test_pattern_cast_to_a_storage_class_outside_its_own_files_fails(self):
        self.write("Sources/PrefsCommandLine/Injected.swift", "import PrefsCore\n"
                   "func injected(_ storage: any PrefsStorage) -> Bool {\n"
                   "    switch storage {\n    case let file as FilePrefsStorage: file.file.path.isEmpty\n"
                   "    default: false\n    }\n}\n")
        self.assert_fails("Sources/PrefsCommandLine/Injected.swift:4: PrefsCommandLine casts to FilePrefsStorage")

    def test_cast_inside_storage_but_outside_the_class_files_fails(self):
        # Storage's own folders are no exception: the layered storage may not cast to the file storage.
        self.write("Sources/PrefsCore/Storage/Layers/Injected.swift",
                   "func injected(_ storage: any PrefsStorage) -> Bool { storage is FilePrefsStorage }\n")
        self.assert_fails(
            "Sources/PrefsCore/Storage/Layers/Injected.swift:1: PrefsCore/Storage/Layers casts to FilePrefsStorage, "
            "outside its own files")

    def test_cast_in_the_class_own_files_passes(self):
        self.write("Sources/PrefsCore/Storage/File/FilePrefsStorage+Injected.swift",
                   "func injected(_ storage: any PrefsStorage) -> Bool { storage is FilePrefsStorage }\n")
        self.write("Sources/PrefsCore/Storage/AnyPrefsStorage+Injected.swift",
                   "func injected2(_ storage: any PrefsStorage) -> Bool { storage is AnyPrefsStorage }\n")
        self.assert_passes()

    def test_forbidden_extension_initialiser_fails(self):
        self.write("Sources/PrefsCore/Coding/Injected.swift", "func injected() -> PrefsValue? {\n"
                   "    try? PrefsValue(json: \"1\")\n}\n")
        self.assert_fails("PrefsCore/Coding uses extension initialiser PrefsValue.init(json:) from PrefsCore/JSON")

    def test_coding_naming_foundations_json_coders_fails(self):
        # Coding does not know JSON: not the JSON folder, and not Foundation's JSON coders either.
        self.write("Sources/PrefsCore/Coding/Injected.swift",
                   "import Foundation\nfunc injected() -> Data? {\n    try? JSONEncoder().encode([1])\n}\n")
        self.assert_fails("Sources/PrefsCore/Coding/Injected.swift:3: PrefsCore/Coding uses JSONEncoder, which only "
                          "PrefsCore/JSON may use (the owned table)")

    def test_second_json_encoder_configuration_fails(self):
        # Schema may use the JSON folder, but configures no JSONEncoder of its own: JSONCodableSupport is the one.
        self.write("Sources/PrefsCore/Schema/Injected.swift",
                   "import Foundation\nfunc injected() -> JSONEncoder {\n    JSONEncoder()\n}\n")
        self.assert_fails("Sources/PrefsCore/Schema/Injected.swift:2: PrefsCore/Schema uses JSONEncoder, which only "
                          "PrefsCore/JSON may use")

    def test_value_text_written_outside_format_fails(self):
        self.write("Sources/PrefsCore/Storage/Injected.swift",
                   "import Foundation\nfunc injected(_ data: Data) -> String {\n    data.base64EncodedString()\n}\n")
        self.assert_fails("Sources/PrefsCore/Storage/Injected.swift:3: PrefsCore/Storage uses base64EncodedString, "
                          "which only PrefsCore/Format may use")

    def test_owned_names_bind_only_the_core(self):
        self.write("Sources/PrefsSearch/Injected.swift",
                   "import Foundation\nfunc injected() -> JSONEncoder {\n    JSONEncoder()\n}\n")
        self.assert_passes()

    def test_sub_folder_violation_fails(self):
        # Storage may not use its sub-folders: they build on it.
        self.write("Sources/PrefsCore/Storage/Injected.swift", "func injected(_ storage: any PrefsStorage) -> Bool {\n"
                   "    storage is LayeredPrefsStorage\n}\n")
        self.assert_fails(
            "Sources/PrefsCore/Storage/Injected.swift:2: PrefsCore/Storage uses type LayeredPrefsStorage from "
            "PrefsCore/Storage/Layers")

    def test_sub_folder_extension_member_fails(self):
        self.write("Sources/PrefsCore/Storage/File/Injected.swift",
                   "func injected(_ storage: any PrefsStorage) -> Any? {\n    AnyPrefsStorage.layered(user: storage)\n}\n")
        self.assert_fails("PrefsCore/Storage/File uses extension member .layered (declared on AnyPrefsStorage, PrefsStorage) from "
                          "PrefsCore/Storage/Layers")

    def test_new_sub_folder_needs_its_own_row(self):
        self.write("Sources/PrefsCore/Storage/Cloud/CloudStorage.swift", "struct CloudStorage {}\n")
        self.assert_fails("Sources/PrefsCore/Storage/Cloud: folder missing from the layers table")

    def test_module_importing_a_product_it_does_not_depend_on_fails(self):
        self.write("Sources/PrefsMigrations/Injected.swift", "import PrefsSearch\n")
        self.assert_fails(
            "Sources/PrefsMigrations/Injected.swift:1: PrefsMigrations imports PrefsSearch, which is not a dependency "
            "of PrefsMigrations in Package.swift")

    def test_module_using_a_module_it_does_not_depend_on_fails(self):
        self.write("Sources/PrefsSearch/Injected.swift", "func injected() -> Any.Type { PrefsCommandLine.self }\n")
        self.assert_fails("PrefsSearch uses type PrefsCommandLine from PrefsCommandLine")

    def test_core_folder_importing_a_module_fails(self):
        self.write("Sources/PrefsCore/Schema/Injected.swift", "import PrefsSearch\n")
        self.assert_fails("PrefsCore/Schema imports PrefsSearch, which is not a dependency of PrefsCore")

    def test_module_using_a_folder_of_core_its_row_does_not_name_fails(self):
        self.write("Sources/PrefsSearch/Injected.swift", "func injected() -> Any.Type { FilePrefsStorage.self }\n")
        self.assert_fails("PrefsSearch uses type FilePrefsStorage from PrefsCore/Storage/File")

    def test_table_must_match_package_dependencies(self):
        self.replace("Package.swift", 'name: "PrefsSearch", dependencies: ["Prefs", "PrefsCore"]',
                     'name: "PrefsSearch", dependencies: ["Prefs", "PrefsCore", "PrefsMigrations"]')
        self.assert_fails("the modules table says PrefsSearch depends on Prefs, PrefsCore, but Package.swift says "
                          "Prefs, PrefsCore, PrefsMigrations")

    def test_new_module_needs_a_row(self):
        self.replace("Package.swift", '.target(name: "PrefsSearch",',
                     '.target(name: "PrefsExtra", dependencies: ["Prefs"]),\n        .target(name: "PrefsSearch",')
        self.write("Sources/PrefsExtra/Extra.swift", "import Prefs\n")
        self.assert_fails("Sources/PrefsExtra: module missing from the modules table")


if __name__ == "__main__":
    unittest.main(verbosity=2)
