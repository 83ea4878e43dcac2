/**
 * The one way in for settings: what the user wrote, from any front end ({@link SettingValues}: a POM's parameters and
 * {@code -D} properties, or the command line's options), read into one typed request per goal
 * ({@link GoalRequest}) by one pass over the one table of settings ({@link io.github.rageval.engine.settings.table.GoalSettings}):
 * empty values, settings another setting makes unread, typed parse, the retrievers' own options and the old top-level
 * names for them ({@link RetrieverAliases}), and the checks across settings ({@link SettingsCheck}). Only the goals'
 * flows ({@code goal}) call this package; the front ends collect what was written, and nothing here knows them.
 */
package io.github.rageval.engine.settings.read;
