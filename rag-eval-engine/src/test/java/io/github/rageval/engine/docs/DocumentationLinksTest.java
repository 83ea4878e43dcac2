package io.github.rageval.engine.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of README.md and docs/*.md leads to a file that exists and, with an anchor, to a heading of that
 * page (GitHub's anchor rules): a section moved to another page, or renamed, fails here until its links follow.
 */
class DocumentationLinksTest {
    /** The repository's root, from the engine module's folder (Surefire's working directory). */
    private static final Path ROOT = Path.of("..");
    private static final Pattern EXTERNAL = Pattern.compile("^[a-zA-Z][a-zA-Z+.-]*:.*");

    @Test
    void everyRelativeLinkAndAnchorOfTheDocumentationResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            String markdown = Files.readString(page, StandardCharsets.UTF_8);
            for (MarkdownLinks.Link link : MarkdownLinks.links(markdown)) {
                String problem = problem(page, markdown, link.target());
                if (problem != null) {
                    broken.add(ROOT.relativize(page) + ":" + link.line() + ": " + link.target() + ": " + problem);
                }
            }
        }
        assertThat(broken).as("links of README.md and docs/ that lead nowhere").isEmpty();
    }

    @Test
    void theDocumentationIsFound() throws IOException {
        assertThat(pages()).contains(ROOT.resolve("README.md"), ROOT.resolve("docs/configuration.md"));
    }

    @Test
    void anchorsFollowGitHubsRules() {
        assertThat(MarkdownLinks.anchor("Search clusters (Solr, OpenSearch)")).isEqualTo("search-clusters-solr-opensearch");
        assertThat(MarkdownLinks.anchor("The `baseline` goal")).isEqualTo("the-baseline-goal");
        assertThat(MarkdownLinks.anchor("trec_eval's metrics")).isEqualTo("trec_evals-metrics");
        assertThat(MarkdownLinks.anchor("Speed inside Maven: JVM flags")).isEqualTo("speed-inside-maven-jvm-flags");
        assertThat(MarkdownLinks.anchors("# Reports\n## Reports\n```\n## Reports\n```\n### Reports\n"))
                .containsExactly("reports", "reports-1", "reports-2");
    }

    @Test
    void linksInCodeAreNotLinks() {
        assertThat(MarkdownLinks.links("see [a](a.md) and `[b](b.md)`\n```\n[c](c.md)\n```\n![d](d.png)\n"))
                .extracting(MarkdownLinks.Link::target).containsExactly("a.md", "d.png");
    }

    /** What is wrong with a link, or null when it resolves (or leads outside the repository's files). */
    private static String problem(Path page, String markdown, String target) throws IOException {
        if (EXTERNAL.matcher(target).matches()) {
            return null;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path linked = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!Files.exists(linked)) {
            return "no such file";
        }
        if (anchor == null || anchor.isEmpty()) {
            return null;
        }
        String linkedMarkdown = file.isEmpty() ? markdown : Files.readString(linked, StandardCharsets.UTF_8);
        return MarkdownLinks.anchors(linkedMarkdown).contains(anchor) ? null : "no heading with this anchor";
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }
}
