/**
 * The one way in for settings: what the user wrote, from any front end ({@link SettingValues}: a POM's parameters and
 * {@code -D} properties, or the command line's options), read into one typed request per goal
 * ({@link GoalRequest}) by one pass over the one table of settings ({@link io.github.rageval.engine.config.GoalSettings}):
 * empty values, settings another setting makes unread, typed parse, the retrievers' own options and the old top-level
 * names for them ({@link RetrieverAliases}), and the checks across settings ({@link SettingsCheck}). The Maven goals
 * and the command line only collect what was written and call this package; nothing here knows either of them.
 */
package io.github.rageval.engine.settings;
