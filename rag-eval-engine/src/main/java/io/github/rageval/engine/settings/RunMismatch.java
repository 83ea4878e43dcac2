package io.github.rageval.engine.settings;

import io.github.rageval.engine.model.Keywords;
import java.util.Optional;

/** What a run that does not cover the judgments exactly (queries missing, or unjudged) does to the build. */
public enum RunMismatch {
    /** Stop with an input error naming the queries. */
    ERROR,
    /** Report the queries as a warning and evaluate what lines up. */
    WARN;

    public static Optional<RunMismatch> parse(String text) {
        return Keywords.parse(RunMismatch.class, text);
    }

    public String key() {
        return Keywords.key(this);
    }
}
