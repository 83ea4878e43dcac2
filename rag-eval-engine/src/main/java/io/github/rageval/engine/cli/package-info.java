/**
 * The command line: the check goal's options and defaults without Maven, for benchmarks and scripts; exit 0 when
 * the gate passes, 1 when it fails, 2 on an error.
 */
package io.github.rageval.engine.cli;
