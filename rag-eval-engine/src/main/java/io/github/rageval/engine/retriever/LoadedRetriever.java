package io.github.rageval.engine.retriever;

import io.github.rageval.api.Document;
import io.github.rageval.api.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.engine.format.Excerpt;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.MatchedChunk;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.retriever.chunking.ChunkedRetriever;
import io.github.rageval.engine.retriever.chunking.PassagePlaces;
import io.github.rageval.engine.secret.SecretText;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A created retriever as the evaluation uses it: every call into it runs with the project's class loader as the
 * thread's context loader and under the {@link RetrieverExitGuard} (a {@code System.exit} in it fails the run),
 * every failure becomes a {@link RetrieverException} naming the call and the query, and
 * every ranking is checked against the API's contract. The ranking is kept in the order returned; ids repeated are
 * kept at their first place, results beyond the depth asked are cut, a score that is not finite is kept as
 * {@code NaN} ("missing"), and null results are dropped: each is counted, and reported once as a warning.
 */
public final class LoadedRetriever implements AutoCloseable {
    private final String name;
    private final Retriever retriever;
    private final boolean needsCorpus;
    private final Map<String, Object> settings;
    private final ClassLoader loader;
    /** The secret options' values: a failure's message that repeats one is masked. */
    private final SecretText secrets;
    private final Counter repeated = new Counter();
    private final Counter cut = new Counter();
    private final Counter unscored = new Counter();
    private final Counter nulls = new Counter();
    private boolean closed;
    /** Where passages lie in their documents, for a golden set labelled by spans; null otherwise. */
    private volatile PassagePlaces passages;
    private volatile boolean keepTexts;
    /** How much of a passage's text the report shows. */
    private static final int PASSAGE_EXCERPT = 300;
    /** The exit guard armed for this retriever's life: from here until it is closed. */
    private final long guarded;

