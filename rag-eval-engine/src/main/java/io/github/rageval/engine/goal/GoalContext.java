package io.github.rageval.engine.goal;

import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.read.GoalRequest;
import io.github.rageval.engine.saved.ReportFolderClaims;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What a goal's flow needs of where it runs, beyond the settings: the project's name for the reports, where its lines
 * go as they are said, how long phases are told, the environment, and what only some front ends know (a build whose
 * modules claim their report folders, an aggregate goal that fails the build later, a check of the request that only
 * one front end's own options need). Made with {@link #of} and the {@code with...} methods; immutable.
 */
public final class GoalContext {
    private final String project;
    private final Consumer<OutputLine> sink;
    private final ProgressListener progress;
    private final Environment environment;
    private final ReportFolderClaims.Registry claims;
    private final String claimant;
    private final String laterAggregate;
    private final RequestCheck requestCheck;

    private GoalContext(String project, Consumer<OutputLine> sink, ProgressListener progress, Environment environment,
                        ReportFolderClaims.Registry claims, String claimant, String laterAggregate,
                        RequestCheck requestCheck) {
        this.project = Objects.requireNonNull(project, "project");
        this.sink = Objects.requireNonNull(sink, "sink");
        this.progress = Objects.requireNonNull(progress, "progress");
        this.environment = Objects.requireNonNull(environment, "environment");
        this.claims = claims;
        this.claimant = claimant;
        this.laterAggregate = laterAggregate;
        this.requestCheck = Objects.requireNonNull(requestCheck, "requestCheck");
    }

    /**
     * A context whose long phases are told as notes (a line every few seconds; short runs stay quiet, the engine
     * decides), with the process's environment, no folder claims, no later aggregate.
     *
     * @param project the reports' name for the project (Maven's artifactId, the command line's working folder)
     * @param sink where each line goes as soon as it is said
     */
    public static GoalContext of(String project, Consumer<OutputLine> sink) {
        return new GoalContext(project, sink, told(sink, false), Environment.system(), null, null, null,
                request -> { });
    }

    /** Each phase's duration said too, however short ({@code timing: reports written in 0.4 s}). */
    public GoalContext withTimings() {
        return new GoalContext(project, sink, told(sink, true), environment, claims, claimant, laterAggregate,
                requestCheck);
    }

    /**
     * The name of the folder a command runs in, for a front end that has no project name of its own (the command line
     * without {@code --project-name}, a test): the project's folder when run from its root, as Maven's artifactId
     * usually is.
     */
    public static String workingFolderName() {
        Path here = Path.of("").toAbsolutePath().getFileName();
        return here == null ? "rag-eval" : here.toString();
    }

    /** Progress and notes of long phases as the goal's notes; with timings, every phase's end too. */
    private static ProgressListener told(Consumer<OutputLine> sink, boolean timings) {
        return new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
                sink.accept(OutputLine.note(progress.message()));
            }

            @Override
            public void onNote(String note) {
                sink.accept(OutputLine.note(note));
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                if (timings) {
                    sink.accept(OutputLine.note("timing: " + progress.message()));
                }
            }
        };
    }

    /** Environment variables read from here instead of the process's (GitHub's job summary). */
    public GoalContext withEnvironment(Environment variables) {
        return new GoalContext(project, sink, progress, variables, claims, claimant, laterAggregate, requestCheck);
    }

    /**
     * The check claims its report folder in this build's registry before it evaluates: two modules of one build
     * writing one folder is then an error naming both ({@link ReportFolderClaims}).
     *
     * @param owner how the claim names this project: {@code groupId:artifactId (basedir)}
     */
    public GoalContext withFolderClaims(ReportFolderClaims.Registry registry, String owner) {
        return new GoalContext(project, sink, progress, environment, Objects.requireNonNull(registry, "registry"),
                Objects.requireNonNull(owner, "owner"), laterAggregate, requestCheck);
    }

    /**
     * A goal that runs after this one in the same build and decides for every module at once: a failed gate is then
     * said at error level and left to it, and GitHub's job summary too, which it writes as one table.
     *
     * @param aggregate how to name that goal: {@code rag-eval:aggregate (report)}
     */
    public GoalContext decidedLaterBy(String aggregate) {
        return new GoalContext(project, sink, progress, environment, claims, claimant,
                Objects.requireNonNull(aggregate, "aggregate"), requestCheck);
    }

    /** A check of the request that only this front end's own options need, run once the settings are read. */
    public GoalContext withRequestCheck(RequestCheck check) {
        return new GoalContext(project, sink, progress, environment, claims, claimant, laterAggregate, check);
    }

    public String project() {
        return project;
    }

    public ProgressListener progress() {
        return progress;
    }

    public Environment environment() {
        return environment;
    }

    Consumer<OutputLine> sink() {
        return sink;
    }

    Optional<String> laterAggregate() {
        return Optional.ofNullable(laterAggregate);
    }

    /** Claims the folder for this project when this build keeps claims. */
    void claim(Path folder) throws ConfigurationException {
        if (claims != null) {
            ReportFolderClaims.claim(claims, folder, claimant);
        }
    }

    void check(GoalRequest request) throws ConfigurationException {
        requestCheck.check(request);
    }

    /** A front end's own check of a request of the check, baseline or pool goal. */
    @FunctionalInterface
    public interface RequestCheck {
        /** @throws ConfigurationException when the request leaves one of the front end's own options unread */
        void check(GoalRequest request) throws ConfigurationException;
    }
}
