package io.github.rageval.engine.retriever.bm25;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Document;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.settings.table.OptionWords;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bm25 retriever on small corpora: found by name, Anserini's analysis and queries, its tie rule, its options. */
class Bm25RetrieverTest {
    private static Bm25Retriever indexed(Map<String, String> options, Document... documents) throws Exception {
        Bm25Retriever retriever = (Bm25Retriever) new Bm25RetrieverFactory().create(new RetrieverOptions("bm25",
                options, List.of(Path.of("target/test-classes"))));
        retriever.index(List.of(documents));
        return retriever;
    }

    @Test
    void isFoundByNameWithAnserinisDefaults() throws Exception {
        assertThat(Retrievers.builtInNames()).contains("bm25", "tfidf");
        try (LoadedRetriever loaded = Retrievers.open(RetrieverSpec.builder("bm25").build())) {
            assertThat(loaded.retriever()).isInstanceOf(StreamingIndexer.class);
            assertThat(loaded.threadSafe()).isTrue();
            assertThat(loaded.settings()).containsExactly(Map.entry("type", "bm25"), Map.entry("k1", 0.9),
                    Map.entry("b", 0.4), Map.entry("analyzer", "english"), Map.entry("ties", "doc_id ascending"));
        }
    }

    @Test
    void analysesAsAnseriniStemmingAndDroppingStopWords() throws Exception {
        try (Bm25Retriever retriever = indexed(Map.of(), new Document("a", "x"))) {
            assertThat(retriever.terms("The user's passwords were RESET, and resetting works"))
                    .containsExactly("user", "password", "were", "reset", "reset", "work");
            // Each distinct term once, boosted by its count in the query.
            assertThat(retriever.query("reset the password reset").toString())
                    .contains("(contents:reset)^2.0", "contents:password");
            assertThat(retriever.query("the and of it")).isNull();
            assertThat(retriever.retrieve("the and of it", 10)).isEmpty();
        }
    }

    @Test
    void ranksByScoreThenByDocumentIdAscending() throws Exception {
        try (Bm25Retriever retriever = indexed(Map.of(),
                new Document("doc-b", "password reset guide"), new Document("doc-a", "password reset guide"),
                new Document("doc-c", "password reset"), new Document("doc-d", "billing cycle"))) {
            List<ScoredDocument> ranking = retriever.retrieve("reset my password", 10);

            assertThat(ranking).extracting(ScoredDocument::id).containsExactly("doc-c", "doc-a", "doc-b");
            assertThat(ranking.get(1).score()).isEqualTo(ranking.get(2).score());
            assertThat(ranking.get(0).score()).isGreaterThan(ranking.get(1).score());
            assertThat(retriever.retrieve("reset my password", 1)).extracting(ScoredDocument::id)
                    .containsExactly("doc-c");
            assertThat(retriever.documents()).isEqualTo(4);
            assertThat(retriever.totalTerms()).isEqualTo(10);
        }
    }

    /** A query of more distinct terms than Lucene's default clause limit (1,024) is answered, not refused. */
    @Test
    void aQueryOfThousandsOfDistinctTermsIsAnswered() throws Exception {
        StringBuilder longQuery = new StringBuilder("password");
        for (int i = 0; i < 3000; i++) {
            longQuery.append(" zz").append(Integer.toString(i, 26).replace('0', 'q'));
        }
        try (Bm25Retriever retriever = indexed(Map.of(),
                new Document("doc-a", "password reset guide"), new Document("doc-b", "billing cycle"))) {
            assertThat(retriever.query(longQuery.toString()).toString().split("contents:")).hasSizeGreaterThan(3000);
            assertThat(retriever.retrieve(longQuery.toString(), 10)).extracting(ScoredDocument::id)
                    .containsExactly("doc-a");
        }
    }

