/**
 * The settings as the engine receives them: the one table of every setting of every goal ({@link
 * io.github.rageval.engine.settings.table.GoalSettings}) with its defaults ({@link io.github.rageval.engine.settings.table.Defaults}),
 * and the typed records the settings pass ({@code settings.read}) builds from what the user wrote: the evaluation's
 * settings (files, k, retriever, the gate's rules, cutoffs, tags, threads), where data comes from, how results are
 * scored, and the environment. Parsed once, at the edge; nothing below reads a setting's text again.
 */
package io.github.rageval.engine.settings;
