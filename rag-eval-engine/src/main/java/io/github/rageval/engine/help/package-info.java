/**
 * What the front ends' help prints, built from the one settings table ({@code config/GoalSettings}): each goal's
 * purpose in one line ({@link io.github.rageval.engine.help.GoalPurposes}), and the Maven plugin's help goal's text
 * ({@link io.github.rageval.engine.help.PluginHelp}), a parameter per line, so that help stays short enough to read
 * and cannot drift from the parameters.
 */
package io.github.rageval.engine.help;
