package io.github.rageval.engine.progress;

import java.util.Locale;

/**
 * How far one phase of an evaluation has got.
 *
 * @param phase what is counted, as it reads in a log line: "documents indexed", "queries"
 * @param done how many are done
 * @param total how many there are, or -1 when not known in advance (a corpus streamed from its file)
 * @param elapsedNanos time since the phase started
 */
public record Progress(String phase, long done, long total, long elapsedNanos) {

    public double seconds() {
        return elapsedNanos / 1e9;
    }

    /** @return items per second so far, 0 before any time has passed */
    public double ratePerSecond() {
        return elapsedNanos > 0 ? done / seconds() : 0;
    }

    /**
     * "queries: 1200/10000 (12%) in 5.0 s, 240/s, about 37 s left", "documents indexed: 250000 in 5.0 s, 50000/s",
     * or for a phase
     * that counts nothing, "index built in 1.2 s".
     */
    public String message() {
        if (done == 0 && total < 0) {
            return String.format(Locale.ROOT, "%s in %.1f s", phase, seconds());
        }
        String count = total < 0 ? Long.toString(done)
                : done + "/" + total + " (" + (total == 0 ? 100 : 100 * done / total) + "%)";
        String left = total > done && done > 0 && elapsedNanos > 0
                ? String.format(Locale.ROOT, ", about %.0f s left", (total - done) / ratePerSecond()) : "";
        return String.format(Locale.ROOT, "%s: %s in %.1f s, %.0f/s%s", phase, count, seconds(), ratePerSecond(),
                left);
    }
}
