import Prefs
import Testing

@Suite struct SettingsJSONMalformedTests {
    static func document(_ children: String) -> String {
        #"{"format": "prefs-schema", "version": 1, "title": "T", "children": [\#(children)]}"#
    }

    static let pref = #""kind": "pref", "id": "a.b", "key": "b", "type": "double""#

    @Test(arguments: [
        ("", "invalid JSON at line 1, column 1: the text holds no JSON value"),
        (
            "{\"format\": \"prefs-schema\",\n \"version\": 1,}",
            "invalid JSON at line 2, column 15: expected a string key in double quotes"
        ),
        ("[1, 2]", "expected an object, found an array"),
        (
            #"{"format": "prefs-schema", "version": 1} x"#,
            "invalid JSON at line 1, column 42: unexpected text after the JSON value"
        ),
        (#"{"version": 1, "children": []}"#, "format: missing"),
        (#"{"format": "settings", "version": 1}"#, #"format: expected "prefs-schema", found "settings""#),
        (#"{"format": "prefs-schema", "version": 2}"#, "version: unsupported version 2; this library reads version 1"),
        (#"{"format": "prefs-schema", "version": "1"}"#, #"version: expected 1, found "1""#),
        (#"{"format": "prefs-schema", "version": 1, "children": {}}"#, "children: expected an array, found an object"),
        (document("3"), "children[0]: expected an object, found 3"),
        (document(#"{"id": "a"}"#), "children[0].kind: missing"),
        (
            document(#"{"kind": "folder", "id": "a"}"#),
            #"children[0].kind: expected one of group, pref, custom, found "folder""#
        ),
        (document(#"{"kind": "group"}"#), "children[0].id: missing"),
        (document(#"{"kind": "group", "id": ""}"#), "children[0].id: must not be empty"),
        (document(#"{"kind": "group", "id": "a", "title": 5}"#), "children[0].title: expected a string, found 5"),
        (
            document(#"{"kind": "group", "id": "a", "tags": ["x", 1]}"#),
            "children[0].tags[1]: expected a string, found 1"
        ),
        (
            document(#"{"kind": "group", "id": "a", "searchable": "yes"}"#),
            #"children[0].searchable: expected true or false, found "yes""#
        ),
        (
            document(#"{"kind": "group", "id": "a", "presentation": "modal"}"#),
            #"children[0].presentation: expected "navigation" or "inline", found "modal""#
        ),
        (document(#"{"kind": "pref", "id": "a", "type": "int"}"#), "children[0].key: missing"),
        (
            document(#"{"kind": "pref", "id": "a", "key": "a", "type": "float"}"#),
            #"children[0].type: expected one of bool, int, double, string, data, date, array, dictionary, codable, found "float""#
        ),
        (
            document(#"{"kind": "pref", "id": "a", "key": "a", "type": "int", "default": 1.5}"#),
            "children[0].default: expected an integer, found 1.5"
        ),
        (
            document(#"{"kind": "pref", "id": "a", "key": "a", "type": "bool", "default": 1}"#),
            "children[0].default: expected a boolean, found 1"
        ),
        (
            document(#"{"kind": "pref", "id": "a", "key": "a", "type": "date", "default": "yesterday"}"#),
            #"children[0].default: expected an ISO 8601 date, found "yesterday""#
        ),
        (
            document(#"{"kind": "group", "id": "g", "children": [{}, {"#),
            "invalid JSON at line 1, column 116: expected a string key in double quotes"
        ),
        (
            document(#"{"kind": "group", "id": "g", "children": [{\#(pref), "range": {"min": "ten"}}]}"#),
            #"children[0].children[0].range.min: expected a number, found "ten""#
        ),
        (document(#"{\#(pref), "options": [{"label": "One"}]}"#), "children[0].options[0].value: missing"),
        (
            document(#"{\#(pref), "options": [{"value": true, "label": "On"}]}"#),
            "children[0].options[0].value: expected a number, found true"
        ),
        (
            document(#"{"kind": "pref", "id": "a", "key": "a", "type": "array", "default": [1, null]}"#),
            "children[0].default[1]: expected a value, found null"
        ),
        (
            document(#"{"kind": "custom", "id": "x"}, {"kind": "custom", "id": "x"}"#),
            "children[1]: duplicate id 'x' (first used at children[0])"
        ),
        (
            #"{"format": "prefs-schema", "version": 1, "title": "\u00"}"#,
            "invalid JSON at line 1, column 56: expected 4 hex digits"
        ),
    ])
    func malformedDocumentIsRejectedWithItsPath(json: String, message: String) {
        #expect {
            _ = try SettingsTree(jsonString: json)
        } throws: { error in
            let description = (error as? SettingsTreeError)?.description
            if description != message { Issue.record("got: \(description ?? "\(error)")") }
            return description == message
        }
    }
}
