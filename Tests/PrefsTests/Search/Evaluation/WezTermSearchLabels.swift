import PrefsSearch

@testable import PrefsCore
@testable import PrefsSearch

/// Labelled queries over WezTerm's configuration (``HeldOutCorpus/wezTerm``), a second corpus Prefs did not write.
///
/// Written from the converted tree's titles, summaries, tags and option values only (no description read, no search
/// run on the corpus), and committed on their own before any result was seen ("frozen before any result"; the
/// commit is named in Docs/SettingsTree.md). They are not changed to suit the ranking; a label found wrong later is
/// corrected in its own commit and said so here. The categories are those of ``DesktopSearchLabels``. Several IDs
/// mean any of them is a right answer.
enum WezTermSearchLabels {
    typealias Query = SettingsSearchEvaluation.Query

    static let exitBehavior = ["group.exit_behavior", "exit_behavior"]
    static let hyperlinks = ["hyperlink_rules", "group.hyperlink"]
    static let quickSelect = [
        "group.quick_select", "quick_select_alphabet", "quick_select_patterns", "disable_default_quick_select_patterns",
    ]
    static let cursor = ["default_cursor_style", "cursor_thickness", "cursor_blink_rate"]
    static let fontSmoothing = [
        "font_antialias", "freetype_load_target", "freetype_render_target", "display_pixel_geometry",
    ]
    static let gpu = ["webgpu_preferred_adapter", "front_end", "webgpu_power_preference", "group.gpu"]
    static let windowSize = ["initial_cols", "initial_rows"]
    static let blur = ["macos_window_background_blur", "win32_system_backdrop"]

    static let lexical: [Query] = [
        Query("Font Size", expecting: ["font_size"], category: "exact"),
        Query("Scrollback Lines", expecting: ["scrollback_lines"], category: "exact"),
        Query("Audible Bell", expecting: ["audible_bell"], category: "exact"),
        Query("Exit Behavior", expecting: exitBehavior, category: "exact"),
        Query("Launch Menu", expecting: ["launch_menu"], category: "exact"),
        Query("Max FPS", expecting: ["max_fps"], category: "exact"),
        // Corrected after the first run (prefix 0.900 before): "scrollb" starts "scrollbar" as much as "scrollback",
        // and the group Scroll Bar, which holds Scrollback Lines, is titled so; the label had missed that ambiguity.
        Query("scrollb", expecting: ["scrollback_lines", "group.scroll_bar"], category: "prefix"),
        Query("hyperl", expecting: hyperlinks, category: "prefix"),
        Query("window deco", expecting: ["window_decorations"], category: "prefix"),
        Query("quick sel", expecting: quickSelect, category: "prefix"),
        Query("swap back", expecting: ["swap_backspace_and_delete"], category: "prefix"),
        Query("notch", expecting: ["macos_fullscreen_extend_behind_notch"], category: "word"),
        Query("backdrop", expecting: ["win32_system_backdrop"], category: "word"),
        Query("gradient", expecting: ["window_background_gradient"], category: "word"),
        Query("rasterizer", expecting: ["font_rasterizer"], category: "word"),
        Query("alphabet", expecting: ["quick_select_alphabet"], category: "word"),
        Query("scrolback", expecting: ["scrollback_lines"], category: "typo"),
        Query("hyperlnk", expecting: hyperlinks, category: "typo"),
        Query("multiplexng", expecting: ["group.multiplexing"], category: "typo"),
        Query("harfbuz", expecting: ["harfbuzz_features"], category: "typo"),
        Query("undreline", expecting: ["underline_position", "underline_thickness"], category: "typo"),
        Query("toast", expecting: ["notification_handling"], category: "summary"),
        Query("termios", expecting: ["detect_password_input"], category: "summary"),
        Query("VNC", expecting: ["treat_left_ctrlalt_as_altgr"], category: "summary"),
        Query("ConPTY", expecting: ["allow_win32_input_mode"], category: "summary"),
        Query("saturation", expecting: ["foreground_text_hsb"], category: "summary"),
        Query("tab bar bottom", expecting: ["tab_bar_at_bottom"], category: "multi-word"),
        Query("font size command palette", expecting: ["command_palette_font_size"], category: "multi-word"),
        Query("focus follows mouse", expecting: ["pane_focus_follows_mouse"], category: "multi-word"),
        Query("close confirmation window", expecting: ["window_close_confirmation"], category: "multi-word"),
        Query("blink rate cursor", expecting: ["cursor_blink_rate"], category: "multi-word"),
        Query("Ｆｏｎｔ Ｓｉｚｅ", expecting: ["font_size"], category: "folded"),
    ]

