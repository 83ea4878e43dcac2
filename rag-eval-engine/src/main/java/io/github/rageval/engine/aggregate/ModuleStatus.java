package io.github.rageval.engine.aggregate;

/** What the aggregate found for a module: its gate's verdict, or no report at all. */
public enum ModuleStatus {
    PASSED("passed"),
    FAILED("failed"),
    /** The module's report.json does not exist: its check was skipped, or the build stopped before it. */
    NO_REPORT("no report");

    private final String key;

    ModuleStatus(String key) {
        this.key = key;
    }

    /** The status as report.json writes it. */
    public String key() {
        return key;
    }
}
