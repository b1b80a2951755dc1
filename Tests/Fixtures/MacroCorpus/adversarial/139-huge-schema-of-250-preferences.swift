// corpus: adversarial, Scripts/make-macro-corpus.py, case 'huge-schema-of-250-preferences'
import Prefs
import PrefsKitCompatibility

@PrefsSchema @SettingsGroup("g", title: "G") final class HugeSchema {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var p000: Int = 0
    @Pref(key: "huge.p001") var p001: String = "1"
    @Pref var p002: [String: [Int]]?
    @RawRepresentablePref var p003: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old004"]) var p004: [Double] = [4]
    @Pref @Setting(title: "P005", group: "g", range: 0...1000) var p005: Int = 5
    /// Preference 006.
    @Pref var p006: Bool = false
    @RawPref var p007: [Any] = [7]
    @Pref var p008: Int = 8
    @Pref(key: "huge.p009") var p009: String = "9"
    @Pref var p010: [String: [Int]]?
    @RawRepresentablePref var p011: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old012"]) var p012: [Double] = [12]
    @Pref @Setting(title: "P013", group: "g", range: 0...1000) var p013: Int = 13
    /// Preference 014.
    @Pref var p014: Bool = false
    @RawPref var p015: [Any] = [15]
    @Pref var p016: Int = 16
    @Pref(key: "huge.p017") var p017: String = "17"
    @Pref var p018: [String: [Int]]?
    @RawRepresentablePref var p019: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old020"]) var p020: [Double] = [20]
    @Pref @Setting(title: "P021", group: "g", range: 0...1000) var p021: Int = 21
    /// Preference 022.
    @Pref var p022: Bool = false
    @RawPref var p023: [Any] = [23]
    @Pref var p024: Int = 24
    @Pref(key: "huge.p025") var p025: String = "25"
    @Pref var p026: [String: [Int]]?
    @RawRepresentablePref var p027: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old028"]) var p028: [Double] = [28]
    @Pref @Setting(title: "P029", group: "g", range: 0...1000) var p029: Int = 29
    /// Preference 030.
    @Pref var p030: Bool = false
    @RawPref var p031: [Any] = [31]
    @Pref var p032: Int = 32
    @Pref(key: "huge.p033") var p033: String = "33"
    @Pref var p034: [String: [Int]]?
    @RawRepresentablePref var p035: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old036"]) var p036: [Double] = [36]
    @Pref @Setting(title: "P037", group: "g", range: 0...1000) var p037: Int = 37
    /// Preference 038.
    @Pref var p038: Bool = false
    @RawPref var p039: [Any] = [39]
    @Pref var p040: Int = 40
    @Pref(key: "huge.p041") var p041: String = "41"
    @Pref var p042: [String: [Int]]?
    @RawRepresentablePref var p043: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old044"]) var p044: [Double] = [44]
    @Pref @Setting(title: "P045", group: "g", range: 0...1000) var p045: Int = 45
    /// Preference 046.
    @Pref var p046: Bool = false
    @RawPref var p047: [Any] = [47]
    @Pref var p048: Int = 48
    @Pref(key: "huge.p049") var p049: String = "49"
    @Pref var p050: [String: [Int]]?
    @RawRepresentablePref var p051: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old052"]) var p052: [Double] = [52]
    @Pref @Setting(title: "P053", group: "g", range: 0...1000) var p053: Int = 53
    /// Preference 054.
    @Pref var p054: Bool = false
    @RawPref var p055: [Any] = [55]
    @Pref var p056: Int = 56
    @Pref(key: "huge.p057") var p057: String = "57"
    @Pref var p058: [String: [Int]]?
    @RawRepresentablePref var p059: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old060"]) var p060: [Double] = [60]
    @Pref @Setting(title: "P061", group: "g", range: 0...1000) var p061: Int = 61
    /// Preference 062.
    @Pref var p062: Bool = false
    @RawPref var p063: [Any] = [63]
    @Pref var p064: Int = 64
    @Pref(key: "huge.p065") var p065: String = "65"
    @Pref var p066: [String: [Int]]?
    @RawRepresentablePref var p067: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old068"]) var p068: [Double] = [68]
    @Pref @Setting(title: "P069", group: "g", range: 0...1000) var p069: Int = 69
    /// Preference 070.
    @Pref var p070: Bool = false
    @RawPref var p071: [Any] = [71]
    @Pref var p072: Int = 72
    @Pref(key: "huge.p073") var p073: String = "73"
    @Pref var p074: [String: [Int]]?
    @RawRepresentablePref var p075: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old076"]) var p076: [Double] = [76]
    @Pref @Setting(title: "P077", group: "g", range: 0...1000) var p077: Int = 77
    /// Preference 078.
    @Pref var p078: Bool = false
    @RawPref var p079: [Any] = [79]
    @Pref var p080: Int = 80
    @Pref(key: "huge.p081") var p081: String = "81"
    @Pref var p082: [String: [Int]]?
    @RawRepresentablePref var p083: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old084"]) var p084: [Double] = [84]
    @Pref @Setting(title: "P085", group: "g", range: 0...1000) var p085: Int = 85
    /// Preference 086.
    @Pref var p086: Bool = false
    @RawPref var p087: [Any] = [87]
    @Pref var p088: Int = 88
    @Pref(key: "huge.p089") var p089: String = "89"
    @Pref var p090: [String: [Int]]?
    @RawRepresentablePref var p091: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old092"]) var p092: [Double] = [92]
    @Pref @Setting(title: "P093", group: "g", range: 0...1000) var p093: Int = 93
    /// Preference 094.
    @Pref var p094: Bool = false
    @RawPref var p095: [Any] = [95]
    @Pref var p096: Int = 96
    @Pref(key: "huge.p097") var p097: String = "97"
    @Pref var p098: [String: [Int]]?
    @RawRepresentablePref var p099: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old100"]) var p100: [Double] = [100]
    @Pref @Setting(title: "P101", group: "g", range: 0...1000) var p101: Int = 101
    /// Preference 102.
    @Pref var p102: Bool = false
    @RawPref var p103: [Any] = [103]
    @Pref var p104: Int = 104
    @Pref(key: "huge.p105") var p105: String = "105"
    @Pref var p106: [String: [Int]]?
    @RawRepresentablePref var p107: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old108"]) var p108: [Double] = [108]
    @Pref @Setting(title: "P109", group: "g", range: 0...1000) var p109: Int = 109
    /// Preference 110.
    @Pref var p110: Bool = false
    @RawPref var p111: [Any] = [111]
    @Pref var p112: Int = 112
    @Pref(key: "huge.p113") var p113: String = "113"
    @Pref var p114: [String: [Int]]?
    @RawRepresentablePref var p115: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old116"]) var p116: [Double] = [116]
    @Pref @Setting(title: "P117", group: "g", range: 0...1000) var p117: Int = 117
    /// Preference 118.
    @Pref var p118: Bool = false
    @RawPref var p119: [Any] = [119]
    @Pref var p120: Int = 120
    @Pref(key: "huge.p121") var p121: String = "121"
    @Pref var p122: [String: [Int]]?
    @RawRepresentablePref var p123: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old124"]) var p124: [Double] = [124]
    @Pref @Setting(title: "P125", group: "g", range: 0...1000) var p125: Int = 125
    /// Preference 126.
    @Pref var p126: Bool = false
    @RawPref var p127: [Any] = [127]
    @Pref var p128: Int = 128
    @Pref(key: "huge.p129") var p129: String = "129"
    @Pref var p130: [String: [Int]]?
    @RawRepresentablePref var p131: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old132"]) var p132: [Double] = [132]
    @Pref @Setting(title: "P133", group: "g", range: 0...1000) var p133: Int = 133
    /// Preference 134.
    @Pref var p134: Bool = false
    @RawPref var p135: [Any] = [135]
    @Pref var p136: Int = 136
    @Pref(key: "huge.p137") var p137: String = "137"
    @Pref var p138: [String: [Int]]?
    @RawRepresentablePref var p139: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old140"]) var p140: [Double] = [140]
    @Pref @Setting(title: "P141", group: "g", range: 0...1000) var p141: Int = 141
    /// Preference 142.
    @Pref var p142: Bool = false
    @RawPref var p143: [Any] = [143]
    @Pref var p144: Int = 144
    @Pref(key: "huge.p145") var p145: String = "145"
    @Pref var p146: [String: [Int]]?
    @RawRepresentablePref var p147: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old148"]) var p148: [Double] = [148]
    @Pref @Setting(title: "P149", group: "g", range: 0...1000) var p149: Int = 149
    /// Preference 150.
    @Pref var p150: Bool = false
    @RawPref var p151: [Any] = [151]
    @Pref var p152: Int = 152
    @Pref(key: "huge.p153") var p153: String = "153"
    @Pref var p154: [String: [Int]]?
    @RawRepresentablePref var p155: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old156"]) var p156: [Double] = [156]
    @Pref @Setting(title: "P157", group: "g", range: 0...1000) var p157: Int = 157
    /// Preference 158.
    @Pref var p158: Bool = false
    @RawPref var p159: [Any] = [159]
    @Pref var p160: Int = 160
    @Pref(key: "huge.p161") var p161: String = "161"
    @Pref var p162: [String: [Int]]?
    @RawRepresentablePref var p163: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old164"]) var p164: [Double] = [164]
    @Pref @Setting(title: "P165", group: "g", range: 0...1000) var p165: Int = 165
    /// Preference 166.
    @Pref var p166: Bool = false
    @RawPref var p167: [Any] = [167]
    @Pref var p168: Int = 168
    @Pref(key: "huge.p169") var p169: String = "169"
    @Pref var p170: [String: [Int]]?
    @RawRepresentablePref var p171: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old172"]) var p172: [Double] = [172]
    @Pref @Setting(title: "P173", group: "g", range: 0...1000) var p173: Int = 173
    /// Preference 174.
    @Pref var p174: Bool = false
    @RawPref var p175: [Any] = [175]
    @Pref var p176: Int = 176
    @Pref(key: "huge.p177") var p177: String = "177"
    @Pref var p178: [String: [Int]]?
    @RawRepresentablePref var p179: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old180"]) var p180: [Double] = [180]
    @Pref @Setting(title: "P181", group: "g", range: 0...1000) var p181: Int = 181
    /// Preference 182.
    @Pref var p182: Bool = false
    @RawPref var p183: [Any] = [183]
    @Pref var p184: Int = 184
    @Pref(key: "huge.p185") var p185: String = "185"
    @Pref var p186: [String: [Int]]?
    @RawRepresentablePref var p187: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old188"]) var p188: [Double] = [188]
    @Pref @Setting(title: "P189", group: "g", range: 0...1000) var p189: Int = 189
    /// Preference 190.
    @Pref var p190: Bool = false
    @RawPref var p191: [Any] = [191]
    @Pref var p192: Int = 192
    @Pref(key: "huge.p193") var p193: String = "193"
    @Pref var p194: [String: [Int]]?
    @RawRepresentablePref var p195: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old196"]) var p196: [Double] = [196]
    @Pref @Setting(title: "P197", group: "g", range: 0...1000) var p197: Int = 197
    /// Preference 198.
    @Pref var p198: Bool = false
    @RawPref var p199: [Any] = [199]
    @Pref var p200: Int = 200
    @Pref(key: "huge.p201") var p201: String = "201"
    @Pref var p202: [String: [Int]]?
    @RawRepresentablePref var p203: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old204"]) var p204: [Double] = [204]
    @Pref @Setting(title: "P205", group: "g", range: 0...1000) var p205: Int = 205
    /// Preference 206.
    @Pref var p206: Bool = false
    @RawPref var p207: [Any] = [207]
    @Pref var p208: Int = 208
    @Pref(key: "huge.p209") var p209: String = "209"
    @Pref var p210: [String: [Int]]?
    @RawRepresentablePref var p211: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old212"]) var p212: [Double] = [212]
    @Pref @Setting(title: "P213", group: "g", range: 0...1000) var p213: Int = 213
    /// Preference 214.
    @Pref var p214: Bool = false
    @RawPref var p215: [Any] = [215]
    @Pref var p216: Int = 216
    @Pref(key: "huge.p217") var p217: String = "217"
    @Pref var p218: [String: [Int]]?
    @RawRepresentablePref var p219: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old220"]) var p220: [Double] = [220]
    @Pref @Setting(title: "P221", group: "g", range: 0...1000) var p221: Int = 221
    /// Preference 222.
    @Pref var p222: Bool = false
    @RawPref var p223: [Any] = [223]
    @Pref var p224: Int = 224
    @Pref(key: "huge.p225") var p225: String = "225"
    @Pref var p226: [String: [Int]]?
    @RawRepresentablePref var p227: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old228"]) var p228: [Double] = [228]
    @Pref @Setting(title: "P229", group: "g", range: 0...1000) var p229: Int = 229
    /// Preference 230.
    @Pref var p230: Bool = false
    @RawPref var p231: [Any] = [231]
    @Pref var p232: Int = 232
    @Pref(key: "huge.p233") var p233: String = "233"
    @Pref var p234: [String: [Int]]?
    @RawRepresentablePref var p235: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old236"]) var p236: [Double] = [236]
    @Pref @Setting(title: "P237", group: "g", range: 0...1000) var p237: Int = 237
    /// Preference 238.
    @Pref var p238: Bool = false
    @RawPref var p239: [Any] = [239]
    @Pref var p240: Int = 240
    @Pref(key: "huge.p241") var p241: String = "241"
    @Pref var p242: [String: [Int]]?
    @RawRepresentablePref var p243: Theme = .light
    @JSONStringCodablePref(legacyKeys: ["old244"]) var p244: [Double] = [244]
    @Pref @Setting(title: "P245", group: "g", range: 0...1000) var p245: Int = 245
    /// Preference 246.
    @Pref var p246: Bool = false
    @RawPref var p247: [Any] = [247]
    @Pref var p248: Int = 248
    @Pref(key: "huge.p249") var p249: String = "249"

    @OnPrefChange("p000", "p010", "p020", "p030", "p040", "p050", "p060", "p070", "p080", "p090", "p100", "p110", "p120", "p130", "p140", "p150", "p160", "p170", "p180", "p190", "p200", "p210", "p220", "p230", "p240") func anyChanged() {}
}

enum Theme: String { case light, dark }
