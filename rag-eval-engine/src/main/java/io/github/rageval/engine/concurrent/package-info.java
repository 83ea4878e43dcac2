/**
 * Running work on more than one thread so that the outcome does not depend on the thread count or timing:
 * independent tasks on a fixed number of threads, each result in its own slot ({@link
 * io.github.rageval.engine.concurrent.ParallelTasks}: the first failure stops the rest, every task started ends
 * before the call does, and the lowest-numbered task's failure is rethrown as it was thrown, the one a single thread
 * would meet), and one piece of work beside the caller's ({@link io.github.rageval.engine.concurrent.BackgroundTask}).
 */
package io.github.rageval.engine.concurrent;
