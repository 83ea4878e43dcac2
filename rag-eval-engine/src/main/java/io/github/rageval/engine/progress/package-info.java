/**
 * Progress of long phases (indexing, queries, explanations) as a listener hears it: a line every few seconds for
 * long runs, nothing for short ones.
 */
package io.github.rageval.engine.progress;
