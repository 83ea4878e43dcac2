package io.github.rageval.engine.goldenset.judge;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.stats.CohensKappa;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How far the machine judge agrees with people on the pool lines a person graded, measured as UMBRELA measures its
 * judge against the TREC assessors (castorini/umbrela, {@code src/umbrela/evaluation.py} lines 95 to 107 and
 * {@code src/umbrela/utils/common_utils.py} lines 175 to 188, commit {@code e2c4e4126bf7b568d9230008b465a58445cabc30}):
 * scikit-learn's {@code cohen_kappa_score(people, judge)} on the grades as given, the same on the grades binarised
 * (relevant or not), and {@code confusion_matrix(people, judge)}, rows people's grades, columns the judge's, over the
 * sorted union of the grades either gave. UMBRELA binarises at grade 2 ({@code 1 if int(x) > 1 else 0}), the
 * relevance level of TREC DL's 0 to 3 scale; here the level is the gate's {@code relevanceLevel}, since the kappa that
 * matters is the one on the question the gate asks of a grade. UMBRELA also prints how many of each people's grade the
 * judge matched; the share this adds is the one that costs a gate most: documents the judge calls relevant that people
 * call not relevant, which would make a retriever look better than it is. Every number is checked against those
 * functions, transcribed with the level as a parameter, in {@code judge-agreement/generate_judge_agreement.py}.
 *
 * @param people each pair's grade by a person, in pool order
 * @param judge the judge's grade of the same pair
 * @param relevanceLevel the least grade that counts as relevant
 * @param humanGraded the pool's lines graded by a person, of which the pairs are a sample
 * @param unreadable lines of the sample whose answer no pattern reads: left out of the pairs
 */
public record JudgeAgreement(int[] people, int[] judge, int relevanceLevel, int humanGraded, int unreadable) {
    /** The fewest pairs an agreement is measured on: below this, kappa says more about the draw than the judge. */
    public static final int MIN_PAIRS = 10;

    public JudgeAgreement {
        if (people.length != judge.length) {
            throw new IllegalArgumentException("a grade by the judge for each person's: " + people.length + " and "
                    + judge.length);
        }
        people = people.clone();
        judge = judge.clone();
    }

    /** @return each pair's grade by a person (a copy) */
    @Override
    public int[] people() {
        return people.clone();
    }

    /** @return the judge's grade of each pair (a copy) */
    @Override
    public int[] judge() {
        return judge.clone();
    }

    /** @return how many (person's grade, judge's grade) pairs were compared */
    public int pairs() {
        return people.length;
    }

    /**
     * Whether the pairs can say how far the judge agrees: at least {@link #MIN_PAIRS}, and people's grades both
     * relevant and not relevant, without which the binarised kappa is undefined or says only how often the judge
     * repeats one word.
     */
    public boolean measurable() {
        return pairs() >= MIN_PAIRS && peopleRelevant() > 0 && peopleRelevant() < pairs();
    }

    /** @return the pairs people graded relevant (at {@link #relevanceLevel} or above) */
    public int peopleRelevant() {
        int count = 0;
        for (int grade : people) {
            count += grade >= relevanceLevel ? 1 : 0;
        }
        return count;
    }

    /** @return Cohen's kappa on the grades as given, people first; NaN with no pair or one grade only */
    public double gradedKappa() {
        return pairs() == 0 ? Double.NaN : CohensKappa.of(people, judge).kappa();
    }

    /** @return Cohen's kappa on relevant or not, at {@link #relevanceLevel}: what {@code minJudgeAgreement} holds */
    public double kappa() {
        return pairs() == 0 ? Double.NaN : CohensKappa.of(people, judge).binarised(relevanceLevel).kappa();
    }

    /** @return the grades either gave, ascending: the confusion matrix's rows and columns */
    public int[] labels() {
        return pairs() == 0 ? new int[0] : CohensKappa.of(people, judge).labels();
    }

