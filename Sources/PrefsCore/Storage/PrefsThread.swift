#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calling thread's identity, for the re-entrancy checks of ``PrefsValueStore`` and the file lock: a batch that a
/// thread starts while it already holds a storage's writer lock runs nested instead of waiting for itself.
enum PrefsThread {
    /// A number that no other running thread has; never 0.
    @usableFromInline
    static var current: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }
}
