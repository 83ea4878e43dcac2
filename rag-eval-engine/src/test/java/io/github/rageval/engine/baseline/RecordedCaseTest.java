package io.github.rageval.engine.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordedCaseTest {
    private static List<ScoredDocument> ranking(List<String> ids) {
        List<ScoredDocument> ranking = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            ranking.add(new ScoredDocument(ids.get(i), 1000.0 - i));
        }
        return ranking;
    }

    private static List<String> ids(int count) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add("d" + i);
        }
        return ids;
    }

    private static RecordedCase recorded(List<String> ids, double hit) {
        return RecordedCase.of("q", List.of("d49"), ranking(ids), Map.of("hit_rate", hit));
    }

    @Test
    void aHitIsTheHitRateAtKNotARelevantDocumentAnywhereInARunFilesList() {
        RecordedCase deep = recorded(ids(1000), 0.0);

        assertThat(deep.firstRelevantRank()).isEqualTo(50);
        assertThat(deep.hit()).isFalse();
        assertThat(deep.retrieved()).hasSize(RecordedCase.LISTED_RESULTS);
        assertThat(deep.retrievedCount()).isEqualTo(1000);
        assertThat(deep.cut()).isTrue();
    }

    @Test
    void aChangeBelowTheTopKIsNoChangeOfTheQuery() {
        List<String> reordered = ids(1000);
        Collections.swap(reordered, 20, 30);
        RecordedCase before = recorded(ids(1000), 0.0);
        RecordedCase after = recorded(reordered, 0.0);

        QueryChange atTen = QueryChange.of(0, before, after, 10);
        assertThat(atTen.changed()).isFalse();
        assertThat(atTen.depth()).isEqualTo(10);

        QueryChange atThousand = QueryChange.of(0, before, after, 1000);
        assertThat(atThousand.depth()).isEqualTo(100);
        assertThat(atThousand.changed()).isTrue();
        assertThat(atThousand.entered()).isEmpty();
        assertThat(atThousand.left()).isEmpty();
    }

    @Test
    void documentsEnteringTheTopAreListedAndTheFirstRelevantRankAnywhereIsAChange() {
        List<String> replaced = ids(1000);
        replaced.set(3, "new");
        QueryChange change = QueryChange.of(0, recorded(ids(1000), 0.0), recorded(replaced, 0.0), 10);
        assertThat(change.entered()).containsExactly("new");
        assertThat(change.left()).containsExactly("d3");

        List<String> deeper = ids(1000);
        Collections.swap(deeper, 49, 500);
        QueryChange moved = QueryChange.of(0, recorded(ids(1000), 0.0), recorded(deeper, 0.0), 10);
        assertThat(moved.changed()).isTrue();
        assertThat(moved.ranks()).isEqualTo("first relevant rank 50 -> 501");
        assertThat(moved.flipped()).isFalse();
    }
}