    /** @return at [i][j], the pairs people graded {@code labels()[i]} and the judge {@code labels()[j]} */
    public int[][] confusion() {
        return pairs() == 0 ? new int[0][0] : CohensKappa.of(people, judge).confusion();
    }

    /** @return the pairs the judge graded relevant that people graded not relevant */
    public int falseRelevant() {
        int count = 0;
        for (int i = 0; i < people.length; i++) {
            count += people[i] < relevanceLevel && judge[i] >= relevanceLevel ? 1 : 0;
        }
        return count;
    }

    /** @return {@link #falseRelevant()} over the pairs people graded not relevant; NaN when there is none */
    public double falseRelevantShare() {
        int notRelevant = pairs() - peopleRelevant();
        return notRelevant == 0 ? Double.NaN : (double) falseRelevant() / notRelevant;
    }

    /**
     * What the console says: {@code Judge agreement: umbrela:qwen3:8b against people on 48 human-graded pairs (a
     * sample of 60, seed 42): Cohen's kappa 0.72 on relevant or not (grade 1 or more), 0.55 on the grades; relevant
     * where people said not 3 times (12% of 25); people x judge, grades 0 1 2 3: 0: 20 3 0 2 | 1: ...}.
     *
     * @param seed the draw's seed, said when the pairs are a sample
     */
    public String line(String model, long seed) {
        int sampled = pairs() + unreadable;
        StringBuilder line = new StringBuilder("Judge agreement: " + PoolJudging.UMBRELA + model + " against people on "
                + Counted.of(pairs(), "human-graded pair", "human-graded pairs"));
        if (sampled < humanGraded) {
            line.append(" (a sample of ").append(sampled).append(" of the ").append(humanGraded)
                    .append(" lines a person graded, seed ").append(seed).append(')');
        }
        if (pairs() == 0) {
            return line.append(": nothing to compare (").append(Counted.of(unreadable, "answer", "answers"))
                    .append(" unreadable).").toString();
        }
        line.append(": Cohen's kappa ").append(shown(kappa())).append(" on relevant or not (grade ")
                .append(relevanceLevel).append(" or more), ").append(shown(gradedKappa())).append(" on the grades; ")
                .append("relevant where people said not ").append(Counted.of(falseRelevant(), "time", "times"))
                .append(" (").append(Decimals.percent(falseRelevantShare())).append(" of ")
                .append(pairs() - peopleRelevant())
                .append("); people x judge, grades ").append(labelsShown()).append(": ").append(matrixShown());
        if (unreadable > 0) {
            line.append("; ").append(Counted.of(unreadable, "answer", "answers")).append(" unreadable (left out)");
        }
        if (!measurable()) {
            line.append(". Too few to measure agreement: ").append(MIN_PAIRS).append(" pairs are needed, people's"
                    + " grades both relevant and not relevant among them");
        }
        return line.append('.').toString();
    }

    /** {@code 0.72}, or {@code undefined} when kappa is (one grade only on both sides). */
    public static String shown(double kappa) {
        return Double.isNaN(kappa) ? "undefined" : Decimals.two(kappa);
    }

    private String labelsShown() {
        List<String> shown = new ArrayList<>();
        for (int label : labels()) {
            shown.add(Integer.toString(label));
        }
        return String.join(" ", shown);
    }

    private String matrixShown() {
        int[] labels = labels();
        int[][] confusion = confusion();
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < labels.length; i++) {
            StringBuilder row = new StringBuilder().append(labels[i]).append(':');
            for (int count : confusion[i]) {
                row.append(' ').append(count);
            }
            rows.add(row.toString());
        }
        return String.join(" | ", rows);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JudgeAgreement that && Arrays.equals(people, that.people)
                && Arrays.equals(judge, that.judge) && relevanceLevel == that.relevanceLevel
                && humanGraded == that.humanGraded && unreadable == that.unreadable;
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(people), Arrays.hashCode(judge),
                relevanceLevel, humanGraded, unreadable);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "JudgeAgreement[pairs=%d, kappa=%s, gradedKappa=%s]", pairs(),
                shown(kappa()), shown(gradedKappa()));
    }
}
