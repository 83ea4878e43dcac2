package com.example.retrievers;

import io.github.rageval.api.Document;
import io.github.rageval.api.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A team's retriever as the engine's tests see it, loaded from the test classes in an isolated class loader. It
 * answers every query with the ids of option {@code answer} (comma-separated; {@code id:score}, score {@code NaN}
 * allowed, {@code null} for a null result, {@code blank} and {@code spaces} for the ids {@code ""} and
 * {@code "   "}), and can fail where option {@code failIn} says ({@code exit}: it calls {@code System.exit(0)} in
 * retrieve; {@code exitAfterIndex}: index starts a thread that calls it as soon as index has returned, while the
 * queries run). It writes the number of documents indexed and "closed" to the file of option {@code log}. Its failures
 * repeat option {@code apiKey}, when given, as a careless client library's would.
 */
public class ScriptedRetriever implements Retriever {
    private final Map<String, String> options;
    private final List<String> events = new ArrayList<>();

    public ScriptedRetriever(Map<String, String> options) {
        this.options = options;
        if ("constructor".equals(options.get("failIn"))) {
            throw new IllegalArgumentException("no endpoint" + forKey());
        }
    }

    /** The option apiKey echoed, as a careless client library's failure would: " for key sk-live-1", or nothing. */
    private String forKey() {
        return options.containsKey("apiKey") ? " for key " + options.get("apiKey") : "";
    }

    /** A watchdog of a client library, as it were: it ends the JVM from a thread of its own, after the call. */
    private static void exitOnceReturned(Thread caller, String method) {
        Thread watchdog = new Thread(() -> {
            while (java.util.Arrays.stream(caller.getStackTrace()).anyMatch(frame -> frame.getClassName()
                    .equals(ScriptedRetriever.class.getName()) && frame.getMethodName().equals(method))) {
                Thread.onSpinWait();
            }
            // Never in the test JVM: only a test that runs the command line in a JVM of its own asks for it.
            System.exit(0);
        }, "scripted-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    @Override
    public void index(List<Document> corpus) throws Exception {
        if ("index".equals(options.get("failIn"))) {
            throw new java.io.IOException("upload refused" + forKey());
        }
        if ("exitAfterIndex".equals(options.get("failIn"))) {
            exitOnceReturned(Thread.currentThread(), "index");
        }
        events.add("indexed " + corpus.size() + (corpus.isEmpty() ? "" : " first " + corpus.get(0).id()));
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        throw new AssertionError("the engine calls retrieve(Query, int)");
    }

    @Override
    public List<ScoredDocument> retrieve(Query query, int k) {
        events.add("query " + query.id() + " " + query.tags() + " k=" + k);
        if ("exit".equals(options.get("failIn"))) {
            // Never in the test JVM: only a test that runs the command line in a JVM of its own asks for it.
            System.exit(0);
        }
        if ("heap".equals(options.get("failIn"))) {
            throw new OutOfMemoryError("Java heap space");
        }
        if ("retrieve".equals(options.get("failIn")) && query.text().contains("SSO")) {
            throw new IllegalStateException("service unavailable");
        }
        if ("null".equals(options.get("answer"))) {
            return null;
        }
        List<ScoredDocument> results = new ArrayList<>();
        for (String item : options.getOrDefault("answer", "").split(",")) {
            if (item.equals("null")) {
                results.add(null);
            } else if (item.equals("blank") || item.equals("spaces")) {
                results.add(new ScoredDocument(item.equals("blank") ? "" : "   ", 0.5));
            } else if (!item.isBlank()) {
                String[] parts = item.split(":");
                results.add(new ScoredDocument(parts[0], parts.length > 1 ? Double.parseDouble(parts[1]) : 1.0));
            }
        }
        return results;
    }

    @Override
    public boolean threadSafe() {
        return Boolean.parseBoolean(options.getOrDefault("threadSafe", "false"));
    }

    @Override
    public void close() throws Exception {
        events.add("closed");
        if (options.containsKey("log")) {
            Files.write(Path.of(options.get("log")), events);
        }
        if ("close".equals(options.get("failIn"))) {
            throw new IllegalStateException("connection already gone");
        }
    }
}
