package io.github.rageval.engine.latency;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a build reports latency ({@code latency}): times vary between runs of the same input, so a report that
 * holds them is no longer byte-identical from run to run. {@code auto} (the default) reports them only where they
 * say something about the system under test: when a retriever answers over the network (a search cluster, whose
 * speed is part of what ships) or when a latency limit asks for them; {@code true} always, for every retriever;
 * {@code false} never.
 */
public enum LatencyMode {
    AUTO("auto"), ALWAYS("true"), NEVER("false");

    /**
     * The built-in retrievers that query a search cluster over HTTP: their latency is the cluster's, worth reporting.
     * An in-process retriever's time is mostly the build machine's, which says little.
     */
    public static final Set<String> NETWORK_RETRIEVERS = Set.of("solr", "opensearch", "elasticsearch");

    private final String key;

    LatencyMode(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }

    /** The mode a setting names, case and surrounding spaces ignored; empty for anything else. */
    public static Optional<LatencyMode> parse(String text) {
        String key = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (LatencyMode mode : values()) {
            if (mode.key.equals(key)) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a retriever evaluation reports latency under this mode.
     *
     * @param retrievers the names of the retrievers the build evaluates (its one retriever, or every variant's)
     * @param limited whether any latency limit is set
     */
    public boolean reports(Collection<String> retrievers, boolean limited) {
        return switch (this) {
            case ALWAYS -> true;
            case NEVER -> false;
            case AUTO -> limited || retrievers.stream()
                    .anyMatch(name -> NETWORK_RETRIEVERS.contains(name.toLowerCase(Locale.ROOT)));
        };
    }
}
