package io.github.rageval.engine.metrics.answers;

import io.github.rageval.engine.retriever.text.PythonLowercase;
import java.util.ArrayList;
import java.util.List;

/**
 * ROUGE-L F-measure of a prediction against a target text, as google-research's {@code rouge_score} computes it
 * ({@code RougeScorer(['rougeL'], use_stemmer).score(target, prediction)['rougeL'].fmeasure}):
 *
 * <ul>
 *   <li>tokens ({@code rouge/tokenize.py}, commit 7ce52c0, through {@code rouge/tokenizers.py} DefaultTokenizer,
 *       commit 30adf0e): Python's {@code text.lower()}, every run of characters outside {@code [a-z0-9]} replaced
 *       by a space, split on whitespace; with the stemmer, each token longer than 3 characters stemmed by nltk's
 *       {@code porter.PorterStemmer()} (its default mode, {@link PorterStemmer.Mode#NLTK_EXTENSIONS}); only
 *       tokens matching {@code ^[a-z0-9]+$} kept. So accented letters, Greek, CJK and emoji are separators, and
 *       {@code café} is the token {@code caf};</li>
 *   <li>score ({@code rouge/rouge_scorer.py} {@code _score_lcs} and {@code _lcs_table}, commit 61ce9f0;
 *       {@code rouge/scoring.py} {@code fmeasure}, commit 0b7b841): with L the length of the longest common
 *       subsequence of the token lists, {@code P = L / len(prediction)}, {@code R = L / len(target)},
 *       {@code F = 2 * P * R / (P + R)}, 0 when {@code P + R == 0}, and 0 when either list is empty.</li>
 * </ul>
 *
 * <p>Against several targets it is {@code score_multi}'s (rouge-score 0.1.2, {@code RougeScorer.score_multi}): the
 * score of the target {@code np.argmax} picks by F-measure, whose F-measure is the largest.
 *
 * <p>The stemmer is nltk's default mode because that is what {@code rouge_score} builds; it is py-rouge, another
 * package, that asks for {@code PorterStemmer('ORIGINAL_ALGORITHM')} (with its {@code ensure_compatibility}). The
 * two modes part on words such as {@code dying} ({@code die} here, {@code dy} in the original algorithm).
 */
public final class RougeL {
    private static final PorterStemmer STEMMER = new PorterStemmer(PorterStemmer.Mode.NLTK_EXTENSIONS);
    private static final int STEMMED_FROM_LENGTH = 4;

    private RougeL() {
    }

    /** The ROUGE-L F-measure of the prediction against the target, stemmed or not. */
    public static double fMeasure(String target, String prediction, boolean stem) {
        return fMeasure(tokens(target, stem), tokens(prediction, stem));
    }

    /**
     * The best ROUGE-L F-measure of the prediction against any of the targets.
     *
     * @throws IllegalArgumentException when there is no target ({@code np.argmax} of nothing fails)
     */
    public static double fMeasure(List<String> targets, String prediction, boolean stem) {
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("ROUGE-L needs at least one target text");
        }
        List<String> predicted = tokens(prediction, stem);
        double best = Double.NEGATIVE_INFINITY;
        for (String target : targets) {
            best = Math.max(best, fMeasure(tokens(target, stem), predicted));
        }
        return best;
    }

    /** {@code tokenize.tokenize(text, stemmer)}. */
    static List<String> tokens(String text, boolean stem) {
        String lower = PythonLowercase.lower(text);
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < lower.length()) {
            if (!isAsciiAlphanumeric(lower.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < lower.length() && isAsciiAlphanumeric(lower.charAt(i))) {
                i++;
            }
            String token = lower.substring(start, i);
            String kept = stem && token.length() >= STEMMED_FROM_LENGTH ? STEMMER.stem(token) : token;
            // the reference's final check; a stem of [a-z0-9] is never empty, but the check costs nothing
            if (!kept.isEmpty() && kept.chars().allMatch(c -> isAsciiAlphanumeric((char) c))) {
                tokens.add(kept);
            }
        }
        return tokens;
    }

    private static boolean isAsciiAlphanumeric(char c) {
        return c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
    }

    private static double fMeasure(List<String> target, List<String> prediction) {
        if (target.isEmpty() || prediction.isEmpty()) {
            return 0;
        }
        int lcs = lcsLength(target, prediction);
        double precision = (double) lcs / prediction.size();
        double recall = (double) lcs / target.size();
        return precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0.0;
    }

    /** {@code _lcs_table(ref, can)[-1][-1]}, keeping one row of the table. */
    private static int lcsLength(List<String> ref, List<String> can) {
        int[] previous = new int[can.size() + 1];
        int[] current = new int[can.size() + 1];
        for (int i = 1; i <= ref.size(); i++) {
            for (int j = 1; j <= can.size(); j++) {
                current[j] = ref.get(i - 1).equals(can.get(j - 1)) ? previous[j - 1] + 1
                        : Math.max(previous[j], current[j - 1]);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[can.size()];
    }
}
