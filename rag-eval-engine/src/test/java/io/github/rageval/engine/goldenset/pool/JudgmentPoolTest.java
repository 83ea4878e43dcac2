package io.github.rageval.engine.goldenset.pool;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.MatchedChunk;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which documents a pool holds, in which order, and what it says of each. */
class JudgmentPoolTest {
    private static final PoolSettings DEPTH_3 = new PoolSettings(3, null);

    private static List<ScoredDocument> ranking(String... ids) {
        List<ScoredDocument> ranking = new ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            ranking.add(new ScoredDocument(ids[i], 1.0 - i * 0.1));
        }
        return ranking;
    }

    private static Map<String, Integer> grades(Object... idGrades) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (int i = 0; i < idGrades.length; i += 2) {
            grades.put((String) idGrades[i], (Integer) idGrades[i + 1]);
        }
        return grades;
    }

    private static List<String> ids(List<PooledDocument> pool) {
        return pool.stream().map(d -> d.queryId() + "/" + d.docId()).toList();
    }

    @Test
    void unjudgedDocumentsWithinTheDepthOfAnySystemAreEachPooledOnceByTheirBestRank() {
        GoldenCase golden = new GoldenCase("q1", "reset password", grades("a", 1));
        List<PooledDocument> pool = JudgmentPool.build(List.of("q1"), List.of(golden), List.of(
                new SystemRankings("tfidf", List.of(ranking("a", "b", "c", "d"))),
                new SystemRankings("bm25", List.of(ranking("c", "e", "b")))), DEPTH_3);
        // d is ranked 4th: beyond the depth. c is 1st for bm25, e 2nd, b 2nd for tfidf (before e: tfidf comes first).
        assertThat(ids(pool)).containsExactly("q1/c", "q1/b", "q1/e");
        assertThat(pool.get(0).retrievedBy()).containsExactly(Map.entry("tfidf", 3), Map.entry("bm25", 1));
        assertThat(pool.get(1).retrievedBy()).containsExactly(Map.entry("tfidf", 2), Map.entry("bm25", 3));
        assertThat(pool.get(0).query()).isEqualTo("reset password");
        assertThat(pool.get(0).text()).isNull();
    }

    @Test
    void aGradeOfZeroIsJudgedAndLeftOutButANegativeGradeIsPooledAgain() {
        GoldenCase golden = new GoldenCase("q1", "reset password", grades("a", 0, "b", -1, "c", 2));
        List<PooledDocument> pool = JudgmentPool.build(List.of("q1"), List.of(golden), List.of(
                new SystemRankings("tfidf", List.of(ranking("a", "b", "c")))), DEPTH_3);
        assertThat(ids(pool)).containsExactly("q1/b");
    }

    @Test
    void equalBestRanksGoByTheSystemsOrderThenByDocumentId() {
        GoldenCase golden = new GoldenCase("q1", "x", grades());
        List<PooledDocument> pool = JudgmentPool.build(List.of("q1"), List.of(golden), List.of(
                new SystemRankings("second", List.of(ranking("z", "m"))),
                new SystemRankings("first", List.of(ranking("y", "k"))),
                new SystemRankings("third", List.of(ranking("b", "a")))), DEPTH_3);
        assertThat(ids(pool)).containsExactly("q1/z", "q1/y", "q1/b", "q1/m", "q1/k", "q1/a");
        GoldenCase tied = new GoldenCase("q2", "x", grades());
        List<PooledDocument> byId = JudgmentPool.build(List.of("q2"), List.of(tied), List.of(
                new SystemRankings("one", List.of(ranking("d"))), new SystemRankings("two", List.of(ranking("c"))),
                new SystemRankings("three", List.of(ranking("c", "b")))), DEPTH_3);
        assertThat(ids(byId)).containsExactly("q2/d", "q2/c", "q2/b");
    }

    @Test
    void theCapKeepsTheBestRankedOfEachQuery() {
        List<GoldenCase> golden = List.of(new GoldenCase(null, "one", grades()), new GoldenCase(null, "two",
                grades("c", 1)));
        List<PooledDocument> pool = JudgmentPool.build(List.of("q1", "q2"), golden, List.of(
                new SystemRankings("tfidf", List.of(ranking("a", "b", "c"), ranking("c", "d", "e")))),
                new PoolSettings(3, 2));
        assertThat(ids(pool)).containsExactly("q1/a", "q1/b", "q2/d", "q2/e");
    }

    @Test
    void aChunkedDocumentShowsTheChunkOfItsBestRank() {
        GoldenCase golden = new GoldenCase("q1", "x", grades());
        List<ScoredDocument> first = List.of(new ScoredDocument("other", 1.0, new MatchedChunk("other#1", "o")),
                new ScoredDocument("doc", 0.5, new MatchedChunk("doc#2", "second chunk")));
        List<ScoredDocument> second = List.of(new ScoredDocument("doc", 0.9, new MatchedChunk("doc#1", "first  chunk")));
        List<PooledDocument> pool = JudgmentPool.build(List.of("q1"), List.of(golden), List.of(
                new SystemRankings("a", List.of(first)), new SystemRankings("b", List.of(second))), DEPTH_3);
        PooledDocument doc = pool.stream().filter(d -> d.docId().equals("doc")).findFirst().orElseThrow();
        assertThat(doc.chunkId()).isEqualTo("doc#1");
        assertThat(doc.text()).isEqualTo("first chunk");
    }

    @Test
    void aSystemWithoutARankingForAQueryAddsNothingToIt() {
        GoldenCase golden = new GoldenCase("q1", null, grades());
        assertThat(JudgmentPool.build(List.of("q1"), List.of(golden), List.of(
                new SystemRankings("run", List.of(List.of()))), DEPTH_3)).isEmpty();
    }
}
