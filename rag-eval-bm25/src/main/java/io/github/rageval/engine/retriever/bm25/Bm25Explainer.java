package io.github.rageval.engine.retriever.bm25;

import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DocumentWords;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.DroppedWords;
import io.github.rageval.engine.explain.ExplainedDocuments;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.index.TermDictionary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.Weight;

/**
 * Explains the {@code bm25} retriever's answer to a golden query from Lucene's own {@link Explanation}s: the words
 * of the query that never became terms (the analyzer dropped them as stop words, or no document holds them), and
 * for the top k and every relevant document its rank among all matching documents, its score, and per query term
 * its contribution as two factors whose product it is: the query side, the term's count in the query times its idf,
 * and the document side, BM25's saturated, length-normalised term frequency. The contributions add up to the
 * score.
 *
 * <p>An explanation costs about what answering the query does: the query's terms are looked up in the index once
 * ({@link TermLookup}) and one weight ranks every match ({@link WeightSharingSearcher}); each listed document is
 * explained by the clauses it matches ({@link DocumentClauses}), where Lucene would look every term of the query up
 * again, and try it on the document, for each document explained.
 */
final class Bm25Explainer implements ExplainingRetriever.Explainer {
    private static final Pattern WORD = Pattern.compile("\\w+", Pattern.UNICODE_CHARACTER_CLASS);
    /** Words of the query analysed between two calls of {@code stillWorking}: a fraction of a second's work. */
    private static final int WORDS_PER_STEP = 10_000;

    private final Bm25Retriever retriever;
    private final DocumentWords documentWords;
    private final int k;

    Bm25Explainer(Bm25Retriever retriever, Map<String, String> judgedTexts, int k) {
        this(retriever, new DocumentWords(judgedTexts, Bm25Explainer::words), k);
    }

    Bm25Explainer(Bm25Retriever retriever, DocumentWords documentWords, int k) {
        this.retriever = retriever;
        this.documentWords = documentWords;
        this.k = k;
    }

    @Override
    public QueryExplanation explain(int caseIndex, CaseResult result) {
        return explain(caseIndex, result, () -> { });
    }

    /** Tells {@code stillWorking} every {@value #WORDS_PER_STEP} words of the query, and after each document. */
    @Override
    public QueryExplanation explain(int caseIndex, CaseResult result, Runnable stillWorking) {
        try {
            ExplainedDocuments explained = ExplainedDocuments.of(result, k);
            DroppedWords dropped = droppedWords(result.query(), explained.relevant(), stillWorking);
            return new QueryExplanation(caseIndex, dropped.listed(), documents(result, explained, stillWorking),
                    dropped.omitted(), explained.omitted());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot explain query '" + result.golden().label() + "'", e);
        }
    }

    private DroppedWords droppedWords(String query, Set<String> relevant, Runnable stillWorking)
            throws IOException {
        DroppedWords dropped = new DroppedWords();
        TermLookup lookup = retriever.termLookup();
        TermDictionary words = distinctWords(query);
        for (int id = 0; id < words.size(); id++) {
            String word = words.term(id);
            List<String> terms = retriever.terms(word);
            String reason = null;
            if (terms.isEmpty()) {
                reason = "dropped by the " + retriever.analyzerName() + " analyzer (a stop word)";
            } else if (!anyInIndex(terms, lookup)) {
                reason = "not in vocabulary (no document contains it)";
            }
            if (reason != null) {
                // A stop word is dropped from the documents too: that a relevant one holds it cannot matter.
                List<String> holders = terms.isEmpty() ? List.of() : documentWords.holding(word, relevant);
                dropped.add(new DroppedWord(word, reason, holders));
            }
            if ((id + 1) % WORDS_PER_STEP == 0) {
                stillWorking.run();
            }
        }
        return dropped;
    }

    private static boolean anyInIndex(List<String> terms, TermLookup lookup) throws IOException {
        for (String term : terms) {
            if (Bm25Retriever.documentFrequency(term, lookup) > 0) {
                return true;
            }
        }
        return false;
    }

