package io.github.rageval.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The engine's layout holds: every package has a package-info, the root package stays empty, the packages import
 * each other without a cycle, {@code model}, the shared vocabulary, depends on no other package, {@code goal}, the
 * goals' flows that the front ends call, is the top and the only caller of {@code settings.read}, the settings pass,
 * the evaluation and its building blocks use nothing of the goals, the golden set's life, the saved files or the
 * rendered reports (docs/layout.md's map), and
 * no class is a program (the command line is rag-eval-cli's). Read from the sources, so that a new import that closes
 * a cycle fails here, naming it.
 */
class LayoutTest {
    private static final Path SOURCES = Path.of("src/main/java/io/github/rageval/engine");
    private static final String ENGINE = "io.github.rageval.engine";
    private static final Pattern REFERENCE = Pattern.compile("\\b" + Pattern.quote(ENGINE)
            + "((?:\\.[a-z]\\w*)+)\\.[A-Z]");

    @Test
    void packagesImportEachOtherWithoutACycle() throws IOException {
        Map<String, Set<String>> graph = dependencies();

        assertThat(graph).containsKey("model").doesNotContainKey("");
        assertThat(graph.get("model")).as("model depends on nothing").isEmpty();
        assertThat(cycles(graph)).as("import cycles between packages").isEmpty();
    }

    @Test
    void theGoalFlowsAreTheTopOfTheEngineAndOnlyTheyCallTheSettingsPass() throws IOException {
        Map<String, Set<String>> graph = dependencies();
        // The one way in: a front end hands the values it collected to a goal's flow, which reads them with the
        // settings pass; everything below receives typed, checked settings and never reads them again.
        List<String> settingsCallers = graph.entrySet().stream()
                .filter(entry -> entry.getValue().contains("settings.read")).map(Map.Entry::getKey).toList();
        assertThat(settingsCallers).as("engine packages that use the settings pass").containsExactly("goal");
        List<String> goalCallers = graph.entrySet().stream()
                .filter(entry -> entry.getValue().contains("goal")).map(Map.Entry::getKey).toList();
        assertThat(goalCallers).as("engine packages that run a goal's flow (the front ends' job)").isEmpty();
    }

    @Test
    void theEvaluationAndItsBuildingBlocksUseNothingOfTheGoalsTheGoldenSetsLifeOrTheFilesWritten() throws IOException {
        // docs/layout.md's map: what computes a verdict sits below what runs goals, grows and judges the golden set,
        // saves and renders reports; an arrow back up would tie the metric math to one of them.
        List<String> below = List.of("evaluation", "retriever", "metrics", "gate", "explain", "stats", "latency",
                "input", "format", "model", "progress", "concurrent", "secret");
        List<String> above = List.of("goal", "goldenset", "saved", "render", "analysis", "baseline", "aggregate",
                "settings.read", "help");
        List<String> upward = new ArrayList<>();
        dependencies().forEach((from, targets) -> {
            if (below.stream().anyMatch(root -> within(from, root))) {
                targets.stream().filter(to -> above.stream().anyMatch(root -> within(to, root)))
                        .forEach(to -> upward.add(from + " -> " + to));
            }
        });
        assertThat(upward).as("arrows from the evaluation's side up to what uses it").isEmpty();
    }

    @Test
    void theInputsAreReadWithNothingButTheVocabularyTheFormatsAndTheSettingsNames() throws IOException {
        // The table of settings, for messages that send the user to a setting in their own words (--judgments).
        assertThat(dependencies().get("input")).as("what reading the input files uses")
                .isSubsetOf("model", "format", "settings.table");
    }

    private static boolean within(String pkg, String root) {
        return pkg.equals(root) || pkg.startsWith(root + ".");
    }

    @Test
    void everyPackageSaysWhatItIsFor() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            List<Path> withoutInfo = files.filter(Files::isDirectory).filter(this::holdsJava)
                    .filter(dir -> !Files.exists(dir.resolve("package-info.java"))).toList();
            assertThat(withoutInfo).isEmpty();
        }
    }

    @Test
    void noSourceIsAProgram() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            List<Path> programs = new ArrayList<>();
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                if (Files.readString(file).contains("static void main(")) {
                    programs.add(file);
                }
            }
            assertThat(programs).as("the command line's main is rag-eval-cli's, not the engine's").isEmpty();
        }
    }

    private boolean holdsJava(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(f -> f.toString().endsWith(".java"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Package (relative to the engine's) to the packages its classes refer to, by import or by full name. */
    private static Map<String, Set<String>> dependencies() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String from = SOURCES.relativize(file.getParent()).toString().replace('/', '.');
                Set<String> to = graph.computeIfAbsent(from, p -> new TreeSet<>());
                Matcher matcher = REFERENCE.matcher(Files.readString(file));
                while (matcher.find()) {
                    String target = matcher.group(1).substring(1);
                    if (!target.equals(from)) {
                        to.add(target);
                    }
                }
            }
        }
        return graph;
    }

    /** Each strongly connected set of two or more packages (Tarjan's algorithm). */
    private static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        return new Object() {
            final Map<String, Integer> index = new TreeMap<>();
            final Map<String, Integer> low = new TreeMap<>();
            final List<String> stack = new ArrayList<>();
            final List<Set<String>> found = new ArrayList<>();

            List<Set<String>> run() {
                graph.keySet().forEach(p -> {
                    if (!index.containsKey(p)) {
                        visit(p);
                    }
                });
                return found;
            }

            void visit(String p) {
                index.put(p, index.size());
                low.put(p, index.get(p));
                stack.add(p);
                for (String q : graph.getOrDefault(p, Set.of())) {
                    if (!index.containsKey(q)) {
                        visit(q);
                        low.put(p, Math.min(low.get(p), low.get(q)));
                    } else if (stack.contains(q)) {
                        low.put(p, Math.min(low.get(p), index.get(q)));
                    }
                }
                if (low.get(p).equals(index.get(p))) {
                    Set<String> component = new TreeSet<>();
                    String q;
                    do {
                        q = stack.remove(stack.size() - 1);
                        component.add(q);
                    } while (!q.equals(p));
                    if (component.size() > 1) {
                        found.add(component);
                    }
                }
            }
        }.run();
    }
}
