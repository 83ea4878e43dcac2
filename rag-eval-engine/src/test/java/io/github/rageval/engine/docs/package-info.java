/**
 * Tests of the user documentation (README.md and docs/*.md at the repository's root): the configuration reference is
 * generated from the settings table {@link io.github.rageval.engine.settings.table.GoalSettings} and must match it, and every
 * relative link and anchor must resolve. Test code only: the documentation is not part of the engine.
 */
package io.github.rageval.engine.docs;
