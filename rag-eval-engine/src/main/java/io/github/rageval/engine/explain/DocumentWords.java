package io.github.rageval.engine.explain;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The words of each judged document, read from its text once and kept for later queries of the run, so that asking
 * whether a relevant document holds a dropped word costs a lookup, not a pass over the document (a 13 MB document
 * was read again for every dropped word of every query). Documents are kept least recently used first out, within a
 * budget of about {@link #DEFAULT_BUDGET_BYTES}; a document larger than the budget is read once per query that
 * needs it. Thread-safe: query threads asking for one document at once wait for one reading.
 */
public final class DocumentWords {
    /** About 64 MB of words held at most, whatever the corpus. */
    public static final long DEFAULT_BUDGET_BYTES = 64L << 20;
    /** A kept word's cost beyond its characters: the string and its place in a hash set. */
    private static final int BYTES_PER_WORD = 72;

    private final Map<String, String> texts;
    private final Function<String, Set<String>> analysis;
    private final long budget;
    private final LinkedHashMap<String, Held> held = new LinkedHashMap<>(16, 0.75f, true);
    private final AtomicInteger analyses = new AtomicInteger();
    private long heldBytes;

    /**
     * @param texts the judged documents' texts by id
     * @param analysis a text's words, as the explanation compares them with the query's
     */
    public DocumentWords(Map<String, String> texts, Function<String, Set<String>> analysis) {
        this(texts, analysis, DEFAULT_BUDGET_BYTES);
    }

    public DocumentWords(Map<String, String> texts, Function<String, Set<String>> analysis, long budgetBytes) {
        this.texts = Map.copyOf(texts);
        this.analysis = analysis;
        this.budget = budgetBytes;
    }

    /** The given documents whose text holds the word, in their order. */
    public List<String> holding(String word, Collection<String> ids) {
        List<String> holders = new ArrayList<>();
        for (String id : ids) {
            if (words(id).contains(word)) {
                holders.add(id);
            }
        }
        return holders;
    }

    /** The document's words; none for a document whose text is not known. */
    public Set<String> words(String id) {
        String text = texts.get(id);
        if (text == null) {
            return Set.of();
        }
        Held entry;
        boolean reader = false;
        synchronized (held) {
            entry = held.get(id);
            if (entry == null) {
                entry = new Held();
                held.put(id, entry);
                reader = true;
            }
        }
        if (reader) {
            read(id, text, entry);
        }
        try {
            return entry.words.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException runtime ? runtime : e;
        }
    }

    /** How many texts were read: each judged document once while the budget holds it. */
    public int analyses() {
        return analyses.get();
    }

    private void read(String id, String text, Held entry) {
        Set<String> words;
        try {
            words = analysis.apply(text);
            analyses.incrementAndGet();
        } catch (RuntimeException e) {
            synchronized (held) {
                held.remove(id, entry);
            }
            entry.words.completeExceptionally(e);
            return;
        }
        long bytes = 0;
        for (String word : words) {
            bytes += 2L * word.length() + BYTES_PER_WORD;
        }
        synchronized (held) {
            entry.bytes = bytes;
            heldBytes += bytes;
            Iterator<Map.Entry<String, Held>> eldest = held.entrySet().iterator();
            while (heldBytes > budget && eldest.hasNext()) {
                Held other = eldest.next().getValue();
                // Readings under way are not counted yet; the one just read goes last, when alone too large.
                if (other != entry && other.words.isDone()) {
                    heldBytes -= other.bytes;
                    eldest.remove();
                }
            }
            if (heldBytes > budget) {
                heldBytes -= bytes;
                held.remove(id, entry);
            }
        }
        entry.words.complete(words);
    }

    private static final class Held {
        final CompletableFuture<Set<String>> words = new CompletableFuture<>();
        long bytes;
    }
}
