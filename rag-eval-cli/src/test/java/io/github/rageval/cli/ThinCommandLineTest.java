package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The command line stays argument parsing plus a call, as the Maven goals stay parameter declarations plus one: what a
 * setting means, its default, its type and its checks are the engine's settings pass's, written once for both. Read
 * from the sources, so that a translation written here again (a setting parsed, a map merged, a settings record
 * built) fails, naming the file.
 */
class ThinCommandLineTest {
    private static final Path SOURCES = Path.of("src/main/java/io/github/rageval/cli");
    /** Engine types that only a translation of settings would use. */
    private static final List<String> TRANSLATION = List.of(
            "engine.settings.EvaluationSettings", "engine.settings.SettingMaps", "engine.settings.DataSources",
            "engine.settings.ScoringOptions", "engine.settings.SegmentSettings", "engine.settings.Variants;",
            "engine.settings.UnreadSettings", "engine.analysis.AnalysisSettings", "engine.gate.",
            "engine.latency.", "engine.explain.", "engine.retriever.OneLineOptions", "engine.retriever.chunking.",
            "engine.retriever.tfidf.", "engine.render.ShowQueries", "engine.goal.check.BaselineLocation",
            // A goal's flow: what it evaluates, writes and says is the engine's goal package's, once for every front
            // end; a front end renders its lines and ends as its outcome says (it may inspect a GoalRequest for its
            // own --classpath, never run one).
            "engine.goal.check.", "engine.render.", "engine.saved.", "engine.goldenset.pool.", "engine.goldenset.judge.", "engine.goldenset.judgments.",
            "engine.goldenset.grow.", "engine.settings.read.LockRequest", "engine.settings.read.GrowRequest",
            "engine.settings.read.JudgeRequest", "engine.settings.read.JudgmentsRequest", "engine.retriever.RetrieverExitGuard");
    /** Parsing a value by hand. */
    private static final List<String> PARSING = List.of("Integer.parseInt", "Long.parseLong", "Double.parseDouble",
            "Boolean.parseBoolean");
    /** The argument parser reads the options only the command line has ({@code --timings}) itself. */
    private static final String ARGUMENTS = "Arguments.java";

    @Test
    void nothingTranslatesSettings() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String source = Files.readString(file);
                for (String used : TRANSLATION) {
                    if (source.contains("io.github.rageval." + used)) {
                        found.add(file.getFileName() + " uses " + used);
                    }
                }
                for (String call : PARSING) {
                    if (source.contains(call) && !file.getFileName().toString().equals(ARGUMENTS)) {
                        found.add(file.getFileName() + " calls " + call);
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
