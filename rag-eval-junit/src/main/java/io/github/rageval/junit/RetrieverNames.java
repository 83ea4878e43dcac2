package io.github.rageval.junit;

import io.github.rageval.api.Retriever;

/**
 * The name reports, baselines and messages give a retriever handed over as an object: its class's name. A lambda's
 * class name ends in a number the JVM picks per run ({@code SearchTest$$Lambda/0x...}), which would make every run's
 * fingerprint differ from the baseline's, so a lambda is named by the class that wrote it, {@code SearchTest$$Lambda}.
 */
final class RetrieverNames {
    private static final String LAMBDA = "$$Lambda";

    private RetrieverNames() {
    }

    static String of(Retriever retriever) {
        String name = retriever.getClass().getName();
        int lambda = name.indexOf(LAMBDA);
        return lambda < 0 ? name : name.substring(0, lambda + LAMBDA.length());
    }
}