    static let intent: [Query] = [
        // Another word or phrase for the thing.
        Query("text size", expecting: ["font_size"], category: "synonym"),
        Query("typeface", expecting: ["font"], category: "synonym"),
        Query("theme", expecting: ["color_schemes", "colors"], category: "synonym"),
        Query("line spacing", expecting: ["line_height"], category: "synonym"),
        Query("letter spacing", expecting: ["cell_width"], category: "synonym"),
        Query("wallpaper", expecting: ["background", "window_background_gradient"], category: "synonym"),
        Query("caret", expecting: cursor, category: "synonym"),
        Query("frame rate", expecting: ["max_fps", "animation_fps"], category: "synonym"),
        Query("env vars", expecting: ["set_environment_variables"], category: "synonym"),
        Query("graphics card", expecting: gpu, category: "synonym"),
        Query("font smoothing", expecting: fontSmoothing, category: "synonym"),
        Query("colour palette", expecting: ["colors"], category: "synonym"),
        Query("history length", expecting: ["scrollback_lines"], category: "synonym"),
        Query("font folder", expecting: ["font_dirs"], category: "synonym"),
        Query("screen resolution scaling", expecting: ["dpi"], category: "synonym"),
        Query("desktop notifications", expecting: ["notification_handling"], category: "synonym"),
        Query("serial console", expecting: ["serial_ports"], category: "synonym"),
        Query("window margins", expecting: ["window_padding"], category: "synonym"),
        Query("minimize and maximize buttons", expecting: ["integrated_title_buttons"], category: "synonym"),
        Query("auto update", expecting: ["check_for_updates", "show_update_window"], category: "synonym"),
        Query("starting folder", expecting: ["default_cwd"], category: "synonym"),
        Query("default shell", expecting: ["default_prog"], category: "synonym"),
        // A sentence describing the need.
        Query("make the text bigger", expecting: ["font_size"], category: "need"),
        Query(
            "stop the cursor from blinking", expecting: ["cursor_blink_rate", "default_cursor_style"], category: "need"),
        Query("change the cursor shape", expecting: ["default_cursor_style"], category: "need"),
        Query("make the cursor thicker", expecting: ["cursor_thickness"], category: "need"),
        Query("flash the screen instead of beeping", expecting: ["visual_bell"], category: "need"),
        Query("turn off the bell sound", expecting: ["audible_bell"], category: "need"),
        Query("don't ask before closing the window", expecting: ["window_close_confirmation"], category: "need"),
        Query("keep the pane open after the shell exits", expecting: exitBehavior, category: "need"),
        Query("stop checking for new versions", expecting: ["check_for_updates"], category: "need"),
        Query("use a different font", expecting: ["font"], category: "need"),
        Query("bigger text in the command palette", expecting: ["command_palette_font_size"], category: "need"),
        Query("hide the tabs when only one is open", expecting: ["hide_tab_bar_if_only_one_tab"], category: "need"),
        Query("put the tabs at the bottom of the window", expecting: ["tab_bar_at_bottom"], category: "need"),
        Query("show numbers on tabs", expecting: ["show_tab_index_in_tab_bar"], category: "need"),
        Query(
            "go back to the previous tab after closing one", expecting: ["switch_to_last_active_tab_when_closing_tab"],
            category: "need"),
        Query("hide the mouse pointer while I type", expecting: ["hide_mouse_cursor_when_typing"], category: "need"),
        Query(
            "ignore the click that focuses a window", expecting: ["swallow_mouse_click_on_window_focus"],
            category: "need"),
        Query("jump to the bottom when I start typing", expecting: ["scroll_to_bottom_on_input"], category: "need"),
        Query("AltGr doesn't work over remote desktop", expecting: ["treat_left_ctrlalt_as_altgr"], category: "need"),
        Query(
            "what counts as a word when double-click selecting", expecting: ["selection_word_boundary"],
            category: "need"),
        Query("turn off font ligatures", expecting: ["harfbuzz_features"], category: "need"),
        Query("make links in the output clickable", expecting: hyperlinks, category: "need"),
        Query("keep more lines of history", expecting: ["scrollback_lines"], category: "need"),
        Query("the window opens too small", expecting: windowSize, category: "need"),
        Query(
            "quit the app when the last window closes", expecting: ["quit_when_all_windows_are_closed"],
            category: "need"),
        Query("open new windows as tabs", expecting: ["prefer_to_spawn_tabs"], category: "need"),
        Query("use X11 instead of Wayland", expecting: ["enable_wayland"], category: "need"),
        Query("too many open files error", expecting: ["ulimit_nofile"], category: "need"),
        Query("save battery by using the integrated GPU", expecting: ["webgpu_power_preference"], category: "need"),
        Query(
            "render on the CPU without a graphics card", expecting: ["webgpu_force_fallback_adapter", "front_end"],
            category: "need"),
        Query(
            "asian characters are too narrow", expecting: ["treat_east_asian_ambiguous_width_as_wide"],
            category: "need"),
        Query("more space between lines", expecting: ["line_height"], category: "need"),
        Query("add space around the text inside the window", expecting: ["window_padding"], category: "need"),
        Query("start the shell in my home folder", expecting: ["default_cwd"], category: "need"),
        Query("run a different program instead of my shell", expecting: ["default_prog"], category: "need"),
        Query("pasting text changes the line endings", expecting: ["canonicalize_pasted_newlines"], category: "need"),
        Query("apply settings without restarting", expecting: ["automatically_reload_config"], category: "need"),
        Query("make the background blurry", expecting: blur, category: "need"),
        Query("make bold text use bright colours", expecting: ["bold_brightens_ansi_colors"], category: "need"),
        Query("limit how often the screen redraws", expecting: ["max_fps"], category: "need"),
        Query("switch tabs with the scroll wheel", expecting: ["mouse_wheel_scrolls_tabs"], category: "need"),
        Query(
            "scroll faster in full screen programs like less", expecting: ["alternate_buffer_wheel_scroll_speed"],
            category: "need"),
        // An inflected form of the tree's words.
        Query("color scheme", expecting: ["color_schemes"], category: "stemmed"),
        Query("reloading the config automatically", expecting: ["automatically_reload_config"], category: "stemmed"),
        Query("checking for updates", expecting: ["check_for_updates"], category: "stemmed"),
        Query("blinking text rate", expecting: ["text_blink_rate", "text_blink_rate_rapid"], category: "stemmed"),
        Query("cursor blinks", expecting: ["cursor_blink_rate"], category: "stemmed"),
        Query("swapping backspace", expecting: ["swap_backspace_and_delete"], category: "stemmed"),
        Query("spawning tabs", expecting: ["prefer_to_spawn_tabs"], category: "stemmed"),
        Query("quoting dropped files", expecting: ["quote_dropped_files"], category: "stemmed"),
        Query("detecting passwords", expecting: ["detect_password_input"], category: "stemmed"),
    ]
}
