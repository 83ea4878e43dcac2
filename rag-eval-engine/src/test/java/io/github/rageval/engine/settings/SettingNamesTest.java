package io.github.rageval.engine.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Settings are named by the table's constants ({@code GoalSettings.THRESHOLDS}), never by a string that would go on
 * compiling after the setting was renamed or removed. Read from the sources: in the settings packages (the table's own
 * rows aside), the goals' flows and the front ends no string names a setting (but the Maven goals' declarations,
 * which {@code GoalSettingsTest} holds to the table); anywhere in the engine no setting is looked up or named in a
 * message by a string ({@code words.name("k")}, {@code GoalSettings.named("k")}). The gate's rules, the latency
 * limits, the analysis and the golden set's life name settings in their messages, and since the table sits below
 * them all ({@code settings.table}), by its constants too.
 */
class SettingNamesTest {
    private static final Path ENGINE = Path.of("src/main/java/io/github/rageval/engine");
    /** Where every string that names a setting is refused: the table itself aside, whose rows define the names. */
    private static final List<Path> BY_CONSTANT_ONLY = List.of(ENGINE.resolve("settings"), ENGINE.resolve("goal"),
            ENGINE.resolve("gate"), ENGINE.resolve("latency"), ENGINE.resolve("analysis"), ENGINE.resolve("goldenset"),
            Path.of("../rag-eval-cli/src/main/java"), Path.of("../rag-eval-junit/src/main/java"),
            Path.of("../rag-eval-maven-plugin/src/main/java"));
    /** A lookup or a message's name of a setting, by a string. */
    private static final Pattern LOOKUP = Pattern.compile("(?:\\bwords(?:\\(\\))?\\.(?:name|valued|assigned|setTo"
            + "|stated)|GoalSettings\\.named|\\btyped\\.\\w+)\\(\"(\\w+)\"");
    private static final Path TABLE = Path.of("GoalSettings.java");
    private static final Pattern STRING = Pattern.compile("\"(\\w+)\"");
    private static final Pattern JSON_FIELD = Pattern.compile("\\.(?:put\\w*|path|get|has|with\\w*)\\($");

    private static final Set<String> NAMES = GoalSettings.ALL.stream().map(GoalSetting::name)
            .collect(Collectors.toSet());

    @Test
    void theSettingsPassTheFlowsAndTheFrontEndsNameSettingsByTheTablesConstants() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path root : BY_CONSTANT_ONLY) {
            for (Path file : javaFiles(root)) {
                List<String> lines = Files.readAllLines(file);
                if (file.endsWith(TABLE)) {
                    continue;
                }
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    // A goal's declaration: an annotation's values must be constant expressions.
                    if (isComment(line) || line.contains("@Parameter(") || line.contains("@Mojo(")
                            || line.contains("requireNonNull(")) {
                        continue;
                    }
                    Matcher named = STRING.matcher(line);
                    while (named.find()) {
                        if (NAMES.contains(named.group(1)) && !isJsonField(line, named.start())) {
                            found.add(file + ":" + (i + 1) + ": \"" + named.group(1) + "\"");
                        }
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void noPartOfTheEngineLooksASettingUpOrNamesItByAString() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : javaFiles(ENGINE)) {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                Matcher lookup = LOOKUP.matcher(lines.get(i));
                while (lookup.find()) {
                    if (!isComment(lines.get(i)) && NAMES.contains(lookup.group(1))) {
                        found.add(file + ":" + (i + 1) + ": " + lookup.group());
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    /** A field of a file the tool writes or reads ({@code root.putObject("corpus")}), which may share a name. */
    private static boolean isJsonField(String line, int quote) {
        return JSON_FIELD.matcher(line.substring(0, quote)).find();
    }

    private static boolean isComment(String line) {
        String code = line.strip();
        return code.startsWith("*") || code.startsWith("/*") || code.startsWith("//");
    }

    private static List<Path> javaFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        }
    }
}
