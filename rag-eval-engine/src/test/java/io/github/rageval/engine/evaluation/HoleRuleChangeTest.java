package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.UnlistedDocuments;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Grading a few pooled documents 0 made the check report holes where it had reported none: merged, the zeros flipped
 * {@code unlistedDocuments = auto} from not relevant to holes, which the docs explained and the console did not.
 */
class HoleRuleChangeTest {
    private static final String POOL_LINE = "{\"query_id\": \"q1\", \"query\": \"How do I reset my password?\","
            + " \"doc_id\": \"billing-cycle\", \"grade\": 0}\n";

    @TempDir
    Path folder;

    @Test
    void zerosMergedIntoAGoldenSetOfRelevantDocumentsOnlySayInOneLineThatUnlistedDocumentsAreNowHoles()
            throws Exception {
        Path pool = Files.writeString(folder.resolve("pool.jsonl"), POOL_LINE);
        EvaluationSettings alone = Fixtures.settings(Fixtures.FOUR_PLUS);
        assertThat(HoleRuleChange.line(alone, RagEvaluation.run(alone))).isEmpty();
        EvaluationSettings merged = withSources(alone, DataSources.builder().judgments(List.of(pool)).build());
        EvaluationReport report = RagEvaluation.run(merged);
        assertThat(report.holes().unlistedAreHoles()).isTrue();
        assertThat(HoleRuleChange.line(merged, report)).contains("holes: the judgments merged from pool.jsonl grade"
                + " documents 0 (or below), which the golden set alone does not, so unlistedDocuments = auto now"
                + " counts the documents nobody graded as holes (unjudged), no longer as not relevant (notRelevant);"
                + " set unlistedDocuments to choose");
    }

    @Test
    void aRuleSetByHandOrAlreadyGivenByTheGoldenSetsOwnZerosChangesNothing() throws Exception {
        Path pool = Files.writeString(folder.resolve("pool.jsonl"), POOL_LINE);
        EvaluationSettings set = withSources(Fixtures.settings(Fixtures.FOUR_PLUS), DataSources.builder()
                .judgments(List.of(pool)).unlisted(UnlistedDocuments.UNJUDGED).build());
        assertThat(HoleRuleChange.line(set, RagEvaluation.run(set))).isEmpty();
        // The golden set grades a document 0 itself: it was judged from a pool before anything was merged.
        Path golden = Files.writeString(folder.resolve("golden.json"), Files.readString(Fixtures.GOLDEN)
                .replaceFirst("\"relevant_doc_ids\": \\[\\s*\"pw-reset\"\\s*\\]",
                        "\"relevant\": {\"pw-reset\": 1, \"refund-policy\": 0}"));
        EvaluationSettings pooledBefore = withSources(Fixtures.settings(Fixtures.FOUR_PLUS).toBuilder()
                .goldenDataset(golden).build(), DataSources.builder().judgments(List.of(pool)).build());
        EvaluationReport report = RagEvaluation.run(pooledBefore);
        assertThat(report.holes().unlistedAreHoles()).isTrue();
        assertThat(HoleRuleChange.line(pooledBefore, report)).isEmpty();
    }

    private static EvaluationSettings withSources(EvaluationSettings settings, DataSources sources) {
        return settings.toBuilder().sources(sources).build();
    }
}
