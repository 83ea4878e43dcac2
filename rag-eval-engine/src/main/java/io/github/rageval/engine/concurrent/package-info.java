/**
 * Running work on more than one thread so that the outcome does not depend on the thread count or timing: independent
 * tasks on a fixed number of threads, each result in its own slot ({@link ParallelTasks}), and one piece of work
 * beside the caller's ({@link BackgroundTask}); the first failure is rethrown as it was thrown.
 */
package io.github.rageval.engine.concurrent;
