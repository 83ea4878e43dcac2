package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The formats beyond the specification's two: graded golden datasets, TREC and BEIR qrels, runs, BEIR folders. */
class FormatsTest {
    @TempDir
    Path dir;

    private Path file(String name, String content) throws IOException {
        Path path = dir.resolve(name);
        Files.createDirectories(path.getParent());
        return Files.writeString(path, content, StandardCharsets.UTF_8);
    }

    @Test
    void goldenDatasetsCarryGradesAndQueryIds() throws Exception {
        Path golden = file("golden.jsonl", "{\"query_id\": \"q1\", \"query\": \"x\", \"relevant_doc_ids\": [\"a\"],"
                + " \"relevant\": {\"b\": 2, \"c\": 0, \"a\": 3}}\n"
                + "{\"query_id\": \"q2\", \"relevant\": {\"d\": -1}}\n");

        List<GoldenCase> cases = new GoldenDatasetLoader().load(golden).cases();

        assertThat(cases.get(0)).isEqualTo(new GoldenCase("q1", "x", Map.of("a", 3, "b", 2, "c", 0)));
        assertThat(cases.get(0).grades().keySet()).containsExactly("a", "b", "c");
        assertThat(cases.get(0).relevantDocIds()).containsExactly("a", "b");
        assertThat(cases.get(0).relevantDocIds(3)).containsExactly("a");
        assertThat(cases.get(1).query()).isNull();
        assertThat(cases.get(1).relevantDocIds()).isEmpty();
    }

