package io.github.rageval.engine.metrics.answers;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Token F1 of two bags of tokens, as SQuAD's {@code f1_score} and ParlAI's {@code F1Metric._prec_recall_f1_score}
 * both compute it: {@code common = Counter(prediction) & Counter(reference)} (each token counted as often as it
 * occurs in both), {@code num_same = sum(common.values())}, 0 when {@code num_same == 0} (so two empty bags score
 * 0, not 1), else {@code p = num_same / len(prediction)}, {@code r = num_same / len(reference)},
 * {@code (2 * p * r) / (p + r)}, in that order of operations so the doubles are the references' to the last bit.
 */
final class TokenF1 {
    private TokenF1() {
    }

    static double of(List<String> prediction, List<String> reference) {
        Map<String, Integer> left = new HashMap<>();
        for (String token : reference) {
            left.merge(token, 1, Integer::sum);
        }
        int same = 0;
        for (String token : prediction) {
            Integer count = left.get(token);
            if (count != null && count > 0) {
                left.put(token, count - 1);
                same++;
            }
        }
        if (same == 0) {
            return 0;
        }
        double precision = 1.0 * same / prediction.size();
        double recall = 1.0 * same / reference.size();
        return 2 * precision * recall / (precision + recall);
    }
}
