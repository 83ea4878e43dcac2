package io.github.rageval.engine.faithfulness;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.input.RecordedAnswersLoader;
import io.github.rageval.engine.stats.CohensKappa;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The faithfulness judge's agreement with people's labels: the judge says faithful at a score of 1 only, an answer
 * without a score is left out and counted, an answer nobody labelled is not compared. The expected numbers are
 * scikit-learn's (1.9.1): {@code cohen_kappa_score(PEOPLE, JUDGE)} is 0.47058823529411764 and
 * {@code confusion_matrix(PEOPLE, JUDGE, labels=[0, 1])} is {@code [[3, 2], [1, 6]]}.
 */
class FaithfulnessAgreementTest {
    private static final int[] PEOPLE = {1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0};
    private static final int[] JUDGE = {1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0};

    @TempDir
    Path dir;

    /**
     * q1 to q12 labelled as {@link #PEOPLE}, scored 1 where {@link #JUDGE} says faithful and 0.8 or 0 where not (both
     * not faithful: one statement unsupported is enough); q13 labelled but without a score; q14 not labelled.
     */
    private FaithfulnessAgreement measured() throws Exception {
        StringBuilder golden = new StringBuilder("[");
        StringBuilder answers = new StringBuilder();
        List<FaithfulnessJudging.Judged> judged = new ArrayList<>();
        for (int i = 1; i <= 14; i++) {
            golden.append(i > 1 ? ", " : "").append("{\"query_id\": \"q").append(i).append("\", \"query\": \"Q")
                    .append(i).append("\", \"relevant_doc_ids\": [\"d\"]}");
            String label = i <= 12 ? ", \"faithful\": " + (PEOPLE[i - 1] == 1) : i == 13 ? ", \"faithful\": true" : "";
            answers.append("{\"query_id\": \"q").append(i).append("\", \"response\": \"A\"").append(label)
                    .append("}\n");
            FaithfulnessJudging.Question question = new FaithfulnessJudging.Question("q" + i, "Q" + i, "A", List.of());
            if (i == 13) {
                judged.add(new FaithfulnessJudging.Judged(question, OptionalDouble.empty(),
                        FaithfulnessJudging.Gap.NO_STATEMENTS));
            } else {
                double score = i <= 12 && JUDGE[i - 1] == 1 ? 1.0 : i % 2 == 0 ? 0.8 : 0.0;
                judged.add(new FaithfulnessJudging.Judged(question, OptionalDouble.of(score), null));
            }
        }
        GoldenDataset set = new RecordedAnswersLoader().attach(Files.writeString(dir.resolve("answers.jsonl"),
                answers), new GoldenDatasetLoader().load(Files.writeString(dir.resolve("golden.json"),
                golden.append(']'))));
        return FaithfulnessAgreement.measure(set, judged);
    }

    @Test
    void theKappaTheMatrixAndTheFalseFaithfulAreSklearnsNumbers() throws Exception {
        FaithfulnessAgreement agreement = measured();
        assertThat(agreement.people()).containsExactly(PEOPLE);
        assertThat(agreement.judge()).containsExactly(JUDGE);
        assertThat(agreement.pairs()).isEqualTo(12);
        assertThat(agreement.unscored()).isEqualTo(1);
        assertThat(agreement.labelled()).isEqualTo(13);
        assertThat(agreement.kappa()).isEqualTo(0.47058823529411764).isEqualTo(CohensKappa.of(PEOPLE, JUDGE).kappa());
        assertThat(agreement.confusion()).isDeepEqualTo(new int[][] {{3, 2}, {1, 6}});
        assertThat(agreement.peopleFaithful()).isEqualTo(7);
        assertThat(agreement.falseFaithful()).isEqualTo(2);
        assertThat(agreement.falseFaithfulShare()).isEqualTo(2.0 / 5);
        assertThat(agreement.falseFaithfulKeys()).containsExactly("q8", "q9");
        assertThat(agreement.measurable()).isTrue();
    }

    @Test
    void theConsoleLineGivesEveryNumberAndNamesTheAnswersCalledFaithfulWrongly() throws Exception {
        assertThat(measured().line("qwen3:8b")).isEqualTo("Faithfulness agreement: ragas:qwen3:8b against people on"
                + " 12 labelled answers: Cohen's kappa 0.47 on faithful or not (the judge saying faithful at a score"
                + " of 1); faithful where people said not 2 times (40% of 5: q8, q9); people x judge, not faithful /"
                + " faithful: not: 3 2 | faithful: 1 6; 1 labelled answer without a score (left out).");
    }

