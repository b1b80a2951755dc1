/// Whether, and how, a file storage watches its file for changes made by other processes and tools.
///
/// A watched storage updates itself when another process (a second instance of the app, `PrefsDemo set`, an editor)
/// changes the file: reads return the new values and observers, Observation, change streams and `@OnPrefChange`
/// hooks hear of each changed key, as for a write in this process. See Docs/Live.md.
///
/// ```swift
/// @Storage var storage = .jsonFile(url)                                  // watched (the default)
/// @Storage var storage = .jsonFile(url, watching: .off)                  // changes seen at the next write or reload()
/// @Storage var storage = .jsonFile(nfsURL, watching: .polling(every: .seconds(2)))  // a network file system
/// ```
public enum PrefsFileWatching: Sendable, Hashable {
    /// The kernel's file notifications: inotify on Linux, kqueue on Apple platforms. Where they are unavailable
    /// (too many watches, the directory missing) the storage polls every 250 ms until they work again. A change is
    /// seen about 50 ms after it is made. This is the default.
    case notifications
    /// Comparing the file's identity, size and times every `interval`: for files the kernel does not report changes
    /// of, such as those on network file systems written by other hosts.
    case polling(every: Duration)
    /// No watching: other processes' changes are seen at this storage's next write (which merges them) or
    /// ``FilePrefsStorage/reload()``.
    case off
}
