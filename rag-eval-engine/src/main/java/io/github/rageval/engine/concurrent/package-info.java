/**
 * Running independent tasks on a fixed number of threads, each result in its own slot, so that the outcome does
 * not depend on the thread count or timing; the first failure stops the rest and is rethrown as it was thrown.
 */
package io.github.rageval.engine.concurrent;
