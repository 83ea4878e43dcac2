/**
 * The command line: the {@code check} and {@code baseline} goals without Maven, their settings as options read from
 * the one settings table ({@link io.github.rageval.engine.settings.table.GoalSettings}), for scripts, CI without Maven and the
 * benchmarks; exit 0 when the gate passes, 1 when it fails, 2 on an error.
 */
package io.github.rageval.cli;
