/**
 * What the user configured, as typed records still to be checked: the evaluation's settings (files, k, retriever,
 * thresholds, cutoffs, tags, threads), where data comes from, how results are scored, and the environment. The
 * Maven goals and the command line build these once, at the edge.
 */
package io.github.rageval.engine.config;
