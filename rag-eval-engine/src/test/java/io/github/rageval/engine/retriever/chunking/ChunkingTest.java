package io.github.rageval.engine.retriever.chunking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Cutting documents into chunks, and a chunk ranking back into a document ranking. */
class ChunkingTest {
    private static ChunkingSettings settings(String... entries) throws ConfigurationException {
        Map<String, String> values = new java.util.LinkedHashMap<>();
        for (int i = 0; i < entries.length; i += 2) {
            values.put(entries[i], entries[i + 1]);
        }
        return ChunkingSettings.parse(values);
    }

    @Test
    void wordWindowsOverlapAndKeepTheTextAsWritten() throws Exception {
        List<Document> chunks = new Chunker(settings("size", "4", "overlap", "1"))
                .chunks(new Document("d", "one two  three four\nfive six seven", Map.of("lang", "en")));

        assertThat(chunks).extracting(Document::id).containsExactly("d#1", "d#2");
        assertThat(chunks).extracting(Document::text).containsExactly("one two  three four", "four\nfive six seven");
        assertThat(chunks.get(1).metadata()).containsEntry("lang", "en").containsEntry("doc_id", "d")
                .containsEntry("chunk", "2");
        assertThat(new Chunker(settings("size", "3", "overlap", "1")).chunks(new Document("d", "a b c d e")))
                .extracting(Document::text).containsExactly("a b c", "c d e");
        assertThat(new Chunker(settings("size", "10")).chunks(new Document("short", "just three words")))
                .extracting(Document::id, Document::text).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("short#1", "just three words"));
        assertThat(new Chunker(settings("size", "10")).chunks(new Document("empty", "")))
                .extracting(Document::text).containsExactly("");
    }

    @Test
    void wordsAreWhatTheRegularExpressionSplitOnWhitespaceFinds() {
        java.util.Random random = new java.util.Random(7);
        char[] alphabet = {'a', 'b', ' ', '\t', '\n', '\r', '\f', (char) 0x0B, '\u00A0', '\u2028', '\u3000', '.', 'é'};
        for (int round = 0; round < 2000; round++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(30); i > 0; i--) {
                text.append(alphabet[random.nextInt(alphabet.length)]);
            }
            List<int[]> expected = new ArrayList<>();
            java.util.regex.Matcher matcher = java.util.regex.Pattern.compile("\\S+").matcher(text);
            while (matcher.find()) {
                expected.add(new int[] {matcher.start(), matcher.end()});
            }
            assertThat(Chunker.words(text.toString())).as("%s", text).usingElementComparator(java.util.Arrays::compare)
                    .containsExactlyElementsOf(expected);
        }
    }

    @Test
    void tokenWindowsKeepWordsWholeAndCountWhatTheAnalyzerMakesOfThem() throws Exception {
        // An analyzer that drops short words and splits on hyphens.
        io.github.rageval.engine.retriever.capability.TokenCounter counter = word -> (int) java.util.Arrays
                .stream(word.split("-")).filter(part -> part.replaceAll("\\W", "").length() >= 3).count();
        List<Document> chunks = new Chunker(settings("size", "3", "overlap", "1", "unit", "tokens"), counter, null)
                .chunks(new Document("d", "an sign-on for the company and its users"));

        // 'an' counts 0, 'sign-on' 1 ('on' is short), 'for' 1, 'the' 1, 'company' 1, 'and' 1, 'its' 1, 'users' 1.
        assertThat(chunks).extracting(Document::text).containsExactly("an sign-on for the", "the company and",
                "and its users");
    }

    @Test
    void tokensNeedABuiltInAnalyzer() throws Exception {
        assertThatThrownBy(() -> ChunkedRetriever.of((query, k) -> List.of(), settings("size", "3", "unit", "tokens")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("chunking unit = 'tokens' counts the tokens of a built-in retriever's analyzer");
        try (var loaded = Retrievers.open(RetrieverSpec.builder("tfidf")
                .chunking(settings("size", "5", "unit", "tokens")).build())) {
            loaded.index(List.of(new Document("d", "The SSO setup: open Settings, then SSO, and enter the SAML URL.")));
            assertThat(loaded.rank(new io.github.rageval.engine.model.GoldenCase("saml url", List.of("d")), 3))
                    .extracting(d -> d.chunk().id()).containsExactly("d#3");
        }
    }

    @Test
    void sentenceWindowsCountSentences() throws Exception {
        List<Document> chunks = new Chunker(settings("size", "2", "overlap", "1", "unit", "sentences"))
                .chunks(new Document("d", "First one. Second one! Is this third? Last, no mark"));

        assertThat(chunks).extracting(Document::text).containsExactly("First one. Second one!",
                "Second one! Is this third?", "Is this third? Last, no mark");
    }

    /** Chroma's recursive splitter in characters needs no encoding; its chunks are placed as the reference does. */
    @Test
    void recursiveChunksAreCutAsChromaCutsThemAndPlacedInTheirDocument() throws Exception {
        String text = "First paragraph here.\n\nSecond one is a little longer. It has two sentences.";
        List<Chunker.Chunk> chunks = new Chunker(settings("size", "30", "method", "recursive"))
                .cut(new Document("d", text));

        assertThat(chunks).extracting(c -> c.document().text()).containsExactlyElementsOf(
                RecursiveTokenChunker.characters(30, 0).split(text));
        for (Chunker.Chunk chunk : chunks) {
            String chunkText = chunk.document().text();
            // The reference's search leaves a trailing '.' out of the place it finds.
            String found = chunkText.endsWith(".") ? chunkText.substring(0, chunkText.length() - 1) : chunkText;
            assertThat(text.substring(chunk.span().start(), chunk.span().end())).isEqualTo(found);
        }
        assertThat(chunks).extracting(c -> c.document().id()).startsWith("d#1", "d#2");
    }

    @Test
    void cl100kTokensNeedTheModuleThatHoldsThem() throws Exception {
        // The engine's own tests run without rag-eval-tokens on the class path.
        assertThatThrownBy(() -> ChunkedRetriever.of((query, k) -> List.of(), settings("size", "8", "unit", "cl100k")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("chunking in cl100k_base tokens needs the module rag-eval-tokens");
    }

    @Test
    void badSettingsAreErrorsThatSayWhatToWrite() throws Exception {
        assertThatThrownBy(() -> settings("overlap", "5")).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("chunking is set without a size.");
        assertThatThrownBy(() -> settings("size", "10", "overlap", "10"))
                .hasMessage("chunking overlap = 10 is not allowed with size 10. Chunks overlap by 0 to size - 1 = 9"
                        + " words.");
        assertThatThrownBy(() -> settings("size", "0")).hasMessageContaining("chunking size = 0 is not allowed");
        assertThatThrownBy(() -> settings("size", "ten")).hasMessage("chunking size = 'ten' is not a whole number.");
        assertThatThrownBy(() -> settings("size", "10", "unit", "lines"))
                .hasMessage("chunking unit = 'lines' is not allowed. Use words, tokens, sentences, cl100k,"
                        + " characters.");
        assertThatThrownBy(() -> settings("size", "10", "method", "semantic"))
                .hasMessage("chunking method = 'semantic' is not allowed. Use windows, recursive.");
        assertThatThrownBy(() -> settings("size", "10", "method", "recursive", "unit", "words"))
                .hasMessage("chunking unit = words does not go with method = recursive, which counts in"
                        + " characters, cl100k.");
        assertThatThrownBy(() -> settings("size", "10", "unit", "characters"))
                .hasMessage("chunking unit = characters does not go with method = windows, which counts in"
                        + " words, tokens, sentences, cl100k.");
        assertThat(settings("size", "10", "method", "recursive")).isEqualTo(new ChunkingSettings(10, 0,
                ChunkingSettings.Unit.CHARACTERS, ChunkingSettings.Method.RECURSIVE));
        assertThat(settings("size", "10", "method", "recursive").describe()).containsEntry("chunking.method",
                "recursive");
        // The default method is not described: a baseline recorded before there was a choice keeps its fingerprint.
        assertThat(settings("size", "10").describe()).doesNotContainKey("chunking.method");
        assertThatThrownBy(() -> settings("size", "10", "overlapp", "2"))
                .hasMessageStartingWith("chunking has 'overlapp', which is not a chunking setting.");
        assertThat(ChunkingSettings.parse(Map.of())).isNull();
    }

    @Test
    void aDocumentRanksAtItsBestChunkAndMoreChunksAreAskedForUntilKDocumentsCome() throws Exception {
        List<Integer> asked = new ArrayList<>();
        Retriever chunkRanker = new Retriever() {
            @Override
            public List<ScoredDocument> retrieve(String query, int k) {
                asked.add(k);
                // Document a fills the first places: its five chunks, then b's and c's best.
                List<ScoredDocument> all = List.of(new ScoredDocument("a#1", 9), new ScoredDocument("a#2", 8),
                        new ScoredDocument("a#3", 7), new ScoredDocument("a#4", 6), new ScoredDocument("a#5", 5),
                        new ScoredDocument("b#2", 4), new ScoredDocument("a#6", 3), new ScoredDocument("c#1", 2),
                        new ScoredDocument("b#1", 1));
                return all.subList(0, Math.min(k, all.size()));
            }
        };
        ChunkedRetriever chunked = ChunkedRetriever.of(chunkRanker, settings("size", "1"));
        assertThat(chunked).isNotInstanceOf(StreamingIndexer.class);
        chunked.index(List.of(new Document("a", "1 2 3 4 5 6"), new Document("b", "1 2"), new Document("c", "1")));

        assertThat(chunked.retrieve("q", 1)).containsExactly(new ScoredDocument("a", 9));
        assertThat(chunked.retrieve("q", 3)).containsExactly(new ScoredDocument("a", 9),
                new ScoredDocument("b", 4), new ScoredDocument("c", 2));
        assertThat(asked).containsExactly(4, 12);
    }

    @Test
    void theMatchedChunkComesWithItsTextTrimmed() throws Exception {
        String longText = ("word ".repeat(100) + "\n\n  tail ").repeat(2);
        assertThat(ChunkedRetriever.excerpt("  a\n\n b  ")).isEqualTo("a b");
        String excerpt = ChunkedRetriever.excerpt(longText);
        assertThat(excerpt).endsWith(" …").doesNotContain("\n");
        assertThat(excerpt.length()).isLessThanOrEqualTo(ChunkedRetriever.EXCERPT + 2);

        Retriever chunkRanker = (query, k) -> List.of(new ScoredDocument("d#2", 2), new ScoredDocument("d#1", 1));
        ChunkedRetriever chunked = ChunkedRetriever.of(chunkRanker, settings("size", "2"));
        chunked.index(List.of(new Document("d", "one two three four")));
        assertThat(chunked.retrieveMatches(new io.github.rageval.api.Query(null, "q", List.of()), 5))
                .containsExactly(new ChunkedRetriever.Match(new ScoredDocument("d", 2), "d#2", "three four",
                        new CharSpan("d", 8, 18)));
    }

    @Test
    void aGoldenSetThatLabelsChunksGetsChunksRankedAsChunks(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path golden = dir.resolve("golden.json");
        java.nio.file.Files.writeString(golden, """
                [{"query": "Where do I download the mobile app?", "relevant_doc_ids": ["employee-guide#4"]},
                 {"query": "How many parking spaces has the garage?", "relevant_doc_ids": ["parking#1"]}]""");
        io.github.rageval.engine.settings.EvaluationSettings settings = io.github.rageval.engine.settings
                .EvaluationSettings.builder().corpus(java.nio.file.Path.of("src/test/resources/chunking/corpus.json"))
                .goldenDataset(golden).k(1)
                .retriever(RetrieverSpec.builder("tfidf").chunking(settings("size", "40", "overlap", "10")).build())
                .corpusOptional(false).build();

        var report = io.github.rageval.engine.evaluation.RagEvaluation.run(settings);

        assertThat(report.cases()).extracting(c -> c.retrieved().get(0).docId())
                .containsExactly("employee-guide#4", "parking#1");
        assertThat(report.cases()).allMatch(c -> c.hit());
        assertThat(report.warnings()).first().asString().startsWith("the golden set labels chunk ids (doc_id#n)");

        java.nio.file.Files.writeString(golden, """
                [{"query": "Where do I download the mobile app?", "relevant_doc_ids": ["employee-guide#99"]},
                 {"query": "How many parking spaces has the garage?", "relevant_doc_ids": ["parking#1"]}]""");
        assertThatThrownBy(() -> io.github.rageval.engine.evaluation.RagEvaluation.run(settings))
                .isInstanceOf(io.github.rageval.engine.model.InputException.class)
                .hasMessageContaining("1 relevant id is not among the chunks of src/test/resources/chunking/corpus.json as chunking cuts it")
                .hasMessageContaining("\"employee-guide#99\" in record 1");
    }

    /**
     * A document whose id is a chunk id of another ({@code faq#2} beside {@code faq}, cut in chunks of 3 words) makes
     * a label, and a result, name two things: the run is refused before any query, whether the golden set labels
     * that id (it used to be judged as chunk 2 of faq, a hit) or documents only (it used to be refused as "not among
     * the chunks", chunk labels being guessed from the id).
     */
    @Test
    void aDocumentIdThatIsAChunkIdOfAnotherDocumentIsRefused(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path corpus = dir.resolve("corpus.json");
        java.nio.file.Files.writeString(corpus, """
                [{"doc_id": "faq", "text": "one two three four five six seven eight nine ten eleven twelve"},
                 {"doc_id": "faq#2", "text": "returns are free within thirty days"},
                 {"doc_id": "other", "text": "the office opens at nine"}]""");
        java.nio.file.Path golden = dir.resolve("golden.json");
        io.github.rageval.engine.settings.EvaluationSettings settings = io.github.rageval.engine.settings
                .EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(1)
                .rules(Fixtures.rules(Map.of("hit_rate", "1.0")))
                .retriever(RetrieverSpec.builder("tfidf").chunking(settings("size", "3")).build())
                .corpusOptional(false).build();
        String refused = "corpus file " + corpus + ": 1 document id is also the id chunking gives a chunk of another"
                + " document (doc_id#n, n from 1), so a label or a result of that id would name two things: \"faq#2\""
                + " (record 2) is chunk 2 of \"faq\" (record 1). Rename the document, in the corpus and the golden"
                + " set, so that no document id is another's id followed by #n, or evaluate without chunking.";

        java.nio.file.Files.writeString(golden, """
                [{"query": "four five six", "relevant_doc_ids": ["faq#2"]}]""");
        assertThatThrownBy(() -> io.github.rageval.engine.evaluation.RagEvaluation.run(settings))
                .isInstanceOf(io.github.rageval.engine.model.InputException.class).hasMessage(refused);

        java.nio.file.Files.writeString(golden, """
                [{"query": "returns free", "relevant_doc_ids": ["faq#2"]},
                 {"query": "office opens", "relevant_doc_ids": ["other"]}]""");
        assertThatThrownBy(() -> io.github.rageval.engine.evaluation.RagEvaluation.run(settings))
                .isInstanceOf(io.github.rageval.engine.model.InputException.class).hasMessage(refused);
    }

    /**
     * A miss of a chunked retriever is explained by chunks: each document by its best chunk (named), ranked among
     * documents, with the wrapped retriever's term contributions.
     */
    @Test
    void missesOfAChunkedRetrieverAreExplainedByTheirBestChunks(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path golden = dir.resolve("golden.json");
        java.nio.file.Files.writeString(golden, """
                [{"query": "the app release on the phone", "relevant_doc_ids": ["employee-guide"]}]""");
        io.github.rageval.engine.settings.EvaluationSettings settings = io.github.rageval.engine.settings
                .EvaluationSettings.builder().corpus(java.nio.file.Path.of("src/test/resources/chunking/corpus.json"))
                .goldenDataset(golden).k(1)
                .retriever(RetrieverSpec.builder("tfidf").chunking(settings("size", "40", "overlap", "10")).build())
                .corpusOptional(false)
                .explain(io.github.rageval.engine.explain.ExplainMode.ALL).build();

        var report = io.github.rageval.engine.evaluation.RagEvaluation.run(settings);

        var result = report.cases().get(0);
        assertThat(result.hit()).isFalse();
        assertThat(result.retrieved()).extracting(d -> d.docId()).containsExactly("app-release");
        var explanation = report.explanations().get(0);
        assertThat(explanation.documents()).extracting(d -> d.docId(), d -> d.chunkId(), d -> d.relevant(),
                d -> d.rank().getAsInt()).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("app-release", "app-release#1", false, 1),
                        org.assertj.core.groups.Tuple.tuple("employee-guide", "employee-guide#4", true, 2));
        var top = explanation.documents().get(0);
        assertThat(top.score()).isEqualTo(result.retrieved().get(0).score());
        assertThat(top.contributions()).extracting(c -> c.term()).contains("app");
        var relevant = explanation.documents().get(1);
        assertThat(relevant.contributions()).extracting(c -> c.term()).containsExactly("app", "the", "phone", "on");
        assertThat(relevant.contributions().stream().mapToDouble(c -> c.product()).sum())
                .isCloseTo(relevant.score(), org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void chunkingIsPartOfTheRetrieversSettingsAndKeepsStreaming() throws Exception {
        RetrieverSpec spec = RetrieverSpec.builder("tfidf").chunking(settings("size", "200", "overlap", "40")).build();
        assertThat(Retrievers.describe(spec)).containsEntry("type", "tfidf").containsEntry("chunking.size", 200)
                .containsEntry("chunking.overlap", 40).containsEntry("chunking.unit", "words");
        assertThat(Retrievers.describe(RetrieverSpec.DEFAULT)).doesNotContainKey("chunking.size");
        try (var loaded = Retrievers.open(spec)) {
            assertThat(loaded.retriever()).isInstanceOf(ChunkedRetriever.class).isInstanceOf(StreamingIndexer.class);
        }
    }
}
