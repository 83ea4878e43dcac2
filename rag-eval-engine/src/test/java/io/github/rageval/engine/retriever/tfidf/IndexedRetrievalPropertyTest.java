package io.github.rageval.engine.retriever.tfidf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The indexed retriever against {@link ReferenceTfidfRetriever} on generated corpora: the same vocabulary and idf,
 * every score to 1e-12, and identical ranked lists, ties included. Each dynamic test is one seed, named so a
 * failure can be replayed; the corpora are small, skewed and full of exact duplicates, so ties are common, and
 * ids mix ASCII with astral and fullwidth characters, so the tie rule's code point order is exercised.
 */
class IndexedRetrievalPropertyTest {
    private static final int SEEDS = 150;
    private static final int QUERIES_PER_CORPUS = 25;
    private static final double TOLERANCE = 1e-12;

    private static final String[] WORD_PARTS = {"ab", "cd", "x", "yz", "Σα", "ΣΟ", "ß", "日本", "𝐀", "²", "_", "42",
        "e\u0301", "ﬁ", "İ", "q"};
    private static final String[] ID_PARTS = {"a", "b", "Z", "9", "\uFF21", "\uD83D\uDE00", "é", "-", "𝐀"};
    private static final TfidfOptions[] OPTIONS = {
        TfidfOptions.defaults(),
        TfidfOptions.defaults(),
        new TfidfOptions(TfidfOptions.DEFAULT_TOKEN_PATTERN, false, false),
        new TfidfOptions(TfidfOptions.DEFAULT_TOKEN_PATTERN, true, true),
        TfidfOptions.defaults().withTokenPattern("(?u)\\b\\w{3,}\\b"),
        TfidfOptions.defaults().withTokenPattern("(?u)\\b(\\w)\\w*\\b"),
    };

    @TestFactory
    Stream<DynamicTest> sameResultsAsTheReferenceImplementation() {
        return IntStream.range(0, SEEDS).mapToObj(seed -> dynamicTest("seed " + seed, () -> check(seed)));
    }

    private static void check(long seed) {
        Random random = new Random(seed);
        List<String> words = words(random);
        List<Document> corpus = corpus(random, words);
        TfidfOptions options = OPTIONS[random.nextInt(OPTIONS.length)];
        TfidfRetriever fast = TfidfRetriever.fit(corpus, options);
        ReferenceTfidfRetriever reference = new ReferenceTfidfRetriever(corpus, options);

        assertThat(fast.vocabulary().terms()).as("vocabulary, seed %d", seed).isEqualTo(reference.terms());
        for (String term : reference.terms()) {
            assertThat(fast.vocabulary().idf(term)).as("idf of %s", term).isEqualTo(reference.idf(term));
        }
        for (int q = 0; q < QUERIES_PER_CORPUS; q++) {
            String query = text(random, words, random.nextInt(6)) + (random.nextInt(4) == 0 ? " unseen" : "");
            int k = 1 + random.nextInt(corpus.size() + 3);
            String label = "seed " + seed + ", query '" + query + "', k " + k + ", " + options;

            double[] expectedScores = reference.scores(query);
            double[] scores = fast.scores(query);
            for (int d = 0; d < corpus.size(); d++) {
                assertThat(scores[d]).as("%s: score of %s", label, corpus.get(d).id())
                        .isCloseTo(expectedScores[d], within(TOLERANCE));
            }
            List<ScoredDocument> expected = reference.retrieve(query, k);
            List<ScoredDocument> ranked = fast.retrieve(query, k);
            assertThat(ranked).extracting(ScoredDocument::docId).as(label)
                    .isEqualTo(expected.stream().map(ScoredDocument::docId).toList());
            for (int i = 0; i < ranked.size(); i++) {
                assertThat(ranked.get(i).score()).as("%s: rank %d", label, i + 1)
                        .isCloseTo(expected.get(i).score(), within(TOLERANCE));
            }
            checkExplanationNumbers(fast, reference, corpus, query, random, label);
        }
    }

    /** What explanations read: a few documents' scores and ranks, and their weights for the query's terms. */
    private static void checkExplanationNumbers(TfidfRetriever fast, ReferenceTfidfRetriever reference,
                                                List<Document> corpus, String query, Random random, String label) {
        List<String> chosen = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            chosen.add(corpus.get(random.nextInt(corpus.size())).id());
        }
        chosen.add("not-a-document");
        Map<String, TfidfRetriever.Placement> placements = fast.placements(query, chosen);
        assertThat(placements).as(label).doesNotContainKey("not-a-document");
        for (String id : chosen.subList(0, 3)) {
            int rank = reference.rank(query, id);
            TfidfRetriever.Placement placement = placements.get(id);
            assertThat(placement.rank().orElse(0)).as("%s: rank of %s", label, id).isEqualTo(rank);
            assertThat(placement.score()).as("%s: score of %s", label, id)
                    .isCloseTo(reference.scores(query)[indexOf(corpus, id)], within(TOLERANCE));
            Set<String> terms = fast.termWeights(query).keySet();
            Map<String, Double> weights = fast.documentWeights(id, terms);
            for (String term : terms) {
                assertThat(weights.getOrDefault(term, 0.0)).as("%s: weight of %s in %s", label, term, id)
                        .isEqualTo(reference.documentWeight(id, term));
            }
        }
    }

    private static int indexOf(List<Document> corpus, String id) {
        for (int d = 0; d < corpus.size(); d++) {
            if (corpus.get(d).id().equals(id)) {
                return d;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** A small, skewed vocabulary: a few words appear everywhere, most rarely. */
    private static List<String> words(Random random) {
        Set<String> words = new LinkedHashSet<>();
        int size = 3 + random.nextInt(40);
        while (words.size() < size) {
            StringBuilder word = new StringBuilder();
            int parts = 1 + random.nextInt(3);
            for (int p = 0; p < parts; p++) {
                word.append(WORD_PARTS[random.nextInt(WORD_PARTS.length)]);
            }
            words.add(random.nextInt(3) == 0 ? word.toString().toUpperCase(java.util.Locale.ROOT) : word.toString());
        }
        return new ArrayList<>(words);
    }

    private static List<Document> corpus(Random random, List<String> words) {
        int size = 1 + random.nextInt(80);
        Set<String> ids = new LinkedHashSet<>();
        while (ids.size() < size) {
            StringBuilder id = new StringBuilder();
            int parts = 1 + random.nextInt(3);
            for (int p = 0; p < parts; p++) {
                id.append(ID_PARTS[random.nextInt(ID_PARTS.length)]);
            }
            ids.add(id.toString());
        }
        List<Document> corpus = new ArrayList<>();
        for (String id : ids) {
            // A fifth of the documents repeat an earlier text exactly: the same scores, so ties decided by id.
            String text = !corpus.isEmpty() && random.nextInt(5) == 0
                    ? corpus.get(random.nextInt(corpus.size())).text()
                    : text(random, words, random.nextInt(25));
            corpus.add(new Document(id, text));
        }
        return corpus;
    }

    private static String text(Random random, List<String> words, int length) {
        StringBuilder text = new StringBuilder();
        String[] separators = {" ", " ", " ", ", ", "-", "\n", "'"};
        for (int i = 0; i < length; i++) {
            // Squaring a uniform number skews the picks towards the first words: a crude Zipf.
            double u = random.nextDouble();
            text.append(words.get((int) (u * u * words.size()))).append(separators[random.nextInt(separators.length)]);
        }
        return text.toString();
    }
}