    private List<DocumentExplanation> documents(CaseResult result, ExplainedDocuments explained,
                                                Runnable stillWorking) throws IOException {
        // The query is analysed once, its terms looked up once, and every match ranked once with one weight; ranks
        // are looked up, not searched for, and each document explained by the clauses it matches.
        BooleanQuery query = retriever.query(result.query(), retriever.termLookup());
        List<Bm25Retriever.Hit> ranking = retriever.rankAll(retriever.weight(query));
        stillWorking.run();
        Map<String, Integer> ranks = new java.util.HashMap<>();
        for (int i = 0; i < ranking.size(); i++) {
            ranks.putIfAbsent(ranking.get(i).id(), i + 1);
        }
        Map<Integer, BooleanQuery> matching = retriever.documentClauses(query, explained.ids().stream()
                .map(ranks::get).filter(Objects::nonNull).mapToInt(rank -> ranking.get(rank - 1).doc()).toArray());
        List<DocumentExplanation> out = new ArrayList<>();
        for (String id : explained.ids()) {
            boolean relevant = explained.relevant().contains(id);
            Integer rank = ranks.get(id);
            if (rank == null) {
                if (relevant) {
                    out.add(new DocumentExplanation(id, true, OptionalInt.empty(), 0, List.of()));
                }
                continue;
            }
            Bm25Retriever.Hit hit = ranking.get(rank - 1);
            Weight own = retriever.weight(matching.get(hit.doc()));
            out.add(DocumentExplanation.ofTerms(id, relevant, OptionalInt.of(rank), hit.score(),
                    contributions(retriever.explain(own, hit.doc()))));
            stillWorking.run();
        }
        return out;
    }

    /**
     * The per-term parts of a BM25 explanation: each {@code weight(contents:term ...)} node, whose
     * {@code boost * idf * tf} become the query side (boost x idf) and the document side (tf).
     */
    static List<TermContribution> contributions(Explanation explanation) {
        List<TermContribution> contributions = new ArrayList<>();
        collect(explanation, contributions);
        return contributions;
    }

    private static void collect(Explanation node, List<TermContribution> out) {
        String description = node.getDescription();
        if (description.startsWith("weight(" + Bm25Retriever.CONTENTS + ":")) {
            String term = description.substring(("weight(" + Bm25Retriever.CONTENTS + ":").length(),
                    description.indexOf(" in "));
            double boost = 1;
            double idf = 0;
            double tf = 0;
            Map<String, Double> parts = new java.util.HashMap<>();
            for (Explanation score : node.getDetails()) {
                for (Explanation factor : score.getDetails()) {
                    String name = factor.getDescription().toLowerCase(Locale.ROOT);
                    if (name.startsWith("boost")) {
                        boost *= factor.getValue().doubleValue();
                    } else if (name.startsWith("idf")) {
                        idf = factor.getValue().doubleValue();
                    } else if (name.startsWith("tf")) {
                        tf = factor.getValue().doubleValue();
                    }
                    for (Explanation part : factor.getDetails()) {
                        // "n, number of documents containing term", "freq, occurrences of term within document",
                        // "dl, length of field (approximate)", ...: named by the word before the comma.
                        String named = part.getDescription();
                        int comma = named.indexOf(',');
                        if (comma > 0) {
                            parts.put(named.substring(0, comma), part.getValue().doubleValue());
                        }
                    }
                }
            }
            out.add(new TermContribution(term, boost * idf, tf, detail(boost, parts)));
            return;
        }
        for (Explanation detail : node.getDetails()) {
            collect(detail, out);
        }
    }

    /** {@code count 2 x idf (n 2 of N 3); tf from freq 1, dl 8, avgdl 9.33}: what BM25 made the two sides of. */
    private static String detail(double boost, Map<String, Double> parts) {
        return "count " + number(boost) + " x idf (n " + number(parts.getOrDefault("n", 0.0)) + " of N "
                + number(parts.getOrDefault("N", 0.0)) + "); tf from freq " + number(parts.getOrDefault("freq", 0.0))
                + ", dl " + number(parts.getOrDefault("dl", 0.0)) + ", avgdl " + number(parts.getOrDefault("avgdl", 0.0));
    }

    /** Whole numbers without decimals, others with two. */
    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value)
                : String.format(Locale.ROOT, "%.2f", value);
    }

    /**
     * A text's distinct words ({@code \w+}, lowercased), in the order they first occur: a repeated word costs a
     * lookup in a table of ints, not a string and a set entry (a pasted query, a long judged document, repeat most
     * of theirs).
     */
    private static TermDictionary distinctWords(String text) {
        TermDictionary words = new TermDictionary();
        String lower = text.toLowerCase(Locale.ROOT);
        Matcher matcher = WORD.matcher(lower);
        while (matcher.find()) {
            words.add(lower, matcher.start(), matcher.end());
        }
        return words;
    }

    /** A judged document's words, for membership only. */
    private static Set<String> words(String text) {
        return Set.of(distinctWords(text).terms());
    }
}