    @Test
    void gradedGoldenDatasetErrorsNameTheRecord() throws Exception {
        Path contradiction = file("a.json", "[{\"query\": \"x\", \"relevant_doc_ids\": [\"a\"], \"relevant\": {\"a\": 0}}]");
        Path fraction = file("b.json", "[{\"query\": \"x\", \"relevant\": {\"a\": 1.5}}]");
        Path neither = file("c.json", "[{\"query\": \"x\"}]");
        Path duplicateId = file("d.jsonl", "{\"query_id\": \"q\", \"query\": \"x\", \"relevant_doc_ids\": []}\n"
                + "{\"query_id\": \"q\", \"query\": \"y\", \"relevant_doc_ids\": []}\n");
        Path duplicateKey = file("e.json", "[{\"query\": \"x\", \"relevant\": {\"a\": 1, \"a\": 2}}]");

        assertThatThrownBy(() -> new GoldenDatasetLoader().load(contradiction))
                .hasMessageContaining("record 1 (line 1, column 2): \"a\" is listed in \"relevant_doc_ids\" (relevant)"
                        + " but graded 0 in \"relevant\" (not relevant)");
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(fraction))
                .hasMessageContaining("the grade of \"a\" in \"relevant\" is 1.5, but grades are integers");
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(neither))
                .hasMessageContaining("has no \"relevant_doc_ids\" field");
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(duplicateId))
                .hasMessageContaining("record 2 (line 2, column 1): duplicate query_id \"q\", already used by record 1");
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(duplicateKey))
                .hasMessageContaining("line 1, column ").hasMessageContaining("the name 'a' twice in one object");
    }

    @Test
    void readsTrecQrelsWithCommentsAndNegativeGrades() throws Exception {
        Path qrels = file("qrels.txt", "# judged by hand\n301 0 d1 1\n301 0 d2 0\n\n302\t0\td3\t-1\n301 0 d4 2\n");

        GoldenDataset judged = new QrelsLoader().load(qrels);

        assertThat(judged.cases()).containsExactly(new GoldenCase("301", null, Map.of("d1", 1, "d2", 0, "d4", 2)),
                new GoldenCase("302", null, Map.of("d3", -1)));
        assertThat(judged.places()).containsExactly("line 2", "line 5");
    }

    @Test
    void readsBeirQrelsWithHeaderAndCrlf() throws Exception {
        Path qrels = file("qrels/test.tsv", "query-id\tcorpus-id\tscore\r\nq1\tdoc 1\t2\r\nq1\td2\t1\r\n");

        assertThat(new QrelsLoader().load(qrels).cases())
                .containsExactly(new GoldenCase("q1", null, Map.of("doc 1", 2, "d2", 1)));
    }

    @Test
    void qrelsErrorsNameFileAndLine() throws Exception {
        Path fields = file("a.txt", "301 0 d1 1\n301 0 d2\n");
        Path grade = file("b.txt", "301 0 d1 high\n");
        Path twice = file("c.txt", "301 0 d1 1\n301 0 d1 0\n");
        Path beirFields = file("d.tsv", "query-id\tcorpus-id\tscore\nq1\td1\n");
        Path empty = file("e.txt", "\n\n");

        assertThatThrownBy(() -> new QrelsLoader().load(fields)).isInstanceOf(InputException.class)
                .hasMessage("qrels file " + fields + ", line 2: expected 4 fields 'query_id 0 doc_id relevance' (TREC"
                        + " qrels), found 3. Write one judgment per line.");
        assertThatThrownBy(() -> new QrelsLoader().load(grade))
                .hasMessageContaining("line 1: relevance 'high' is not an integer");
        assertThatThrownBy(() -> new QrelsLoader().load(twice))
                .hasMessageContaining("line 2: document \"d1\" is judged again for query \"301\" (first on line 1)");
        assertThatThrownBy(() -> new QrelsLoader().load(beirFields))
                .hasMessageContaining("line 2: expected 3 tab-separated fields");
        assertThatThrownBy(() -> new QrelsLoader().load(empty)).hasMessageContaining("is empty");
        assertThatThrownBy(() -> new QrelsLoader().load(dir.resolve("none.txt"))).hasMessageContaining("does not exist");
    }

    @Test
    void trecRunsIgnoreRankAndAreRankedByScoreThenDocIdDescending() throws Exception {
        Path run = file("run.txt", "q1 Q0 a 1 0.5 tag\nq1 Q0 b 2 0.9 tag extra fields\n# comment\n"
                + "q1 Q0 c 3 0.5 tag\nq2 Q0 a 1 -1e2 tag\n");

        Run loaded = new RunLoader().load(run);

        assertThat(loaded.queryIds()).containsExactly("q1", "q2");
        assertThat(loaded.size()).isEqualTo(4);
        assertThat(loaded.ranking("q1")).extracting(ScoredDocument::docId).containsExactly("b", "c", "a");
        assertThat(loaded.ranking("q2")).containsExactly(new ScoredDocument("a", -100.0));
        assertThat(loaded.ranking("q3")).isEmpty();
    }

    @Test
    void aByteOrderMarkIsNotPartOfTheFirstQueryId() throws Exception {
        Path run = file("bom-run.txt", "\uFEFFq1 Q0 a 1 0.5 tag\nq1 Q0 b 2 0.4 tag\n");
        Path qrels = file("bom-qrels.txt", "\uFEFFq1 0 a 1\n");
        Path beirQrels = file("bom-qrels.tsv", "\uFEFFquery-id\tcorpus-id\tscore\r\nq1\ta\t1\r\n");
        Path jsonRun = file("bom-run.jsonl", "\uFEFF{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"a\","
                + " \"score\": 1}]}\n");

        assertThat(new RunLoader().load(run).queryIds()).containsExactly("q1");
        assertThat(new QrelsLoader().load(qrels).cases()).extracting(c -> c.queryId()).containsExactly("q1");
        assertThat(new QrelsLoader().load(beirQrels).cases()).extracting(c -> c.queryId()).containsExactly("q1");
        assertThat(new RunLoader().load(jsonRun).queryIds()).containsExactly("q1");
    }

    @Test
    void minusZeroTiesWithZeroAndOverflowingScoresAreErrors() throws Exception {
        // trec_eval compares scores as numbers: -0 and 0 tie, and the tie goes by document id descending.
        Path run = file("zeros.txt", "q1 Q0 a 1 0 tag\nq1 Q0 b 2 -0 tag\nq1 Q0 c 3 -0.0 tag\n");
        assertThat(new RunLoader().load(run).ranking("q1")).extracting(ScoredDocument::docId)
                .containsExactly("c", "b", "a");
        Path jsonRun = file("zeros.jsonl", "{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"a\", \"score\": 0},"
                + " {\"doc_id\": \"b\", \"score\": -0.0}]}\n");
        assertThat(new RunLoader().load(jsonRun).ranking("q1")).extracting(ScoredDocument::docId)
                .containsExactly("b", "a");

        Path huge = file("huge.txt", "q1 Q0 a 1 1e309 tag\n");
        assertThatThrownBy(() -> new RunLoader().load(huge)).isInstanceOf(InputException.class)
                .hasMessage("run file " + huge + ", line 1: score '1e309' (the fifth field) is too large for a double"
                        + " (beyond about 1.8e308). Write the retriever's score as it is, within that range.");
        Path hugeJson = file("huge.jsonl", "{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"a\","
                + " \"score\": -1e400}]}\n");
        assertThatThrownBy(() -> new RunLoader().load(hugeJson)).isInstanceOf(InputException.class)
                .hasMessageContaining("item 1 of \"results\"'s \"score\" is too large for a double");
    }

    @Test
    void readsJsonLinesRunsWithEmptyResults() throws Exception {
        Path run = file("run.jsonl", "{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"a\", \"score\": 1},"
                + " {\"doc_id\": \"b\", \"score\": 2.5}]}\n{\"query_id\": \"q2\", \"results\": []}\n");

        Run loaded = new RunLoader().load(run);

        assertThat(loaded.ranking("q1")).extracting(ScoredDocument::docId).containsExactly("b", "a");
        assertThat(loaded.contains("q2")).isTrue();
        assertThat(loaded.ranking("q2")).isEmpty();
    }

    @Test
    void runErrorsNameFileAndLine() throws Exception {
        Path fields = file("a.txt", "q1 Q0 a 1 0.5\n");
        Path score = file("b.txt", "q1 Q0 a 1 0.5 t\nq1 Q0 b 2 NaN t\n");
        Path twice = file("c.txt", "q1 Q0 a 1 0.5 t\nq1 Q0 a 2 0.4 t\n");
        Path jsonScore = file("d.jsonl", "{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"a\", \"score\": \"1\"}]}\n");
        Path jsonTwice = file("e.jsonl", "{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"a\", \"score\": 1},"
                + " {\"doc_id\": \"a\", \"score\": 2}]}\n");
        Path jsonQuery = file("f.jsonl", "{\"query_id\": \"q1\", \"results\": []}\n{\"query_id\": \"q1\", \"results\": []}\n");

        assertThatThrownBy(() -> new RunLoader().load(fields)).isInstanceOf(InputException.class)
                .hasMessage("run file " + fields + ", line 1: expected 6 fields 'query_id Q0 doc_id rank score"
                        + " run_tag' (TREC run), found 5. Write one result per line.");
        assertThatThrownBy(() -> new RunLoader().load(score))
                .hasMessageContaining("line 2: score 'NaN' (the fifth field) is not a number");
        assertThatThrownBy(() -> new RunLoader().load(twice))
                .hasMessageContaining("line 2: document \"a\" is listed again for query \"q1\" (first on line 1)");
        assertThatThrownBy(() -> new RunLoader().load(jsonScore))
                .hasMessageContaining("record 1 (line 1, column 1): item 1 of \"results\"'s \"score\" is a string,"
                        + " but it must be a number.");
        assertThatThrownBy(() -> new RunLoader().load(jsonTwice))
                .hasMessageContaining("item 2 of \"results\" lists \"a\" again (first as item 1)");
        assertThatThrownBy(() -> new RunLoader().load(jsonQuery))
                .hasMessageContaining("record 2 (line 2, column 1): query_id \"q1\" already has results in record 1");
    }

    @Test
    void readsABeirFolderInQrelsOrderWithTitleAndTextIndexedTogether() throws Exception {
        file("beir/corpus.jsonl", "{\"_id\": \"d1\", \"title\": \"Reset\", \"text\": \"your password\","
                + " \"metadata\": {\"url\": \"https://x/1\", \"year\": 2019, \"tags\": [\"a\"]}}\n"
                + "{\"_id\": \"d2\", \"text\": \"no title\", \"metadata\": {}}\n"
                + "{\"_id\": \"d3\", \"title\": \"Only\", \"text\": \"a title\"}\n");
        file("beir/queries.jsonl", "{\"_id\": \"q1\", \"text\": \"first\"}\n{\"_id\": \"q2\", \"text\": \"second\"}\n");
        file("beir/qrels/test.tsv", "query-id\tcorpus-id\tscore\r\nq2\td2\t1\r\nq1\td1\t2\r\n");
        BeirDataset beir = new BeirDataset(dir.resolve("beir"), "test");

        List<Document> documents = new ArrayList<>();
        assertThat(beir.corpus(documents::add).ids()).containsExactly("d1", "d2", "d3");
        assertThat(documents).containsExactly(new Document("d1", "Reset your password",
                Map.of("url", "https://x/1", "year", "2019", "title", "Reset")),
                new Document("d2", "no title"), new Document("d3", "Only a title", Map.of("title", "Only")));
        assertThat(beir.golden().cases()).containsExactly(new GoldenCase("q2", "second", Map.of("d2", 1)),
                new GoldenCase("q1", "first", Map.of("d1", 2)));
    }

    @Test
    void aJudgedQueryMissingFromQueriesJsonlIsAnError() throws Exception {
        file("beir/queries.jsonl", "{\"_id\": \"q1\", \"text\": \"first\"}\n");
        file("beir/qrels/dev.tsv", "query-id\tcorpus-id\tscore\nq1\td1\t1\nq9\td1\t1\n");
        BeirDataset beir = new BeirDataset(dir.resolve("beir"), "dev");

        assertThatThrownBy(beir::golden).isInstanceOf(InputException.class)
                .hasMessageContaining("1 query not in " + beir.queriesFile() + ": \"q9\"");
        assertThatThrownBy(() -> beir.corpus(document -> { })).hasMessageContaining("BEIR corpus file " + beir.corpusFile()
                + " does not exist");
    }

    @Test
    void everyJsonAndCsvReaderSkipsAByteOrderMarkAlike() throws Exception {
        String mark = ByteOrderMark.TEXT;
        for (String name : List.of("corpus.json", "corpus.jsonl")) {
            Path corpus = file("bom-" + name, mark + (name.endsWith(".json") ? "[{\"doc_id\": \"a\", \"text\": \"x\"}]"
                    : "{\"doc_id\": \"a\", \"text\": \"x\"}\n"));
            assertThat(new CorpusLoader().load(corpus, document -> { }).ids()).as(name).containsExactly("a");
        }
        for (String name : List.of("golden.json", "golden.jsonl")) {
            String record = "{\"query_id\": \"q1\", \"query\": \"x\", \"relevant_doc_ids\": [\"a\"]}";
            Path golden = file("bom-" + name, mark + (name.endsWith(".json") ? "[" + record + "]" : record + "\n"));
            assertThat(new GoldenDatasetLoader().load(golden).cases()).as(name).extracting(GoldenCase::queryId)
                    .containsExactly("q1");
        }
        file("bom-beir/corpus.jsonl", mark + "{\"_id\": \"d1\", \"text\": \"x\"}\n");
        file("bom-beir/queries.jsonl", mark + "{\"_id\": \"q1\", \"text\": \"first\"}\n");
        file("bom-beir/qrels/test.tsv", mark + "query-id\tcorpus-id\tscore\nq1\td1\t1\n");
        BeirDataset beir = new BeirDataset(dir.resolve("bom-beir"), "test");
        assertThat(beir.corpus(document -> { }).ids()).containsExactly("d1");
        assertThat(beir.golden().cases()).containsExactly(new GoldenCase("q1", "first", Map.of("d1", 1)));
        Path jsonl = file("bom-pool.jsonl", mark + "{\"query_id\":\"q1\",\"doc_id\":\"a\",\"grade\":1}\n");
        Path csv = file("bom-pool.csv", mark + "query_id,doc_id,grade\r\nq1,a,2\r\n");
        assertThat(JudgmentFiles.read(jsonl)).extracting(JudgmentLine::queryId).containsExactly("q1");
        assertThat(JudgmentFiles.read(csv)).extracting(JudgmentLine::queryId).containsExactly("q1");
    }
}
