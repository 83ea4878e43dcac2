package io.github.rageval.engine.retriever;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * The guard's bookkeeping and its message, in this JVM. That a retriever's {@code System.exit(0)} really ends the run
 * with a failing status is shown in a JVM of its own, by the command line's {@code MainRetrieverExitTest} and the
 * integration test {@code bad-retriever-exit}.
 */
class RetrieverExitGuardTest {
    private static final Thread MAIN = new Thread("main");

    @Test
    void theHookIsRegisteredWhileAndOnlyWhileACallRuns() throws Exception {
        assertThat(RetrieverExitGuard.armed()).isFalse();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread other = new Thread(() -> {
            try {
                RetrieverExitGuard.during("com.acme.Search", "index", () -> {
                    inside.countDown();
                    release.await();
                    return null;
                });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        other.start();
        inside.await();

        RetrieverExitGuard.during("com.acme.Search", "retrieve for query 'q1'", () -> {
            assertThat(RetrieverExitGuard.armed()).isTrue();
            // Registered with the JVM itself: removing it succeeds (then it is put back).
            assertThat(Runtime.getRuntime().removeShutdownHook(RetrieverExitGuard.HOOK)).isTrue();
            Runtime.getRuntime().addShutdownHook(RetrieverExitGuard.HOOK);
            return null;
        });
        assertThat(RetrieverExitGuard.armed()).as("the other call still runs").isTrue();
        release.countDown();
        other.join();

        assertThat(RetrieverExitGuard.armed()).isFalse();
        assertThat(Runtime.getRuntime().removeShutdownHook(RetrieverExitGuard.HOOK)).isFalse();
    }

    @Test
    void aCallThatThrowsStillDisarmsTheGuard() {
        assertThatThrownBy(() -> RetrieverExitGuard.during("com.acme.Search", "index", () -> {
            throw new java.io.IOException("upload refused");
        })).hasMessage("upload refused");
        assertThat(RetrieverExitGuard.armed()).isFalse();
    }

    @Test
    void anExitInARetrieverNamesItTheCallAndTheLinesThatExited() {
        List<RetrieverExitGuard.Running> running = List.of(
                new RetrieverExitGuard.Running("com.acme.Search", "retrieve for query 'q7'", MAIN));
        Map<Thread, StackTraceElement[]> stacks = new LinkedHashMap<>();
        stacks.put(new Thread("Finalizer"), new StackTraceElement[] {frame("java.lang.ref.Finalizer", "run")});
        stacks.put(MAIN, new StackTraceElement[] {
            frame("java.lang.Thread", "join"),
            frame("java.lang.ApplicationShutdownHooks", "runHooks"),
            frame("java.lang.Shutdown", "exit"),
            frame("java.lang.Runtime", "exit"),
            frame("java.lang.System", "exit"),
            new StackTraceElement("com.acme.Search", "giveUp", "Search.java", 40),
            new StackTraceElement("com.acme.Search", "retrieve", "Search.java", 31),
            frame("io.github.rageval.engine.retriever.LoadedRetriever", "call")});

        assertThat(RetrieverExitGuard.message(running, stacks)).hasValue("rag-eval retriever error: retriever"
                + " com.acme.Search called System.exit in retrieve for query 'q7': the JVM was told to end before the"
                + " evaluation finished, so nothing was gated, and the run ends with exit status 2 instead of the"
                + " status asked for. A retriever must return its results or throw an exception, never end the JVM:"
                + " remove the System.exit (or Runtime.exit) call."
                + "\n  in com.acme.Search.giveUp(Search.java:40)"
                + "\n  in com.acme.Search.retrieve(Search.java:31)");
    }

    @Test
    void anExitOnAThreadOfTheRetrieversOwnNamesThatThread() {
        Thread worker = new Thread("search-worker-1");
        List<RetrieverExitGuard.Running> running = List.of(
                new RetrieverExitGuard.Running("com.acme.Search", "index", MAIN));
        Map<Thread, StackTraceElement[]> stacks = Map.of(MAIN, new StackTraceElement[] {frame("java.lang.Object",
                "wait")}, worker, new StackTraceElement[] {frame("java.lang.Runtime", "exit"),
                frame("java.lang.System", "exit"), new StackTraceElement("com.acme.Search$Uploader", "run",
                "Search.java", 88)});

        assertThat(RetrieverExitGuard.message(running, stacks)).get().asString().startsWith("rag-eval retriever error:"
                + " System.exit was called on thread 'search-worker-1' while retriever com.acme.Search ran index:")
                .endsWith("\n  in com.acme.Search$Uploader.run(Search.java:88)");
    }

    @Test
    void aSignalOrNoCallRunningIsLeftAlone() {
        List<RetrieverExitGuard.Running> running = List.of(
                new RetrieverExitGuard.Running("com.acme.Search", "index", MAIN));
        // Ctrl-C: the signal's thread calls Shutdown.exit directly, not Runtime.exit.
        Map<Thread, StackTraceElement[]> signal = Map.of(new Thread("SIGINT handler"), new StackTraceElement[] {
            frame("java.lang.Shutdown", "exit"), frame("java.lang.Terminator$1", "handle")});
        assertThat(RetrieverExitGuard.message(running, signal)).isEmpty();

        Map<Thread, StackTraceElement[]> exit = Map.of(MAIN, new StackTraceElement[] {
            frame("java.lang.Runtime", "exit"), frame("java.lang.System", "exit")});
        assertThat(RetrieverExitGuard.message(List.of(), exit)).isEmpty();
    }

    @Test
    void anOpenRetrieverKeepsTheHookRegisteredUntilItIsClosed() {
        assertThat(RetrieverExitGuard.armed()).isFalse();
        long token = RetrieverExitGuard.open("com.acme.Search");
        assertThat(RetrieverExitGuard.armed()).as("open, between calls").isTrue();
        RetrieverExitGuard.during("com.acme.Search", "index", () -> null);
        assertThat(RetrieverExitGuard.armed()).as("still open after a call").isTrue();
        RetrieverExitGuard.closed(token);
        assertThat(RetrieverExitGuard.armed()).isFalse();
    }

    @Test
    void anExitFromTheRetrieversOwnThreadBetweenCallsNamesTheRetriever() {
        // Before, no call ran then, so the guard was off and the run ended with the status asked for: 0.
        Thread watchdog = new Thread("acme-watchdog");
        List<RetrieverExitGuard.Running> running = List.of(
                new RetrieverExitGuard.Running("com.acme.ThreadExit", "between calls", null));
        Map<Thread, StackTraceElement[]> stacks = Map.of(MAIN, new StackTraceElement[] {frame(
                "io.github.rageval.engine.stats.Bootstrap", "means")}, watchdog, new StackTraceElement[] {
                    frame("java.lang.Runtime", "exit"), frame("java.lang.System", "exit"),
                    new StackTraceElement("com.acme.ThreadExit$1", "run", "ThreadExit.java", 21)});

        assertThat(RetrieverExitGuard.message(running, stacks)).get().asString().startsWith("rag-eval retriever error:"
                + " System.exit was called on thread 'acme-watchdog' while retriever com.acme.ThreadExit was open,"
                + " between rag-eval's calls into it (a thread of its own?): the JVM was told to end")
                .endsWith("\n  in com.acme.ThreadExit$1.run(ThreadExit.java:21)");
    }

    @Test
    void rageEvalsOwnExitIsNotBlamedOnTheRetrieverStillRunning() {
        // Before, the command line's exit after a failure, while other queries ran, was reported as the retriever's.
        Thread worker = new Thread("rag-eval-query-2");
        List<RetrieverExitGuard.Running> running = List.of(
                new RetrieverExitGuard.Running("opensearch", "retrieve for query 'q2'", worker),
                new RetrieverExitGuard.Running("opensearch", "between calls", null));
        StackTraceElement[] mainExits = {frame("java.lang.Runtime", "exit"), frame("java.lang.System", "exit"),
            frame("io.github.rageval.cli.Main", "main")};
        assertThat(RetrieverExitGuard.message(running, Map.of(MAIN, mainExits, worker, new StackTraceElement[] {
            frame("java.net.SocketInputStream", "read")}))).isEmpty();
        StackTraceElement[] runtimeExit = {frame("java.lang.Runtime", "exit"),
            frame("io.github.rageval.maven.CheckMojo", "execute")};
        assertThat(RetrieverExitGuard.message(running, Map.of(MAIN, runtimeExit))).isEmpty();

        // A retriever's exit beside it is still named.
        Map<Thread, StackTraceElement[]> both = new LinkedHashMap<>();
        both.put(MAIN, mainExits);
        both.put(worker, new StackTraceElement[] {frame("java.lang.Runtime", "exit"),
            frame("java.lang.System", "exit"), frame("com.acme.Search", "retrieve")});
        assertThat(RetrieverExitGuard.message(running, both)).get().asString().startsWith("rag-eval retriever error:"
                + " retriever opensearch called System.exit in retrieve for query 'q2':");
    }

    private static StackTraceElement frame(String type, String method) {
        return new StackTraceElement(type, method, null, -1);
    }

    @Test
    void aRetrieverClosedBeforeTheVerdictStaysCountedUntilTheScopeEnds() {
        assertThat(RetrieverExitGuard.armed()).isFalse();
        try (RetrieverExitGuard.VerdictScope verdict = RetrieverExitGuard.untilVerdict()) {
            long token = RetrieverExitGuard.open("com.acme.Search");
            RetrieverExitGuard.closed(token);
            assertThat(RetrieverExitGuard.armed()).as("closed, but the verdict is not out").isTrue();
            verdict.close();
            assertThat(RetrieverExitGuard.armed()).as("the verdict is out").isFalse();
        }
        assertThat(RetrieverExitGuard.armed()).as("a scope ends once").isFalse();
        // Without a scope, closing disarms at once, as before.
        RetrieverExitGuard.closed(RetrieverExitGuard.open("com.acme.Search"));
        assertThat(RetrieverExitGuard.armed()).isFalse();
    }
}
