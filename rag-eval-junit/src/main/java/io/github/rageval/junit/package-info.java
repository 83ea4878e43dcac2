/**
 * The check goal's gate inside a JUnit 5 test: {@link io.github.rageval.junit.RagEvalGate} holds any
 * {@link io.github.rageval.api.Retriever} object to a golden set's thresholds (and a baseline), through the engine's one
 * settings pass with the Maven goals' setting names, and writes the goal's reports; a failed gate fails the test with
 * {@link org.opentest4j.AssertionFailedError} and the gate's own text. {@link io.github.rageval.junit.RagEvalExtension}
 * gives each test a report folder of its own.
 */
package io.github.rageval.junit;
