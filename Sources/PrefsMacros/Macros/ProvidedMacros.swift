/// The macro this plugin provides under the type name used in `#externalMacro(module:type:)`.
func providedMacro(named typeName: String) -> (any AttachedMacro.Type)? {
    switch typeName {
    case "PrefsSchemaMacro": PrefsSchemaMacro.self
    case "PrefMacro", "RawRepresentablePrefMacro", "JSONDataCodablePrefMacro", "JSONStringCodablePrefMacro",
        "RawPrefMacro":
        PrefMacro.self
    case "SettingMacro": SettingMacro.self
    case "SettingsGroupMacro": SettingsGroupMacro.self
    case "OnPrefChangeMacro": OnPrefChangeMacro.self
    default: nil
    }
}
