package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.goldenset.judge.JudgeAgreement;
import io.github.rageval.engine.input.Examples;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.stats.CohensKappa;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How far the faithfulness judge agrees with people on the recorded answers a person labelled
 * ({@code "faithful": true} or {@code false}), measured as the judge goal measures the relevance judge
 * ({@link JudgeAgreement}, after UMBRELA, castorini/umbrela {@code src/umbrela/utils/common_utils.py} lines 175 to 188,
 * commit {@code e2c4e4126bf7b568d9230008b465a58445cabc30}): scikit-learn's {@code cohen_kappa_score(people, judge)} on
 * faithful (1) or not (0) ({@link CohensKappa}, held to scikit-learn), {@code confusion_matrix(people, judge,
 * labels=[0, 1])}, rows people, columns the judge, and how often the judge said faithful where people said not: the
 * error that costs a gate most, since it makes a generator look better than it is.
 *
 * <p>The judge says faithful when ragas' faithfulness score is 1, every statement it drew from the answer supported by
 * the contexts. That is what the person's label asserts, every claim supported: an answer one of whose five statements
 * the contexts do not hold scores 0.8 and is, to the person, not faithful. An answer the judge gave no score (no
 * statement read, or a reply that cannot be read: ragas' NaN) is neither: it is left out of the pairs and counted.
 * Every labelled answer is used, none drawn, so the measure needs no seed.
 *
 * @param compared each labelled answer the judge scored, in golden-set order
 * @param unscored labelled answers the judge gave no score: left out of the pairs
 */
public record FaithfulnessAgreement(List<Pair> compared, int unscored) {
    /** The fewest pairs an agreement is measured on, as for the relevance judge. */
    public static final int MIN_PAIRS = JudgeAgreement.MIN_PAIRS;
    /** The label of a faithful answer, on either side; 0 is not faithful. */
    static final int FAITHFUL = 1;

    public FaithfulnessAgreement {
        compared = List.copyOf(compared);
    }

    /**
     * One labelled answer and what the judge said of it.
     *
     * @param key its question, as the console names it ({@code query_id}, or {@code q3} by position)
     * @param people whether a person labelled it faithful
     * @param judge whether the judge scored it 1
     */
    public record Pair(String key, boolean people, boolean judge) {
        public Pair {
            Objects.requireNonNull(key, "key");
        }
    }

    /**
     * Each labelled answer paired with what the judge said of it.
     *
     * @param golden the golden set with the recorded answers read into it
     * @param judged every question's faithfulness, in golden-set order
     * @return the agreement, or null when no recorded answer carries a person's label
     */
    public static FaithfulnessAgreement measure(GoldenDataset golden, List<FaithfulnessJudging.Judged> judged) {
        if (golden.size() != judged.size()) {
            throw new IllegalArgumentException(judged.size() + " questions judged of " + golden.size());
        }
        List<Pair> pairs = new ArrayList<>();
        int labelled = 0;
        for (int i = 0; i < golden.size(); i++) {
            Boolean label = label(golden.cases().get(i));
            if (label == null) {
                continue;
            }
            labelled++;
            FaithfulnessJudging.Judged answer = judged.get(i);
            if (answer.value().isPresent()) {
                pairs.add(new Pair(answer.question().key(), label, answer.value().getAsDouble() == 1.0));
            }
        }
        return labelled == 0 ? null : new FaithfulnessAgreement(pairs, labelled - pairs.size());
    }

    private static Boolean label(GoldenCase question) {
        return question.answers() == null || question.answers().recorded() == null ? null
                : question.answers().recorded().faithfulLabel();
    }

    /** @return each pair's label by a person, 1 faithful, 0 not */
    public int[] people() {
        return compared.stream().mapToInt(pair -> pair.people() ? FAITHFUL : 0).toArray();
    }

    /** @return the judge's label of each pair: 1 when its score is 1, else 0 */
    public int[] judge() {
        return compared.stream().mapToInt(pair -> pair.judge() ? FAITHFUL : 0).toArray();
    }

    /** @return how many (person's label, judge's label) pairs were compared */
    public int pairs() {
        return compared.size();
    }

    /** @return the answers a person labelled, scored by the judge or not */
    public int labelled() {
        return pairs() + unscored;
    }

    /**
     * Whether the pairs can say how far the judge agrees: at least {@link #MIN_PAIRS}, and people's labels both
     * faithful and not, without which kappa is undefined or says only how often the judge repeats one word.
     */
    public boolean measurable() {
        return pairs() >= MIN_PAIRS && peopleFaithful() > 0 && peopleFaithful() < pairs();
    }

    /** @return the pairs people labelled faithful */
    public int peopleFaithful() {
        return (int) compared.stream().filter(Pair::people).count();
    }

    /** @return Cohen's kappa on faithful or not, people first; NaN with no pair or one label only on both sides */
    public double kappa() {
        return pairs() == 0 ? Double.NaN : CohensKappa.of(people(), judge()).kappa();
    }

    /** @return at [i][j], the pairs people labelled i and the judge j (0 not faithful, 1 faithful) */
    public int[][] confusion() {
        int[][] counts = new int[2][2];
        for (Pair pair : compared) {
            counts[pair.people() ? FAITHFUL : 0][pair.judge() ? FAITHFUL : 0]++;
        }
        return counts;
    }

    /** @return the pairs the judge called faithful that people labelled not faithful */
    public int falseFaithful() {
        return confusion()[0][FAITHFUL];
    }

    /** @return {@link #falseFaithful()} over the pairs people labelled not faithful; NaN when there is none */
    public double falseFaithfulShare() {
        int notFaithful = pairs() - peopleFaithful();
        return notFaithful == 0 ? Double.NaN : (double) falseFaithful() / notFaithful;
    }

    /** @return the questions of the pairs the judge called faithful that people labelled not, in golden-set order */
    public List<String> falseFaithfulKeys() {
        return compared.stream().filter(pair -> !pair.people() && pair.judge()).map(Pair::key).toList();
    }

    /**
     * What the console says: {@code Faithfulness agreement: ragas:qwen3:8b against people on 12 labelled answers:
     * Cohen's kappa 0.67 on faithful or not (the judge saying faithful at a score of 1); faithful where people said
     * not 1 time (20% of 5: q7); people x judge, not faithful / faithful: not: 4 1 | faithful: 1 6.}
     */
    public String line(String model) {
        StringBuilder line = new StringBuilder("Faithfulness agreement: ragas:" + model + " against people on "
                + Counted.of(pairs(), "labelled answer", "labelled answers"));
        if (pairs() == 0) {
            return line.append(": nothing to compare (").append(Counted.of(unscored, "labelled answer",
                    "labelled answers")).append(" without a score).").toString();
        }
        int[][] confusion = confusion();
        List<String> named = falseFaithfulKeys();
        line.append(": Cohen's kappa ").append(JudgeAgreement.shown(kappa())).append(" on faithful or not (the judge")
                .append(" saying faithful at a score of 1); faithful where people said not ")
                .append(Counted.of(falseFaithful(), "time", "times")).append(" (")
                .append(Decimals.percent(falseFaithfulShare())).append(" of ").append(pairs() - peopleFaithful())
                .append(named.isEmpty() ? "" : ": " + Examples.first(named))
                .append(String.format(Locale.ROOT, "); people x judge, not faithful / faithful: not: %d %d |"
                        + " faithful: %d %d", confusion[0][0], confusion[0][1], confusion[1][0], confusion[1][1]));
        if (unscored > 0) {
            line.append("; ").append(Counted.of(unscored, "labelled answer", "labelled answers"))
                    .append(" without a score (left out)");
        }
        if (!measurable()) {
            line.append(". Too few to measure agreement: ").append(MIN_PAIRS).append(" labelled answers with a"
                    + " score are needed, people's labels both faithful and not among them");
        }
        return line.append('.').toString();
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "FaithfulnessAgreement[pairs=%d, kappa=%s, unscored=%d]", pairs(),
                JudgeAgreement.shown(kappa()), unscored);
    }
}
