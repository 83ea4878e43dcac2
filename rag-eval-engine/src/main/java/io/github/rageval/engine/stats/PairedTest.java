package io.github.rageval.engine.stats;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** The paired significance tests run on a change against the baseline; each is two-sided. */
public enum PairedTest {
    /** Sign-flip randomization test on the mean difference: exact for few changed queries, else seeded Monte Carlo. */
    RANDOMIZATION("randomization", "paired randomization test"),
    /** Wilcoxon signed-rank test on the queries whose value changed, as scipy.stats.wilcoxon computes it by default. */
    WILCOXON("wilcoxon", "Wilcoxon signed-rank test"),
    /** Commons Math's paired t-test. */
    T_TEST("t-test", "paired t-test");

    private final String key;
    private final String label;

    PairedTest(String key, String label) {
        this.key = key;
        this.label = label;
    }

    /** The name in configuration and report.json, e.g. {@code randomization}. */
    public String key() {
        return key;
    }

    /** The name in messages, e.g. {@code paired randomization test}. */
    public String label() {
        return label;
    }

    public static Optional<PairedTest> byKey(String text) {
        String wanted = text == null ? "" : text.trim();
        return Arrays.stream(values()).filter(t -> t.key.equalsIgnoreCase(wanted)).findFirst();
    }

    public static String knownKeys() {
        return Arrays.stream(values()).map(PairedTest::key).collect(Collectors.joining(", "));
    }
}
