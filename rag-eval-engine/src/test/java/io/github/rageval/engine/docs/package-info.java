/**
 * Tests of the user documentation (README.md and docs/*.md at the repository's root): the configuration reference is
 * generated from the settings table {@link io.github.rageval.engine.settings.table.GoalSettings} and must match it, every
 * relative link and anchor must resolve, and every page that adds rag-eval to a build says where it comes from. Test
 * code only: the documentation is not part of the engine.
 */
package io.github.rageval.engine.docs;
