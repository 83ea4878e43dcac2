package io.github.rageval.engine.report;

import io.github.rageval.engine.baseline.BaselineAdvice;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.format.Decimals;
import java.util.List;
import java.util.stream.Collectors;

/** What the baseline goal prints after recording a baseline. */
public final class BaselineConsole {
    private BaselineConsole() {
    }

    /** @param advice how the front end compares a run with the baseline ({@code mvn verify}) */
    public static List<String> lines(RecordedRun run, String label, BaselineAdvice advice) {
        Fingerprint fingerprint = run.fingerprint();
        long hits = run.cases().stream().filter(c -> c.hit()).count();
        return List.of(
                "BASELINE RECORDED: " + label + " (" + run.cases().size() + " queries, " + hits + " hits, k="
                        + fingerprint.k() + ")",
                "  " + run.summary().entrySet().stream().map(e -> e.getKey() + "=" + Decimals.two(e.getValue()))
                        .collect(Collectors.joining("  ")),
                "  retriever: " + fingerprint.retriever().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(" ")),
                "  corpus sha256 " + fingerprint.corpusSha256(),
                "  golden sha256 " + fingerprint.goldenSha256(),
                "Commit it: " + advice.checkCommand() + " now compares every run with it.");
    }
}
