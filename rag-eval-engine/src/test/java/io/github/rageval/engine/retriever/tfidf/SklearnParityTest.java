package io.github.rageval.engine.retriever.tfidf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.api.Document;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.text.Analyzer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Parity of {@link TfidfRetriever} with scikit-learn's {@code TfidfVectorizer} + {@code cosine_similarity}.
 *
 * <p>The reference files under {@code src/test/resources/parity/} are written by
 * {@code src/test/python/generate_sklearn_reference.py} with Debian's scikit-learn; each holds one vectorizer
 * configuration: the fitted vocabulary with idf, and per query the analyzer's tokens and every positive cosine
 * score. The optional NFCorpus check reads the scikit-learn run shipped beside that collection; it is enabled by
 * the system property {@value #NFCORPUS_PROPERTY} (a Maven property of the same name) and never copied here.
 *
 * <p>Rankings are compared as "same scores position by position, same documents at each distinct score": numpy's
 * argsort orders tied scores arbitrarily, so the reference's order inside a tie carries no information. A tie that
 * straddles the cutoff may be filled by any of its members. Our own order inside a tie (score descending, then
 * document id descending) is checked on its own.
 */
class SklearnParityTest {
    /** Scores and idf agree to about 1e-15 when the arithmetic is the same; 1e-12 leaves room for summation order. */
    private static final double TOLERANCE = 1e-12;
    private static final int[] CUTOFFS = {3, 10};
    private static final int NFCORPUS_CUTOFF = 10;
    private static final int MAX_REPORTED = 10;
    private static final String NFCORPUS_PROPERTY = "rageval.nfcorpus.dir";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestFactory
    Stream<DynamicNode> generatedReferences() {
        return Stream.concat(
                dataSet("seed", readCorpus("/seed/corpus.json"), "default", "min4"),
                dataSet("multilingual", readCorpus("/parity/multilingual/corpus.json"),
                        "default", "min4", "group", "nolower", "sublinear"));
    }

    @TestFactory
    Stream<DynamicNode> nfcorpus() {
        String dir = System.getProperty(NFCORPUS_PROPERTY, "");
        if (dir.isBlank()) {
            // An aborted dynamic test is reported as skipped, so the run says the check did not happen.
            String reason = "NFCorpus parity skipped: system property " + NFCORPUS_PROPERTY + " is not set";
            return Stream.of(dynamicTest("NFCorpus (needs -D" + NFCORPUS_PROPERTY + "=<folder>)",
                    () -> Assumptions.abort(reason)));
        }
        NfCorpus collection = NfCorpus.read(Path.of(dir));
        Evidence evidence = new Evidence("nfcorpus/default", collection.testQueryIds.size());
        Lazy<TfidfRetriever> retriever = new Lazy<>(() -> TfidfRetriever.fit(collection.documents,
                TfidfOptions.defaults()));
        return Stream.of(
                dynamicTest("vocabulary", () -> checkVocabulary(retriever.get().vocabulary(),
                        collection.vocabulary, evidence)),
                dynamicTest("top " + NFCORPUS_CUTOFF, () -> checkRun(retriever.get(), collection, evidence)),
                dynamicTest("summary", evidence::print));
    }

    // ---------------------------------------------------------------- generated references

    private static Stream<DynamicNode> dataSet(String name, List<Document> corpus, String... configs) {
        return Stream.of(configs).map(config -> configuration(name, config, corpus));
    }

    private static DynamicNode configuration(String dataSet, String config, List<Document> corpus) {
        Reference reference = Reference.read("/parity/" + dataSet + "/" + config + ".json");
        Evidence evidence = new Evidence(dataSet + "/" + config, reference.queries.size());
        Lazy<TfidfRetriever> retriever = new Lazy<>(() -> TfidfRetriever.fit(corpus, reference.options));
        List<DynamicNode> tests = new ArrayList<>();
        tests.add(dynamicTest("vocabulary", () -> checkVocabulary(retriever.get().vocabulary(),
                reference.vocabulary, evidence)));
        tests.add(dynamicTest("tokens", () -> checkTokens(reference.options.analyzer(), reference, evidence)));
        tests.add(dynamicTest("scores", () -> checkScores(retriever.get(), corpus, reference, evidence)));
        for (int k : CUTOFFS) {
            tests.add(dynamicTest("retrieve top " + k, () -> checkRetrieve(retriever.get(), reference, k,
                    evidence)));
        }
        tests.add(dynamicTest("summary", evidence::print));
        return dynamicContainer(dataSet + "/" + config, tests);
    }

    private static void checkTokens(Analyzer analyzer, Reference reference, Evidence evidence) {
        Mismatches mismatches = new Mismatches("token lists differ");
        for (QueryReference query : reference.queries) {
            List<String> ours = analyzer.tokens(query.text);
            evidence.tokenLists++;
            if (!ours.equals(query.tokens)) {
                mismatches.add("query " + show(query.text) + "\n      sklearn " + showAll(query.tokens)
                        + "\n      ours    " + showAll(ours));
            }
        }
        mismatches.assertNone();
    }

    private static void checkScores(TfidfRetriever retriever, List<Document> corpus, Reference reference,
                                    Evidence evidence) {
        Mismatches mismatches = new Mismatches("scores differ by more than " + TOLERANCE);
        for (QueryReference query : reference.queries) {
            double[] ours = retriever.scores(query.text);
            assertThat(ours).as("one score per document").hasSize(corpus.size());
            for (int d = 0; d < corpus.size(); d++) {
                String docId = corpus.get(d).id();
                // Absent from the reference means no shared term: scikit-learn's score is then exactly 0.
                double expected = query.scores.getOrDefault(docId, 0.0);
                evidence.scoreComparisons++;
                if (!(Math.abs(ours[d] - expected) <= TOLERANCE)) {
                    mismatches.add("query " + show(query.text) + " doc " + docId + ": sklearn " + expected
                            + ", ours " + ours[d]);
                }
            }
        }
        mismatches.assertNone();
    }

    private static void checkRetrieve(TfidfRetriever retriever, Reference reference, int k, Evidence evidence) {
        Mismatches mismatches = new Mismatches("rankings differ at k=" + k);
        for (QueryReference query : reference.queries) {
            List<ScoredDocument> ours = retriever.retrieve(query.text, k);
            List<ScoredDocument> expected = ranked(query.scores);
            compareRanking("query " + show(query.text), expected, false, ours, k, mismatches, evidence);
        }
        mismatches.assertNone();
    }

    // ---------------------------------------------------------------- NFCorpus

    private static void checkRun(TfidfRetriever retriever, NfCorpus collection, Evidence evidence) {
        Mismatches mismatches = new Mismatches("NFCorpus top " + NFCORPUS_CUTOFF + " differs from scikit-learn's run");
        Map<String, Integer> docIndex = new HashMap<>();
        for (int d = 0; d < collection.documents.size(); d++) {
            docIndex.put(collection.documents.get(d).id(), d);
        }
        for (String queryId : collection.testQueryIds) {
            String text = collection.queries.get(queryId);
            List<ScoredDocument> expected = collection.run.getOrDefault(queryId, List.of());
            // The run holds only the top 10, so a tie at its last place may continue past it: truncated.
            compareRanking(queryId + " " + show(text), expected, true, retriever.retrieve(text, NFCORPUS_CUTOFF),
                    NFCORPUS_CUTOFF, mismatches, evidence);
            // Every document the run names must score the same with us, wherever we rank it.
            double[] ours = retriever.scores(text);
            if (tiesPastRun(expected, ours)) {
                evidence.cutoffTies++;
            }
            for (ScoredDocument entry : expected) {
                Integer d = docIndex.get(entry.docId());
                evidence.scoreComparisons++;
                if (d == null) {
                    mismatches.add(queryId + ": run names unknown document " + entry.docId());
                } else if (!(Math.abs(ours[d] - entry.score()) <= TOLERANCE)) {
                    mismatches.add(queryId + " doc " + entry.docId() + ": sklearn " + entry.score() + ", ours "
                            + ours[d]);
                }
            }
        }
        mismatches.assertNone();
    }

    /**
     * Whether more documents share the score at the run's last place than the run shows: a tie across its cutoff.
     * The run cannot tell, so our own scores are counted (they are checked against the run's at the same time).
     */
    private static boolean tiesPastRun(List<ScoredDocument> run, double[] ourScores) {
        if (run.size() < NFCORPUS_CUTOFF) {
            return false;
        }
        double last = run.get(run.size() - 1).score();
        long shown = run.stream().filter(entry -> Math.abs(entry.score() - last) <= TOLERANCE).count();
        long tied = Arrays.stream(ourScores).filter(score -> Math.abs(score - last) <= TOLERANCE).count();
        return tied > shown;
    }

    // ---------------------------------------------------------------- shared checks

    private static void checkVocabulary(Vocabulary ours, LinkedHashMap<String, Double> expected, Evidence evidence) {
        evidence.terms = expected.size();
        Set<String> ourTerms = new LinkedHashSet<>(ours.terms());
        Set<String> missing = difference(expected.keySet(), ourTerms);
        Set<String> extra = difference(ourTerms, expected.keySet());
        Mismatches mismatches = new Mismatches("vocabulary differs");
        if (ours.size() != expected.size() || !missing.isEmpty() || !extra.isEmpty()) {
            mismatches.add(String.format("%d terms in scikit-learn's, %d in ours%n    only in scikit-learn's (%d): %s"
                            + "%n    only in ours (%d): %s", expected.size(), ours.size(), missing.size(),
                    showFirst(missing), extra.size(), showFirst(extra)));
        } else if (!ours.terms().equals(new ArrayList<>(expected.keySet()))) {
            // Term order is the matrix's column order, which fixes the order scores are summed in.
            mismatches.add("terms are not in scikit-learn's column order (code point order)");
        }
        // idf of the shared terms even when the sets differ: it tells a tokenizer fault from an arithmetic one.
        for (Map.Entry<String, Double> term : expected.entrySet()) {
            if (!ours.contains(term.getKey())) {
                continue;
            }
            evidence.idfComparisons++;
            double idf = ours.idf(term.getKey());
            if (!(Math.abs(idf - term.getValue()) <= TOLERANCE)) {
                mismatches.add("idf of " + show(term.getKey()) + ": sklearn " + term.getValue() + ", ours " + idf);
            }
        }
        mismatches.assertNone();
    }

    /**
     * Compares our top k with the reference ranking (best first, in any order inside a tie).
     *
     * @param truncated the reference holds only its top k, so its last tie group may have more members than shown
     */
    private static void compareRanking(String label, List<ScoredDocument> expected, boolean truncated,
                                       List<ScoredDocument> ours, int k, Mismatches mismatches, Evidence evidence) {
        evidence.rankings++;
        checkOwnOrder(label, ours, mismatches);
        int expectedSize = Math.min(k, expected.size());
        if (ours.size() != expectedSize) {
            mismatches.add(label + ": " + ours.size() + " results, sklearn " + expectedSize + "\n      sklearn "
                    + expected.subList(0, expectedSize) + "\n      ours    " + ours);
            return;
        }
        for (int i = 0; i < expectedSize; i++) {
            evidence.rankedPositions++;
            if (!(Math.abs(ours.get(i).score() - expected.get(i).score()) <= TOLERANCE)) {
                mismatches.add(label + " rank " + (i + 1) + ": sklearn score " + expected.get(i).score() + ", ours "
                        + ours.get(i).score() + " (" + ours.get(i).docId() + ")");
            }
        }
        for (int[] group : tieGroups(expected)) {
            int start = group[0];
            int end = group[1];
            if (start >= expectedSize) {
                break;
            }
            Set<String> ourIds = ids(ours.subList(start, Math.min(end, expectedSize)));
            Set<String> referenceIds = ids(expected.subList(start, end));
            boolean straddles = end > expectedSize;
            boolean mayContinue = truncated && end == expected.size() && end >= k;
            if (end - start > 1) {
                evidence.tieGroups++;
            }
            if (straddles) {
                evidence.cutoffTies++;
            }
            if (mayContinue) {
                // Unknown members beyond the run's last place may fill it; the scores were compared above.
                continue;
            }
            boolean same = straddles ? referenceIds.containsAll(ourIds) : referenceIds.equals(ourIds);
            if (!same) {
                mismatches.add(label + " ranks " + (start + 1) + "-" + Math.min(end, expectedSize) + " (score "
                        + expected.get(start).score() + (straddles ? ", tie across the cutoff" : "")
                        + "): sklearn " + new TreeSet<>(referenceIds) + ", ours " + new TreeSet<>(ourIds));
            }
        }
    }

    /** Our own rule: positive scores, score descending, and equal scores by document id descending. */
    private static void checkOwnOrder(String label, List<ScoredDocument> ours, Mismatches mismatches) {
        for (int i = 0; i < ours.size(); i++) {
            ScoredDocument current = ours.get(i);
            if (!(current.score() > 0)) {
                mismatches.add(label + ": returned a document scoring " + current.score() + ": " + current);
            }
            if (i == 0) {
                continue;
            }
            ScoredDocument previous = ours.get(i - 1);
            boolean ordered = previous.score() > current.score() || (previous.score() == current.score()
                    && compareCodePoints(previous.docId(), current.docId()) > 0);
            if (!ordered) {
                mismatches.add(label + ": ranks " + i + " and " + (i + 1) + " break our order (score desc, doc id"
                        + " desc): " + previous + ", " + current);
            }
        }
    }

    /**
     * Runs of equal scores in a best-first list, as [start, end) index pairs. Scores within the tolerance count as
     * equal: a near-tie (from different summation orders) may come out either way round.
     */
    private static List<int[]> tieGroups(List<ScoredDocument> ranked) {
        List<int[]> groups = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= ranked.size(); i++) {
            if (i == ranked.size() || ranked.get(i - 1).score() - ranked.get(i).score() > TOLERANCE) {
                groups.add(new int[] {start, i});
                start = i;
            }
        }
        return groups;
    }

    /** The reference's positive scores, best first; the order inside a tie is irrelevant to the comparison. */
    private static List<ScoredDocument> ranked(Map<String, Double> scores) {
        return scores.entrySet().stream()
                .map(e -> new ScoredDocument(e.getKey(), e.getValue()))
                .sorted(Comparator.comparingDouble(ScoredDocument::score).reversed())
                .collect(Collectors.toList());
    }

    /** Independent of the code under test: the oracle's plain comparison of code point arrays. */
    private static int compareCodePoints(String a, String b) {
        return ReferenceTfidfRetriever.compareCodePoints(a, b);
    }

    private static Set<String> ids(List<ScoredDocument> documents) {
        return documents.stream().map(ScoredDocument::docId).collect(Collectors.toSet());
    }

    private static Set<String> difference(Set<String> a, Set<String> b) {
        Set<String> result = new TreeSet<>(SklearnParityTest::compareCodePoints);
        for (String term : a) {
            if (!b.contains(term)) {
                result.add(term);
            }
        }
        return result;
    }

    // ---------------------------------------------------------------- showing text

    /**
     * A string as written plus, when it holds anything beyond printable ASCII, its code points: invisible and
     * combining characters are the usual culprits and a failure message must show them.
     */
    private static String show(String text) {
        StringBuilder escaped = new StringBuilder();
        boolean plain = true;
        for (int cp : text.codePoints().toArray()) {
            if (cp >= 0x20 && cp < 0x7f) {
                escaped.appendCodePoint(cp);
            } else {
                plain = false;
                escaped.append(String.format("\\u{%04X}", cp));
            }
        }
        return plain ? "\"" + text + "\"" : "\"" + text.replaceAll("[\\t\\n\\u2028]", " ") + "\" [" + escaped + "]";
    }

    private static String showAll(List<String> terms) {
        return terms.stream().map(SklearnParityTest::show).collect(Collectors.joining(", ", "[", "]"));
    }

    private static String showFirst(Set<String> terms) {
        return terms.stream().limit(MAX_REPORTED).map(SklearnParityTest::show).collect(Collectors.joining(", ",
                "[", "]"));
    }

    // ---------------------------------------------------------------- reading

    private static List<Document> readCorpus(String resource) {
        List<Document> documents = new ArrayList<>();
        for (JsonNode node : readResource(resource)) {
            documents.add(new Document(node.get("doc_id").asText(), node.get("text").asText()));
        }
        return documents;
    }

    private static JsonNode readResource(String resource) {
        try (InputStream in = SklearnParityTest.class.getResourceAsStream(resource)) {
            assertThat(in).as("test resource %s (regenerate with src/test/python/generate_sklearn_reference.py)",
                    resource).isNotNull();
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        }
    }

    /** One config file of the generated references. */
    private static final class Reference {
        final TfidfOptions options;
        final LinkedHashMap<String, Double> vocabulary = new LinkedHashMap<>();
        final List<QueryReference> queries = new ArrayList<>();

        private Reference(TfidfOptions options) {
            this.options = options;
        }

        static Reference read(String resource) {
            JsonNode root = readResource(resource);
            JsonNode config = root.get("config");
            Reference reference = new Reference(new TfidfOptions(config.get("token_pattern").asText(),
                    config.get("lowercase").asBoolean(), config.get("sublinear_tf").asBoolean()));
            for (Map.Entry<String, JsonNode> term : root.get("vocabulary").properties()) {
                reference.vocabulary.put(term.getKey(), term.getValue().doubleValue());
            }
            for (JsonNode query : root.get("queries")) {
                List<String> tokens = new ArrayList<>();
                query.get("tokens").forEach(token -> tokens.add(token.asText()));
                Map<String, Double> scores = new HashMap<>();
                query.get("scores").properties().forEach(e -> scores.put(e.getKey(), e.getValue().doubleValue()));
                reference.queries.add(new QueryReference(query.get("query").asText(), tokens, scores));
            }
            return reference;
        }
    }

    private record QueryReference(String text, List<String> tokens, Map<String, Double> scores) {
    }

    /** The NFCorpus test split and scikit-learn's output on it, as laid out beside the collection. */
    private static final class NfCorpus {
        final List<Document> documents = new ArrayList<>();
        final Map<String, String> queries = new HashMap<>();
        final List<String> testQueryIds = new ArrayList<>();
        final LinkedHashMap<String, Double> vocabulary = new LinkedHashMap<>();
        final Map<String, List<ScoredDocument>> run = new HashMap<>();

        static NfCorpus read(Path dir) {
            NfCorpus c = new NfCorpus();
            // Indexed as title + " " + text, as the reference run was made.
            forEachJsonLine(dir.resolve("corpus.jsonl"), node -> c.documents.add(new Document(
                    node.get("_id").asText(), node.get("title").asText() + " " + node.get("text").asText())));
            forEachJsonLine(dir.resolve("queries.jsonl"), node -> c.queries.put(node.get("_id").asText(),
                    node.get("text").asText()));
            c.readTestQueryIds(dir.resolve("qrels").resolve("test.tsv"));
            c.readVocabulary(dir.resolve("sklearn-reference").resolve("vocabulary.json"));
            c.readRun(dir.resolve("sklearn-reference").resolve("tfidf.k10.run"));
            return c;
        }

        /** Query ids in first-appearance order; the file has CRLF line ends and a header line. */
        private void readTestQueryIds(Path qrels) {
            Set<String> seen = new LinkedHashSet<>();
            List<String> lines = readLines(qrels);
            for (String line : lines.subList(1, lines.size())) {
                String trimmed = line.strip();
                if (!trimmed.isEmpty()) {
                    seen.add(trimmed.split("\t")[0]);
                }
            }
            testQueryIds.addAll(seen);
            assertThat(queries.keySet()).as("test queries in queries.jsonl").containsAll(testQueryIds);
        }

        /** {@code {"vocabulary": {term: [column, "idf as %.17g"]}}}: 17 significant digits round-trip exactly. */
        private void readVocabulary(Path file) {
            JsonNode root = readTree(file);
            List<Map.Entry<String, JsonNode>> terms = new ArrayList<>(root.get("vocabulary").properties());
            terms.sort(Comparator.comparingInt(e -> e.getValue().get(0).asInt()));
            for (Map.Entry<String, JsonNode> term : terms) {
                vocabulary.put(term.getKey(), Double.parseDouble(term.getValue().get(1).asText()));
            }
        }

        /**
         * TREC run lines {@code qid Q0 docid rank score tag}. The scores are printed as Python's repr (shortest
         * round-trip form, up to 17 significant digits), so they parse back to scikit-learn's exact doubles and the
         * usual 1e-12 tolerance applies unchanged.
         */
        private void readRun(Path file) {
            Map<String, List<String[]>> byQuery = new HashMap<>();
            for (String line : readLines(file)) {
                String[] fields = line.strip().split("\\s+");
                if (fields.length == 6) {
                    byQuery.computeIfAbsent(fields[0], q -> new ArrayList<>()).add(fields);
                }
            }
            byQuery.forEach((queryId, rows) -> {
                rows.sort(Comparator.comparingInt(row -> Integer.parseInt(row[3])));
                run.put(queryId, rows.stream().map(row -> new ScoredDocument(row[2], Double.parseDouble(row[4])))
                        .collect(Collectors.toList()));
            });
            assertThat(testQueryIds).as("queries of the run among the test queries").containsAll(run.keySet());
        }

        private static void forEachJsonLine(Path file, Consumer<JsonNode> action) {
            try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    if (!line.isBlank()) {
                        action.accept(JSON.readTree(line));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(file.toString(), e);
            }
        }

        private static JsonNode readTree(Path file) {
            try {
                return JSON.readTree(file.toFile());
            } catch (IOException e) {
                throw new UncheckedIOException(file.toString(), e);
            }
        }

        private static List<String> readLines(Path file) {
            try {
                return Files.readAllLines(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(file.toString(), e);
            }
        }
    }

    // ---------------------------------------------------------------- bookkeeping

    /** Collects every mismatch of one check so a failure shows the first few and the total, not just one. */
    private static final class Mismatches {
        private final String title;
        private final List<String> found = new ArrayList<>();

        Mismatches(String title) {
            this.title = title;
        }

        void add(String mismatch) {
            found.add(mismatch);
        }

        /** Fails with the first few mismatches only: the full list can run to thousands of lines. */
        void assertNone() {
            if (!found.isEmpty()) {
                int shown = Math.min(MAX_REPORTED, found.size());
                fail(String.format("%s: %d mismatches; first %d:%n  %s", title, found.size(), shown,
                        String.join("\n  ", found.subList(0, shown))));
            }
        }
    }

    /** What was compared for one data set and configuration, printed as the evidence line. */
    private static final class Evidence {
        private final String name;
        private final int queries;
        int terms;
        int idfComparisons;
        int tokenLists;
        long scoreComparisons;
        int rankings;
        int rankedPositions;
        int tieGroups;
        int cutoffTies;

        Evidence(String name, int queries) {
            this.name = name;
            this.queries = queries;
        }

        void print() {
            System.out.printf("parity %s: %d queries, %d score comparisons, %d terms (%d idf comparisons),"
                            + " %d token lists, %d rankings over %d ranked positions (%d tie groups, %d across the"
                            + " cutoff)%n", name, queries, scoreComparisons, terms, idfComparisons, tokenLists,
                    rankings, rankedPositions, tieGroups, cutoffTies);
        }
    }

    /** Fits the retriever on first use, so a failure to fit fails a test instead of the whole factory. */
    private static final class Lazy<T> {
        private final Supplier<T> supplier;
        private T value;

        Lazy(Supplier<T> supplier) {
            this.supplier = supplier;
        }

        T get() {
            if (value == null) {
                value = supplier.get();
            }
            return value;
        }
    }
}