    LoadedRetriever(String name, Retriever retriever, boolean needsCorpus, Map<String, Object> settings,
                    ClassLoader loader, SecretText secrets) {
        this.name = name;
        this.retriever = retriever;
        this.needsCorpus = needsCorpus;
        this.settings = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(settings));
        this.loader = loader;
        this.secrets = secrets;
        this.guarded = RetrieverExitGuard.open(name);
    }

    /** The name it was configured by: a built-in name or a class name. */
    public String name() {
        return name;
    }

    /** The retriever itself, for the capabilities a built-in one adds ({@link io.github.rageval.engine.retriever.capability.StreamingIndexer} and others). */
    public Retriever retriever() {
        return retriever;
    }

    /** Whether it cannot run without a corpus. */
    public boolean needsCorpus() {
        return needsCorpus;
    }

    /** Its settings as report.json records them ({@link Retrievers#describe}). */
    public Map<String, Object> settings() {
        return settings;
    }

    /** Whether queries may run on several threads. */
    public boolean threadSafe() throws RetrieverException {
        return call("threadSafe", null, retriever::threadSafe);
    }

    /** Hands the corpus to the retriever, once, before any query. */
    public void index(List<Document> corpus) throws RetrieverException {
        call("index", null, () -> {
            retriever.index(corpus);
            return null;
        });
    }

    /**
     * Hands one document to a retriever that indexes as the corpus streams ({@link StreamingIndexer}): its failures
     * are the retriever's, as {@link #index}'s are.
     */
    public void add(Document document) throws RetrieverException {
        call("index", null, () -> {
            ((StreamingIndexer) retriever).add(document);
            return null;
        });
    }

    /** Ends a streaming retriever's indexing, after the last document ({@link StreamingIndexer#finishIndexing}). */
    public void finishIndexing() throws RetrieverException {
        call("index", null, () -> {
            ((StreamingIndexer) retriever).finishIndexing();
            return null;
        });
    }

    /**
     * The ranking for one golden case, at most {@code depth} results, checked against the API's contract.
     *
     * @throws Failure (unchecked, so that it crosses the query threads) when the retriever throws or returns null
     */
    public List<ScoredDocument> rank(GoldenCase golden, int depth) {
        Query query = new Query(golden.queryId(), golden.query(), golden.tags());
        List<io.github.rageval.api.ScoredDocument> returned;
        Map<String, MatchedChunk> chunks = Map.of();
        try {
            if (retriever instanceof ChunkedRetriever chunked) {
                List<ChunkedRetriever.Match> matches = call("retrieve", golden,
                        () -> chunked.retrieveMatches(query, depth));
                returned = new ArrayList<>();
                chunks = new HashMap<>();
                for (ChunkedRetriever.Match match : matches) {
                    returned.add(match.document());
                    chunks.putIfAbsent(match.document().id(), new MatchedChunk(match.chunkId(), match.excerpt(),
                            match.span()));
                }
            } else {
                returned = call("retrieve", golden, () -> retriever.retrieve(query, depth));
            }
        } catch (RetrieverException e) {
            throw new Failure(e);
        }
        if (returned == null) {
            throw new Failure(new RetrieverException("retriever " + name + " returned null from retrieve for query '"
                    + golden.label() + "'. Return an empty list when nothing matches.", null));
        }
        PassagePlaces places = passages;
        if (places != null) {
            chunks = new HashMap<>();
            returned = placed(returned, places, chunks);
        }
        List<ScoredDocument> ranking = new ArrayList<>(Math.min(returned.size(), depth));
        Set<String> seen = new HashSet<>();
        int repeats = 0;
        int dropped = 0;
        int missingScores = 0;
        for (io.github.rageval.api.ScoredDocument result : returned) {
            if (result == null || result.id() == null) {
                dropped++;
            } else if (!seen.add(result.id())) {
                repeats++;
            } else if (ranking.size() < depth) {
                double score = result.score();
                if (!Double.isFinite(score)) {
                    missingScores++;
                    score = Double.NaN;
                }
                ranking.add(new ScoredDocument(result.id(), score, chunks.get(result.id()),
                        keepTexts ? result.text() : null));
            }
        }
        repeated.add(repeats);
        nulls.add(dropped);
        unscored.add(missingScores);
        cut.add(Math.max(0, seen.size() - depth));
        return ranking;
    }

    /**
     * Passages ranked as passages, for a golden set labelled by spans: each result keyed by its document and place
     * ({@code doc@start-end}; an unplaced one by its rank), so that two passages of one document are two results and
     * the same passage twice is a repeat; each with its place ({@link PassagePlaces}).
     */
    private static List<io.github.rageval.api.ScoredDocument> placed(
            List<io.github.rageval.api.ScoredDocument> returned, PassagePlaces places, Map<String, MatchedChunk> chunks) {
        List<io.github.rageval.api.ScoredDocument> keyed = new ArrayList<>(returned.size());
        for (io.github.rageval.api.ScoredDocument result : returned) {
            if (result == null || result.id() == null) {
                keyed.add(result);
                continue;
            }
            CharSpan span = places.place(result.id(), result.text());
            String key = span.placed() ? result.id() + "@" + span.start() + "-" + span.end()
                    : result.id() + "@unplaced-" + (keyed.size() + 1);
            chunks.putIfAbsent(key, new MatchedChunk(key, Excerpt.of(result.text() == null ? "" : result.text(),
                    PASSAGE_EXCERPT), span));
            keyed.add(new io.github.rageval.api.ScoredDocument(key, result.score(), result.text()));
        }
        return keyed;
    }

    /**
     * Has the texts this retriever returns with its results kept with them, for the metrics that read the retrieved
     * contexts; set once, before any query. Not kept otherwise: a run of a thousand results per query would hold
     * them all.
     */
    public void keepTexts() {
        this.keepTexts = true;
    }

    /**
     * Has this retriever's results placed as passages in their documents ({@link PassagePlaces}); set once, after
     * indexing and before any query.
     */
    public void placePassages(PassagePlaces places) {
        this.passages = places;
    }

    /** The passages' places, when results are placed as passages; null otherwise. */
    public PassagePlaces passagePlaces() {
        return passages;
    }

    /** What the rankings returned so far broke of the contract, one sentence per kind, in a fixed order. */
    public List<String> warnings(int depth) {
        List<String> warnings = new ArrayList<>();
        if (repeated.queries() > 0) {
            warnings.add("retriever " + name + " returned the same document more than once for "
                    + repeated.describe("repeat") + ": each kept at its first place only");
        }
        if (cut.queries() > 0) {
            warnings.add("retriever " + name + " returned more than the " + depth + " results asked, for "
                    + cut.describe("result") + ": cut to " + depth);
        }
        if (unscored.queries() > 0) {
            warnings.add("retriever " + name + " returned results without a finite score for "
                    + unscored.describe("result") + ": their scores are reported as missing");
        }
        if (nulls.queries() > 0) {
            warnings.add("retriever " + name + " returned null results or null ids for "
                    + nulls.describe("result") + ": dropped");
        }
        return warnings;
    }

    /**
     * Closes the retriever, then the project's class loader, once (later calls do nothing). A failure to close is
     * not a failure of the evaluation.
     *
     * @return the warning to show when the retriever's {@code close()} threw
     */
    public synchronized Optional<String> closeReporting() {
        if (closed) {
            return Optional.empty();
        }
        closed = true;
        Optional<String> warning = Optional.empty();
        try {
            call("close", null, () -> {
                retriever.close();
                return null;
            });
        } catch (RetrieverException e) {
            warning = Optional.of(e.getMessage());
        } finally {
            RetrieverExitGuard.closed(guarded);
        }
        closeQuietly(loader);
        return warning;
    }

    @Override
    public void close() {
        closeReporting();
    }

    static void closeQuietly(ClassLoader loader) {
        if (loader instanceof Closeable closeable) {
            try {
                closeable.close();
            } catch (IOException e) {
                // Only open jar files are released here; nothing the user can act on.
            }
        }
    }

    /** One call into the retriever, with its failure described for the user. */
    private <T> T call(String method, GoldenCase golden, Action<T> action) throws RetrieverException {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        if (loader != null) {
            thread.setContextClassLoader(loader);
        }
        String query = golden == null ? "" : " for query '" + golden.label() + "'";
        try {
            return RetrieverExitGuard.during(name, method + query, action::run);
        } catch (ProjectCodeFailure e) {
            // A class the project handed a built-in retriever (a bm25 analyzer) failed: name it, and its frames.
            throw RetrieverFailures.of("retriever " + name + " failed in " + method + query + ": "
                    + secrets.mask(e.getMessage()), e.getCause(), secrets);
        } catch (OutOfMemoryError e) {
            // Caught here, the heap the retriever held is released: the message can be built and names the retriever.
            throw RetrieverFailures.outOfHeap("retriever " + name + " ran out of heap in " + method + query,
                    "index".equals(method), e);
        } catch (RetrieverException e) {
            // A built-in retriever's own failure (a search cluster's answer) is already a paragraph for the user:
            // no exception class name or frames to add.
            throw new RetrieverException("retriever " + name + " failed in " + method + query + ": "
                    + secrets.mask(e.getMessage()), e);
        } catch (Exception | LinkageError | AssertionError | StackOverflowError e) {
            throw RetrieverFailures.of("retriever " + name + " failed in " + method + query, e, secrets);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    @FunctionalInterface
    private interface Action<T> {
        T run() throws Exception;
    }

    /** Counts, over all queries, the queries with a problem and how many results it touched. */
    private static final class Counter {
        private final AtomicLong queries = new AtomicLong();
        private final AtomicLong results = new AtomicLong();

        void add(int count) {
            if (count > 0) {
                queries.incrementAndGet();
                results.addAndGet(count);
            }
        }

        long queries() {
            return queries.get();
        }

        String describe(String unit) {
            long q = queries.get();
            long r = results.get();
            return q + (q == 1 ? " query" : " queries") + " (" + r + " " + unit + (r == 1 ? "" : "s") + ")";
        }
    }

    /** A retriever's failure on a query thread, unchecked until the evaluation unwraps it. */
    public static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Failure(RetrieverException cause) {
            super(cause.getMessage(), cause, false, false);
        }

        public RetrieverException exception() {
            return (RetrieverException) getCause();
        }
    }
}
