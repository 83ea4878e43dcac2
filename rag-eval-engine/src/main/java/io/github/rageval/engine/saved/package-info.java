/**
 * The JSON files the plugin writes and reads back, each format in one place: report.json (written from an
 * analysis, read back to re-gate it) and baseline.json, with atomic writes so that a reader never sees half a file;
 * and the guard every goal's settings pass puts before the files it writes ({@link
 * io.github.rageval.engine.saved.OutputGuard}): none of them may be a file the project reads.
 */
package io.github.rageval.engine.saved;
