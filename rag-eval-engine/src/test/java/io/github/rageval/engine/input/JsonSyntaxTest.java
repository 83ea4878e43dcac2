package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.saved.BaselineFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JSON errors in plain words with a line and column, never the parser's internals (its settings' names, its
 * "[Source: REDACTED ...]" location, "unknown place"), and echoed values capped.
 */
class JsonSyntaxTest {
    private static final String[] INTERNALS = {"StreamReadConstraints", "ALLOW_", "Feature", "REDACTED", "Source:",
        "unknown place", "`"};

    @TempDir
    Path dir;

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    private String corpusError(String content) throws IOException {
        Path corpus = file("corpus.json", content);
        try {
            new CorpusLoader().load(corpus, document -> { });
        } catch (Exception e) {
            assertThat(e.getMessage()).doesNotContain(INTERNALS);
            return e.getMessage().substring(("corpus file " + corpus).length());
        }
        throw new AssertionError("no error for " + content);
    }

    @Test
    void aCommentIsCalledAComment() throws Exception {
        assertThat(corpusError("[{\"doc_id\": \"a\", // the first\n \"text\": \"x\"}]"))
                .startsWith(", line 1, column 18: malformed JSON: a comment (// or /* */), but JSON has no comments:"
                        + " remove it. ");
    }

    @Test
    void deepNestingHasALineAndColumn() throws Exception {
        assertThat(corpusError("[" + "[".repeat(1500)))
                .startsWith(", line 1, column ")
                .contains("arrays and objects nested 1,001 deep, more than the 1,000 this reader accepts");
    }

    @Test
    void anOverlongStringSaysHowLongAndTheLimit() throws Exception {
        assertThat(corpusError("[{\"doc_id\": \"a\", \"text\": \"" + "x".repeat(20_000_001) + "\"}]"))
                .startsWith(", line 1, column ")
                .contains("a string at least 20,000,001 characters long, more than the 20,000,000 this reader"
                        + " accepts");
    }

    @Test
    void anUnclosedObjectNamesWhereItOpened() throws Exception {
        assertThat(corpusError("[\n  {\"doc_id\": \"a\", \"text\": \"x\""))
                .contains("the file ends before the object opened at line 2, column 3 is closed: add the missing '}'");
    }

    @Test
    void nanSingleQuotesAndTrailingCommasAreNamed() throws Exception {
        assertThat(corpusError("[{\"doc_id\": \"a\", \"text\": NaN}]")).contains("'NaN' is not a JSON number");
        assertThat(corpusError("[{'doc_id': 'a'}]")).contains("JSON names and strings take double quotes");
        assertThat(corpusError("[{\"doc_id\": \"a\", \"text\": \"x\",}]")).contains("no trailing comma");
    }

    @Test
    void aCorruptBaselineHasALineAndColumn() throws Exception {
        Path baseline = file("baseline.json", "{\n  \"format\": \"rag-eval-baseline\",\n  \"version\": 1 /* old */\n}");

        assertThatThrownBy(() -> BaselineFile.read(baseline))
                .hasMessageStartingWith("baseline file " + baseline + " is not valid JSON at line 3, column 16: a"
                        + " comment");
    }

    @Test
    void aHugeBadValueIsEchoedCapped() throws Exception {
        Path run = file("run.txt", "q1 Q0 d1 1 " + "9x".repeat(500_000) + " tag\n");

        assertThatThrownBy(() -> new RunLoader().load(run))
                .hasMessageContaining("score '" + "9x".repeat(100) + "… (1,000,000 characters)' (the fifth field)")
                .matches(e -> e.getMessage().length() < 600, "is short");
    }

    @Test
    void textAfterTheOneJsonValueOfABaselineOrReportIsAnErrorWithItsPlace() throws Exception {
        assertThatThrownBy(() -> BaselineFile.read(file("baseline.json", "{\"k\": 3}\n{\"k\": 5}\n")))
                .hasMessageStartingWith("baseline file " + dir.resolve("baseline.json") + " is not valid JSON at line"
                        + " 2, column 1: more text after the end of the JSON value, which closes at line 1, column 8:"
                        + " a file holds one JSON value, so remove what follows it.");
        assertThatThrownBy(() -> JsonSyntax.readTree(new com.fasterxml.jackson.databind.ObjectMapper(),
                "[1, 2]  oops".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(JsonSyntax.Problem.class)
                .hasMessageContaining("more text after the end of the JSON value")
                .satisfies(e -> assertThat(((JsonSyntax.Problem) e).place()).isEqualTo("line 1, column 9"));
        assertThat(JsonSyntax.readTree(new com.fasterxml.jackson.databind.ObjectMapper(),
                "{\"a\": 1}\n\n  ".getBytes(StandardCharsets.UTF_8)).get("a").asInt()).isEqualTo(1);
    }

    @Test
    void aNameGivenTwiceInAReportToReGateIsAnErrorNotTheLastOneKept() throws Exception {
        Path report = file("report.json", "{\"k\": 100,\n \"k\": 5}");

        assertThatThrownBy(() -> io.github.rageval.engine.saved.SavedReport.read(report))
                .hasMessageStartingWith("report file " + report + " is not valid JSON at line 2")
                .hasMessageContaining("the name 'k' twice in one object");
    }
}
