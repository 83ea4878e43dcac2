/**
 * The one table of every setting of every goal and how a front end writes each: {@link
 * io.github.rageval.engine.settings.table.GoalSettings} (name, property, type, default, the goals that read it,
 * description), {@link io.github.rageval.engine.settings.table.Defaults}, and {@link
 * io.github.rageval.engine.settings.table.SettingWords}, the one function a front end supplies to name a setting,
 * a value, a goal's command and a map setting's entries ({@link io.github.rageval.engine.settings.table.OptionWords})
 * in its own words. It depends on nothing else in the engine, so that every package, down to the retrievers and the
 * latency limits, names settings by the table's constants and in the user's words.
 */
package io.github.rageval.engine.settings.table;
