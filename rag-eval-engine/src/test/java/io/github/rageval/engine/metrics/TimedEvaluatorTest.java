package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.progress.ProgressListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Each query's time is read around its ranker call, from the clock given, in golden order. */
class TimedEvaluatorTest {
    @Test
    void eachQueryIsTimedAroundItsRankerCallInGoldenOrder() {
        AtomicLong clock = new AtomicLong(1_000);
        List<GoldenCase> cases = new ArrayList<>();
        long[] costs = {5_000_000, 40_000_000, 7};
        for (int i = 0; i < costs.length; i++) {
            cases.add(new GoldenCase("q" + i, "query " + i, Map.of("d" + i, 1), List.of()));
        }
        // The ranker "takes" its case's cost on the fake clock.
        Evaluator evaluator = new Evaluator(1);
        Evaluator.Ranker ranker = (golden, depth) -> {
            clock.addAndGet(costs[cases.indexOf(golden)]);
            return List.of(new ScoredDocument(golden.relevantDocIds().get(0), 1.0));
        };

        Evaluator.Timed timed = evaluator.timed(ranker, cases, 1, 1, ProgressListener.NONE, clock::get);

        assertThat(timed.cases()).extracting(CaseResult::hit).containsExactly(true, true, true);
        assertThat(timed.latencies().size()).isEqualTo(3);
        for (int i = 0; i < costs.length; i++) {
            assertThat(timed.latencies().nanos(i)).isEqualTo(costs[i]);
        }
    }
}
