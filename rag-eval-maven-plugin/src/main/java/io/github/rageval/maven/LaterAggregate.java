package io.github.rageval.maven;

import java.util.List;
import java.util.Optional;
import org.apache.maven.project.MavenProject;

/**
 * Whether this plugin's {@code aggregate} goal runs after the module being checked, in the same build. Then the
 * check leaves the build's failure and GitHub's job summary to it: a failing gate would otherwise stop the reactor
 * before the aggregate could summarise every module. The answer must err on the side of "no": a check that defers to
 * an aggregate which never runs would let a failed gate pass. So only two cases count:
 * <ul>
 *   <li>the command line's last goal is the aggregate ({@code mvn verify rag-eval:aggregate}): Maven runs the goals
 *       in command-line order, each over the whole reactor before the next, so an aggregator goal given last runs
 *       once, after every module's lifecycle (also with {@code -T});</li>
 *   <li>a project that depends on this one (directly or not, so it is built after it, also with {@code -T}) binds
 *       an execution of the aggregate to a phase this build reaches: jacoco's report-aggregate pattern, a last
 *       module that depends on the others.</li>
 * </ul>
 * Not counted: the aggregate before another goal ({@code mvn rag-eval:aggregate verify}), or bound in a project
 * built before this one, such as the aggregator POM itself, whose executions Maven runs before its modules'.
 */
final class LaterAggregate {
    static final String GOAL = "aggregate";
    /**
     * The aggregate's phase when its execution names none: the goal's default phase, {@code LifecyclePhase.VERIFY}
     * (written out: the annotations' classes are not there when the plugin runs).
     */
    static final String DEFAULT_PHASE = "verify";

    private LaterAggregate() {
    }

    /**
     * @param goals the goals and phases of the command line, in order
     * @param downstream the projects of this build that depend on the checked one, directly or not
     * @param phases Maven's lifecycles
     * @return how the aggregate runs later ({@code rag-eval:aggregate on the command line}, {@code the aggregate
     *     execution of report (phase verify)}), or empty when it does not
     */
    static Optional<String> find(List<String> goals, List<MavenProject> downstream, ThisPlugin plugin,
                                 Phases phases) {
        if (!goals.isEmpty() && plugin.names(goals.get(goals.size() - 1), GOAL)) {
            return Optional.of(goals.get(goals.size() - 1) + " on the command line");
        }
        for (MavenProject project : downstream) {
            for (ThisPlugin.Binding binding : plugin.bindings(project, GOAL)) {
                String phase = binding.phase(DEFAULT_PHASE);
                if (phases.reached(phase, goals)) {
                    return Optional.of("the " + binding.execution().getId() + " execution of " + plugin.prefix() + ":"
                            + GOAL + " in " + project.getArtifactId() + " (phase " + phase + ")");
                }
            }
        }
        return Optional.empty();
    }
}
