package io.github.rageval.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The goals stay parameter declarations plus a call: what a setting means, its default, its type and its checks are
 * the engine's settings pass's, written once for the goals and the command line. Read from the sources, so that a
 * translation written here again (a setting parsed, a map merged, a settings record built) fails, naming the file.
 */
class ThinGoalsTest {
    private static final Path SOURCES = Path.of("src/main/java/io/github/rageval/maven");
    /** Engine types that only a translation of settings would use. */
    private static final List<String> TRANSLATION = List.of(
            "engine.settings.EvaluationSettings", "engine.settings.SettingMaps", "engine.settings.DataSources",
            "engine.settings.ScoringOptions", "engine.settings.SegmentSettings", "engine.settings.Variants;",
            "engine.settings.UnreadSettings", "engine.analysis.AnalysisSettings", "engine.gate.",
            "engine.latency.", "engine.explain.", "engine.retriever.OneLineOptions", "engine.retriever.chunking.",
            "engine.retriever.tfidf.", "engine.render.ShowQueries", "engine.goal.check.BaselineLocation");
    /**
     * A goal's flow: what it evaluates, writes and says is the engine's goal package's, once for every front end; a
     * goal renders its lines and ends as its outcome says.
     */
    private static final List<String> FLOW = List.of("engine.goal.check.", "engine.render.", "engine.saved.",
            "engine.goldenset.pool.", "engine.goldenset.judge.", "engine.goldenset.judgments.", "engine.goldenset.grow.", "engine.aggregate.",
            "engine.settings.read.GoalRequest", "engine.settings.read.LockRequest", "engine.settings.read.GrowRequest",
            "engine.settings.read.JudgeRequest", "engine.settings.read.JudgmentsRequest", "engine.settings.read.AggregateRequest",
            "engine.retriever.RetrieverExitGuard");
    /**
     * What only Maven knows for the aggregate's flow: the reactor's modules that bind the check, each as a module
     * source, with where its check writes its report.json.
     */
    private static final List<String> AGGREGATE = List.of("CheckModules.java");
    /** Parsing a value by hand. */
    private static final List<String> PARSING = List.of("Integer.parseInt", "Long.parseLong", "Double.parseDouble",
            "Boolean.parseBoolean");
    /**
     * The aggregate reads other modules' POMs for where their reports are and whether they fail; a bad boolean there
     * is that module's own check's configuration error first.
     */
    private static final String OTHER_MODULES = "CheckModules.java";

    @Test
    void noGoalTranslatesSettings() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String source = Files.readString(file);
                for (String used : TRANSLATION) {
                    if (source.contains("io.github.rageval." + used)) {
                        found.add(file.getFileName() + " uses " + used);
                    }
                }
                for (String used : FLOW) {
                    if (source.contains("io.github.rageval." + used)
                            && !AGGREGATE.contains(file.getFileName().toString())) {
                        found.add(file.getFileName() + " runs a flow of its own with " + used);
                    }
                }
                for (String call : PARSING) {
                    if (source.contains(call) && !file.getFileName().toString().equals(OTHER_MODULES)) {
                        found.add(file.getFileName() + " calls " + call);
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
