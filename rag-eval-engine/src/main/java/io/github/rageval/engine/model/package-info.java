/**
 * The shared vocabulary every other package speaks, depending on nothing: a golden case, a scored document, the
 * ranking order (score descending, ties by document id descending, trec_eval's rule), a retriever of query texts,
 * and the two kinds of user error, a bad setting (ConfigurationException) and an unusable input (InputException),
 * whose messages are meant for the user as they are.
 */
package io.github.rageval.engine.model;
