/**
 * Rendering a check for people and tools: the console lines, report.md (also GitHub's job summary), report.html,
 * the JUnit XML and the TREC run of the retrieved lists. Every renderer reads the same evaluation and analysis,
 * and the same input gives the same bytes.
 */
package io.github.rageval.engine.render;
