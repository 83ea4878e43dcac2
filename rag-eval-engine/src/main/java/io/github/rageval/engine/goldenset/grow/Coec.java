package io.github.rageval.engine.goldenset.grow;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * Clicks over expected clicks of a (query, document) pair: its clicks divided by the clicks an average result would
 * have had where it was shown, the sum over its impressions of their position's click-through rate over the whole
 * log. 1 is as clicked as its positions lead one to expect, 2 twice as much; 0 when nothing would be expected (the
 * pair was never shown, or only where nobody ever clicks). Rounded to 3 decimals half up, as OpenSearch
 * search-relevance writes its ratings ({@code String.format(Locale.ROOT, "%.3f", rating)} in
 * {@code CoecClickModel}), and graded from the rounded value so that the file reads as it grades.
 */
final class Coec {
    private Coec() {
    }

    static BigDecimal of(PairCounts pair, PositionRates rates) {
        double expected = pair.expectedClicks(rates);
        double coec = expected > 0 ? pair.clicks() / expected : 0.0;
        return new BigDecimal(String.format(Locale.ROOT, "%.3f", coec));
    }
}
