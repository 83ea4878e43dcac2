/**
 * One summary for a multi-module build: the {@code report.json} each module's check wrote, read back and put in one
 * table (a row per module, or per retriever variant when a module compares several), with one verdict over all of
 * them, written as report.json, report.md and report.html and appended once to GitHub's job summary. Which modules
 * there are and where their reports lie is the caller's to say (the Maven goal reads it from the reactor).
 */
package io.github.rageval.engine.aggregate;
