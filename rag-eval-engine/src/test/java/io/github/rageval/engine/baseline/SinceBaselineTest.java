package io.github.rageval.engine.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.ScoredDocument;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SinceBaselineTest {
    private static final Fingerprint BEFORE = new Fingerprint(3, Map.of(), "aaa", "ggg");
    private static final Fingerprint AFTER = new Fingerprint(3, Map.of(), "bbb", "ggg");

    private static RecordedCase query(String text, List<String> relevant, String... retrieved) {
        List<ScoredDocument> ranking = java.util.stream.IntStream.range(0, retrieved.length)
                .mapToObj(i -> new ScoredDocument(retrieved[i], retrieved.length - i)).toList();
        boolean hit = ranking.stream().limit(3).anyMatch(d -> relevant.contains(d.docId()));
        return RecordedCase.of(text, relevant, ranking, Map.of("hit_rate", hit ? 1.0 : 0.0));
    }

    @Test
    void namesTheDocumentsEditedAddedAndRemovedAndTheQueriesChanged() {
        RecordedRun baseline = new RecordedRun(BEFORE, Map.of("hit_rate", 1.0), List.of(
                query("refund", List.of("d1"), "d1", "d2"), query("sso", List.of("d3"), "d3"),
                query("gone", List.of("d2"), "d2")),
                Map.of("d1", "111", "d2", "222", "d3", "333", "d4", "444"));
        RecordedRun current = new RecordedRun(AFTER, Map.of("hit_rate", 0.5), List.of(
                query("refund", List.of("d1"), "d2", "d5"), query("sso", List.of("d3", "d5"), "d3"),
                query("new", List.of("d5"), "d5")),
                Map.of("d1", "11x", "d2", "222", "d3", "333", "d5", "555"));
        Comparison comparison = Comparison.of(baseline, current, new ComparisonSettings(List.of(), 0.05,
                io.github.rageval.engine.stats.PairedTest.RANDOMIZATION, false, 1000, 42));
        SinceBaseline since = comparison.since();

        assertThat(since.corpusChanged()).isTrue();
        assertThat(since.documentsKnown()).isTrue();
        assertThat(since.edited()).containsExactly("d1");
        assertThat(since.added()).containsExactly("d5");
        assertThat(since.removed()).containsExactly("d4");
        assertThat(since.queriesAdded()).containsExactly("new");
        assertThat(since.queriesRemoved()).containsExactly("gone");
        assertThat(since.rejudged()).containsExactly("sso");
        assertThat(since.shared()).isEqualTo(2);
        // refund went HIT -> MISS: its relevant d1 was edited, and d5, added since, entered its top 3.
        QueryChange refund = comparison.flips().get(0);
        assertThat(refund.query()).isEqualTo("refund");
        assertThat(since.touching(refund)).containsExactly("d1", "d5");
    }

    @Test
    void aCorpusFileChangedWithoutKnownDocumentsIsSaidAsAFileAndNoQueryChangeIsNoChange() {
        RecordedRun baseline = new RecordedRun(BEFORE, Map.of("hit_rate", 1.0), List.of(
                query("refund", List.of("d1"), "d1")));
        RecordedRun current = new RecordedRun(AFTER, Map.of("hit_rate", 1.0), List.of(
                query("refund", List.of("d1"), "d1")), Map.of("d1", "111"));
        SinceBaseline since = SinceBaseline.of(baseline, current, QueryPairing.of(baseline.cases(), current.cases()));

        assertThat(since.any()).isTrue();
        assertThat(since.documentsKnown()).isFalse();
        assertThat(since.changedDocuments()).isEmpty();
        assertThat(since.queriesChanged()).isFalse();
        assertThat(SinceBaseline.of(baseline, baseline, QueryPairing.of(baseline.cases(), baseline.cases())).any())
                .isFalse();
    }
}
