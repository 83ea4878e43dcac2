package io.github.rageval.engine.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Every page that tells a user to get rag-eval says the same thing about where it comes from: not on Maven Central
 * yet, the three ways in docs/ci.md, and the version to write rather than a placeholder, so that a newcomer who reads
 * any of them ends with a build that resolves it.
 */
class WhereRagEvalComesFromTest {
    private static final Path ROOT = Path.of("..");
    private static final String NOT_ON_CENTRAL = "rag-eval is not on Maven Central yet";
    /** The pages that add rag-eval to a build, or a module the plugin resolves, and the link each gives to ci.md. */
    private static final List<String> PAGES = List.of("README.md", "docs/getting-started.md", "docs/command-line.md",
            "docs/junit.md", "docs/comparing.md", "docs/retrievers.md", "docs/spring-ai.md", "docs/langchain4j.md",
            "docs/search-clusters.md");
    /** What the pages once said instead, each of which left a newcomer without the plugin or a version to write. */
    private static final List<String> RETIRED = List.of("${rag-eval.version}", "the published artifact",
            "after `mvn install` of rag-eval itself", "after installing the project");

    @Test
    void everyPageSaysRagEvalIsNotOnCentralAndLinksTheThreeWays() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String name : PAGES) {
            String page = read(name);
            String link = (name.startsWith("docs/") ? "" : "docs/") + "ci.md#get-rag-eval-into-ci";
            if (!page.contains(NOT_ON_CENTRAL) && !page.contains("it is not on Maven Central yet")) {
                missing.add(name + ": does not say that rag-eval is not on Maven Central yet");
            }
            if (!page.contains("(" + link + ")")) {
                missing.add(name + ": does not link " + link);
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void noPageKeepsWhatItSaidBefore() throws IOException {
        List<String> found = new ArrayList<>();
        for (String name : PAGES) {
            String page = read(name).toLowerCase(Locale.ROOT);
            for (String retired : RETIRED) {
                if (page.contains(retired.toLowerCase(Locale.ROOT))) {
                    found.add(name + ": " + retired);
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void theCiPageGivesTheThreeWaysAndWhatToDoWhenMavenCannotFindIt() throws IOException {
        String ci = read("docs/ci.md");
        assertThat(ci).contains("## Get rag-eval into CI", NOT_ON_CENTRAL, "### Deploy to your team's repository",
                "### Build from source in the CI job", "## Could not find artifact io.github.rageval:...",
                "-DaltDeploymentRepository=", "<pluginRepositories>", "<repositories>", "actions/cache",
                "mvn -B install -DskipTests");
    }

    /** The page with its lines joined: a sentence wrapped at any word is still the sentence. */
    private static String read(String name) throws IOException {
        return Files.readString(ROOT.resolve(name), StandardCharsets.UTF_8).replaceAll("\\s+", " ");
    }
}
