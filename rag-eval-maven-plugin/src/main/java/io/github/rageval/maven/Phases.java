package io.github.rageval.maven;

import java.util.List;
import org.apache.maven.lifecycle.DefaultLifecycles;
import org.apache.maven.lifecycle.Lifecycle;

/**
 * Maven's lifecycles as lists of phases, to tell whether an execution bound to a phase runs in a build: an
 * execution disabled the usual way ({@code <phase>none</phase>}) never does, nor one bound past the phase the
 * command line asks for.
 *
 * @param lifecycles the phases of each lifecycle, in order
 */
record Phases(List<List<String>> lifecycles) {

    static Phases of(DefaultLifecycles lifecycles) {
        return new Phases(lifecycles.getLifeCycles().stream().map(Lifecycle::getPhases).toList());
    }

    /** Whether {@code phase} is a phase of some lifecycle (so an execution bound to it can run at all). */
    boolean known(String phase) {
        return lifecycles.stream().anyMatch(phases -> phases.contains(phase));
    }

    /** Whether the command line asks for {@code phase} or a later phase of its lifecycle. */
    boolean reached(String phase, List<String> goals) {
        for (List<String> phases : lifecycles) {
            int index = phases.indexOf(phase);
            if (index >= 0 && goals.stream().anyMatch(goal -> phases.indexOf(goal) >= index)) {
                return true;
            }
        }
        return false;
    }
}