    @Test
    void tooFewPairsOrOneSideOnlyCannotBeMeasuredAndSaySo() {
        FaithfulnessAgreement few = FaithfulnessAgreementCheckTest.agreement(new int[] {0, 1, 1},
                new int[] {0, 1, 0}, 0);
        assertThat(few.measurable()).isFalse();
        assertThat(few.line("m")).endsWith("; people x judge, not faithful / faithful: not: 1 0 | faithful: 1 1."
                + " Too few to measure agreement: 10 labelled answers with a score are needed, people's labels both"
                + " faithful and not among them.");
        int[] faithful = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        FaithfulnessAgreement oneSide = FaithfulnessAgreementCheckTest.agreement(faithful, faithful, 0);
        assertThat(oneSide.measurable()).isFalse();
        assertThat(oneSide.kappa()).isNaN();
        assertThat(oneSide.falseFaithfulShare()).isNaN();
        assertThat(oneSide.line("m")).contains("Cohen's kappa undefined on faithful or not")
                .contains("faithful where people said not 0 times (n/a of 0)");
        assertThat(new FaithfulnessAgreement(List.of(), 2).line("m")).isEqualTo(
                "Faithfulness agreement: ragas:m against people on 0 labelled answers: nothing to compare (2 labelled"
                        + " answers without a score).");
    }

    @Test
    void noLabelMeasuresNothing() throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.json"), "[{\"query_id\": \"q1\", \"query\": \"Q\","
                + " \"relevant_doc_ids\": [\"d\"]}]");
        GoldenDataset set = new RecordedAnswersLoader().attach(Files.writeString(dir.resolve("answers.jsonl"),
                "{\"query_id\": \"q1\", \"response\": \"A\"}\n"), new GoldenDatasetLoader().load(golden));
        FaithfulnessJudging.Question question = new FaithfulnessJudging.Question("q1", "Q", "A", List.of());
        assertThat(FaithfulnessAgreement.measure(set, List.of(new FaithfulnessJudging.Judged(question,
                OptionalDouble.of(1.0), null)))).isNull();
    }

    @Test
    void theRecordHoldsEveryNumberForMachines() throws Exception {
        FaithfulnessAgreement agreement = measured();
        JsonNode json = new ObjectMapper().readTree(FaithfulnessAgreementFile.json(dir.resolve("answers.jsonl"),
                agreement, "m", new FaithfulnessAgreementCheck(new BigDecimal("0.6")), false));
        assertThat(json.get("judged_by").asText()).isEqualTo("ragas:m");
        assertThat(json.get("recorded_answers").asText()).isEqualTo("answers.jsonl");
        assertThat(json.get("labelled").asInt()).isEqualTo(13);
        assertThat(json.get("pairs").asInt()).isEqualTo(12);
        assertThat(json.get("unscored").asInt()).isEqualTo(1);
        assertThat(json.get("kappa").asDouble()).isEqualTo(0.47058823529411764);
        assertThat(json.get("confusion").toString()).isEqualTo("[[3,2],[1,6]]");
        assertThat(json.get("labels").toString()).isEqualTo("[0,1]");
        assertThat(json.get("people_faithful").asInt()).isEqualTo(7);
        assertThat(json.get("judge_faithful_people_not").toString())
                .isEqualTo("{\"count\":2,\"share\":0.4,\"query_ids\":[\"q8\",\"q9\"]}");
        assertThat(json.get("measurable").asBoolean()).isTrue();
        assertThat(json.get("min_judge_agreement").decimalValue()).isEqualByComparingTo("0.6");
        assertThat(json.get("passed").asBoolean()).isFalse();
        assertThat(json.has("seed")).isFalse();
        JsonNode undefined = new ObjectMapper().readTree(FaithfulnessAgreementFile.json(dir.resolve("a.jsonl"),
                new FaithfulnessAgreement(List.of(), 1), "m",
                FaithfulnessAgreementCheck.NONE, true));
        assertThat(undefined.get("kappa").isNull()).isTrue();
        assertThat(undefined.get("judge_faithful_people_not").get("share").isNull()).isTrue();
        assertThat(undefined.get("min_judge_agreement").isNull()).isTrue();
    }
}
