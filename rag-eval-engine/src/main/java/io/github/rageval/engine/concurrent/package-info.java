/**
 * Running independent tasks on a fixed number of threads, each result in its own slot, so that the outcome does
 * not depend on the thread count or timing; the first failure stops the rest, every task started ends before the
 * call does, and the lowest-numbered task's failure is rethrown as it was thrown: the one a single thread would meet.
 */
package io.github.rageval.engine.concurrent;