    /**
     * Ties go by id ascending whatever the documents' order in the index, and an index of several segments ranks as
     * one: the same lists and scores, ties broken across segments.
     */
    @Test
    void severalSegmentsRankAsOneAndTiesGoByIdWhateverTheIndexOrder() throws Exception {
        List<Document> corpus = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String text = (i % 3 == 0 ? "password reset " : "billing ") + (i % 4 == 0 ? "guide" : "account")
                    + (i % 5 == 0 ? " password" : "");
            corpus.add(new Document(String.format(java.util.Locale.ROOT, "doc-%02d", 39 - i), text));
        }
        Bm25Settings settings = new Bm25Settings(0.9f, 0.4f, "english");
        try (Bm25Retriever oneSegment = new Bm25Retriever(settings, Bm25Analyzer.ENGLISH.create());
             Bm25Retriever segments = new Bm25Retriever(settings, Bm25Analyzer.ENGLISH.create(), 7)) {
            oneSegment.index(corpus);
            segments.index(corpus);

            assertThat(segments.segments()).isEqualTo(6);
            assertThat(oneSegment.segments()).isEqualTo(1);
            for (String query : List.of("reset my password", "billing guide", "account", "password password guide")) {
                for (int k : new int[] {1, 5, 13, 40}) {
                    List<ScoredDocument> expected = oneSegment.retrieve(query, k);
                    assertThat(segments.retrieve(query, k)).as("%s at %d", query, k).isEqualTo(expected);
                    for (int i = 1; i < expected.size(); i++) {
                        ScoredDocument before = expected.get(i - 1);
                        ScoredDocument after = expected.get(i);
                        assertThat(before.score() > after.score() || before.score() == after.score()
                                && before.id().compareTo(after.id()) < 0).as("%s before %s", before, after).isTrue();
                    }
                }
            }
        }
    }

    @Test
    void theAnalyzerOptionChangesTheTerms() throws Exception {
        try (Bm25Retriever whitespace = indexed(Map.of("analyzer", "whitespace"), new Document("a", "Resets"));
             Bm25Retriever standard = indexed(Map.of("analyzer", "Standard"), new Document("a", "Resets"))) {
            assertThat(whitespace.terms("The Resets, ok")).containsExactly("The", "Resets,", "ok");
            assertThat(standard.terms("The Resets, ok")).containsExactly("the", "resets", "ok");
            assertThat(standard.retrieve("resets", 5)).extracting(ScoredDocument::id).containsExactly("a");
        }
    }

    @Test
    void anAnalyzerOfTheProjectIsLoadedFromItsTestClasspathOverRagEvalsLucene() throws Exception {
        try (Bm25Retriever own = indexed(Map.of("analyzer", "com.example.analysis.WholeLowercaseAnalyzer"),
                new Document("a", "Password-Reset today"), new Document("b", "password reset"))) {
            assertThat(own.terms("The Password-Reset, ok")).containsExactly("the", "password-reset,", "ok");
            assertThat(own.retrieve("password-reset", 5)).extracting(ScoredDocument::id).containsExactly("a");
            assertThat(own.analyzerName()).isEqualTo("com.example.analysis.WholeLowercaseAnalyzer");
        }
        assertThatThrownBy(() -> indexed(Map.of("analyzer", "com.example.analysis.Missing")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retrieverOptions analyzer = 'com.example.analysis.Missing' of the bm25"
                        + " retriever names a class that is not on the project's test classpath (1 entry).");
        assertThat(Retrievers.readsClasspath(RetrieverSpec.builder("bm25")
                .options(Map.of("analyzer", "com.example.analysis.WholeLowercaseAnalyzer")).build())).isTrue();
        assertThat(Retrievers.readsClasspath(RetrieverSpec.builder("bm25").options(Map.of("analyzer", "standard"))
                .build()))
                .isFalse();
        // Lucene's packages come from rag-eval's Lucene: an analyzer of a Lucene module it lacks is not seen.
        assertThatThrownBy(() -> indexed(Map.of("analyzer", "org.apache.lucene.analysis.ja.JapaneseAnalyzer")))
                .hasMessage("retrieverOptions analyzer = 'org.apache.lucene.analysis.ja.JapaneseAnalyzer' of the bm25"
                        + " retriever cannot be loaded: the package org.apache.lucene is reserved: its classes always"
                        + " come from rag-eval's own class path, never from the project's classpath, so a class of"
                        + " the project in it is not seen. Move the class to a package of your own (e.g. com.acme).");
        assertThatThrownBy(() -> indexed(Map.of("analyzer", "java.lang.String")))
                .hasMessage("retrieverOptions analyzer = 'java.lang.String' of the bm25 retriever is not a"
                        + " org.apache.lucene.analysis.Analyzer. Name a subclass of it.");
    }

    @Test
    void badOptionsNameTheOptionAndWhatToWrite() {
        assertThatThrownBy(() -> settings(Map.of("k1", "high"))).isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions k1 = 'high' of the bm25 retriever is not a number. Write a decimal"
                        + " number such as 0.9.");
        // Float.parseFloat reads these; a user writing them meant something else, or made a typo.
        for (String loose : List.of("0x1p1", "1.2d", "1.2f", "NaN", " Infinity")) {
            assertThatThrownBy(() -> settings(Map.of("k1", loose)))
                    .hasMessage("retrieverOptions k1 = '" + loose.trim() + "' of the bm25 retriever is not a number."
                            + " Write a decimal number such as 0.9.");
        }
        assertThatThrownBy(() -> settings(Map.of("k1", "1e400")))
                .hasMessage("retrieverOptions k1 = '1e400' of the bm25 retriever is out of range: a number's"
                        + " size is at most about 1.8e308. Write a decimal number such as 0.9.");
        assertThatThrownBy(() -> settings(Map.of("b", "1.5")))
                .hasMessageStartingWith("retrieverOptions b = '1.5' of the bm25 retriever is not allowed: b weighs"
                        + " document length normalisation and lies in [0, 1]");
        assertThatThrownBy(() -> settings(Map.of("k1", "-1"))).hasMessageContaining("must be 0 or more");
        assertThatThrownBy(() -> settings(Map.of("analyzer", "klingon")))
                .hasMessage("retrieverOptions analyzer = 'klingon' of the bm25 retriever is not one it knows. Use"
                        + " english, standard, whitespace, or the fully qualified name of a Lucene Analyzer on the"
                        + " test classpath.");
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("bm25").options(Map.of("k", "1")).build()))
                .hasMessage("retrieverOptions has 'k', which the bm25 retriever does not read. Did you mean k1? Its"
                        + " options: k1, b, analyzer.");
    }

    @Test
    void onTheCommandLineBadOptionsAreNamedAsEntriesOfTheRetrieverOptionsOption() {
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        for (Map<String, String> bad : List.of(Map.of("k1", "-1"), Map.of("b", "1.5"), Map.of("analyzer", "klingon"))) {
            Map.Entry<String, String> option = bad.entrySet().iterator().next();
            assertThatThrownBy(() -> Bm25RetrieverFactory.settings(new RetrieverOptions("bm25", bad, List.of(), null,
                    commandLine))).hasMessageStartingWith("--retriever-options " + option.getKey() + "="
                    + option.getValue() + " of the bm25 retriever is not");
        }
    }

    private static Bm25Settings settings(Map<String, String> options) throws ConfigurationException {
        return Bm25RetrieverFactory.settings(new RetrieverOptions("bm25", options));
    }
}
