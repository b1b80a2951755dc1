// corpus: adversarial, Scripts/make-macro-corpus.py, case 'integer-widths-and-number-literal-forms'
import Prefs

@PrefsSchema final class Numbers {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var i8: Int8 = -128
    @Pref var i16: Int16 = 0x7FFF
    @Pref var i32: Int32 = -2_147_483_648
    @Pref var i64: Int64 = 0b1010
    @Pref var u8: UInt8 = 0o17
    @Pref var u16: UInt16 = 8080
    @Pref var u32: UInt32 = 1_000
    @Pref var u64: UInt64 = 18_446_744_073_709_551_615
    @Pref var i128: Int128 = 170141183460469231731687303715884105727
    @Pref var u128: UInt128 = 0
    @Pref var f: Float = 1e3
    @Pref var d: Double = -0.0
    @Pref var inf: Double = .infinity
    @Pref var nan: Double = Double.nan
    @Pref var hexFloat: Double = 0x1p-2
    @Pref var negative: Int = -1
    @Pref var parenthesised: Int = (-(1))
}
