package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A TREC run read from its bytes: the same fields, rankings and errors as the line-by-line rules. */
class TrecRunReaderTest {
    @TempDir
    Path dir;

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    private static Run load(Path run) throws InputException {
        return new RunLoader().load(run);
    }

    @Test
    void tabsRunsOfSpacesCrlfLoneCrAndTrailingWhitespaceSplitAsTrecEvalDoes() throws Exception {
        Path run = file("run.txt", "q1\tQ0\ta\t1\t0.5\ttag\r\n"
                + "  q1  Q0   b 2 0.9 tag   \r\n"
                + "q1 Q0 c 3 0.5 tag\u000B\f\r"
                + "\t\tq1 Q0 d 4 0.7 tag\u001C\u001F\n"
                + "q1 Q0 e 5 0.1 tag extra fields\n"
                + "q1 Q0 f 6 0.2 tag");

        Run loaded = load(run);

        assertThat(loaded.size()).isEqualTo(6);
        assertThat(loaded.ranking("q1")).extracting(ScoredDocument::docId).containsExactly("b", "d", "c", "a", "f",
                "e");
        assertThat(loaded.ranking("q1").get(0)).isEqualTo(new ScoredDocument("b", 0.9));
    }

    @Test
    void whitespaceBeyondAsciiIsStrippedAtTheEndsButPartOfAFieldInside() throws Exception {
        // As String.strip and split("\\s+"): an em space at the ends goes, a no-break space inside stays.
        Path run = file("run.txt", "\u2003q1 Q0 caf\u00e9 1 0.5 tag\u2003\nq1 Q0 a\u00a0b 2 0.4 tag\n");

        Run loaded = load(run);

        assertThat(loaded.queryIds()).containsExactly("q1");
        assertThat(loaded.ranking("q1")).extracting(ScoredDocument::docId).containsExactly("caf\u00e9", "a\u00a0b");
    }

    @Test
    void tiesGoByDocumentIdDescendingInCodePointOrder() throws Exception {
        // UTF-8 byte order is code point order: U+1F600 (4 bytes) after U+FFFD (3 bytes), though UTF-16 orders them
        // the other way round.
        Path run = file("run.txt", "q1 Q0 \uFFFD 1 1 t\nq1 Q0 \uD83D\uDE00 2 1 t\nq1 Q0 b 3 1 t\nq1 Q0 a 4 2 t\n");

        assertThat(load(run).ranking("q1")).extracting(ScoredDocument::docId)
                .containsExactly("a", "\uD83D\uDE00", "\uFFFD", "b");
    }

    @Test
    void aRunNotGroupedByQueryGivesTheSameRankings() throws Exception {
        String grouped = "q1 Q0 a 1 3 t\nq1 Q0 b 2 2 t\nq1 Q0 c 3 1 t\nq2 Q0 a 1 5 t\nq2 Q0 z 2 5 t\n"
                + "q3 Q0 x 1 1 t\n";
        String interleaved = "q1 Q0 c 3 1 t\nq2 Q0 a 1 5 t\nq1 Q0 a 1 3 t\nq3 Q0 x 1 1 t\nq2 Q0 z 2 5 t\n"
                + "q1 Q0 b 2 2 t\n";

        Run expected = load(file("grouped.txt", grouped));
        Run loaded = load(file("interleaved.txt", interleaved));

        assertThat(loaded.queryIds()).containsExactly("q1", "q2", "q3");
        assertThat(loaded.size()).isEqualTo(6);
        for (String query : expected.queryIds()) {
            assertThat(loaded.ranking(query)).isEqualTo(expected.ranking(query));
        }
        assertThat(loaded.ranking("q2")).extracting(ScoredDocument::docId).containsExactly("z", "a");
    }

    @Test
    void aDocumentTwiceIsAnErrorPerQueryNamingTheFirstLineEvenWhenTheQueryCameBack() throws Exception {
        Path sameDocumentOtherQueries = file("ok.txt", "q1 Q0 a 1 1 t\nq2 Q0 a 1 1 t\nq3 Q0 a 1 1 t\n");
        Path twice = file("twice.txt", "# comment\r\nq1 Q0 a 1 1 t\r\n\r\nq1 Q0 b 2 0.5 t\r\nq1 Q0 a 3 0.2 t\r\n");
        Path cameBack = file("back.txt", "q1 Q0 a 1 1 t\nq2 Q0 a 1 1 t\nq1 Q0 b 2 1 t\nq2 Q0 c 2 1 t\n"
                + "q1 Q0 a 3 1 t\n");

        assertThat(load(sameDocumentOtherQueries).size()).isEqualTo(3);
        assertThatThrownBy(() -> load(twice)).isInstanceOf(InputException.class)
                .hasMessage("run file " + twice + ", line 5: document \"a\" is listed again for query \"q1\" (first on"
                        + " line 2). List each document once per query.");
        assertThatThrownBy(() -> load(cameBack))
                .hasMessageContaining("line 5: document \"a\" is listed again for query \"q1\" (first on line 1)");
    }

    @Test
    void scoresAreCheckedWithoutARegularExpression() throws Exception {
        for (String bad : new String[] {"NaN", "Infinity", "0x10", "1d", "1.2.3", "e5", ".", "+", "1e", "\u0661"}) {
            Path run = file("bad.txt", "q1 Q0 a 1 0.5 t\nq1 Q0 b 2 " + bad + " t\n");
            assertThatThrownBy(() -> load(run)).as(bad)
                    .hasMessageContaining("line 2: score '" + bad + "' (the fifth field) is not a number");
        }
        Path huge = file("huge.txt", "q1 Q0 a 1 -1e309 t\n");
        assertThatThrownBy(() -> load(huge)).hasMessageContaining("line 1: score '-1e309' (the fifth field) is too"
                + " large for a double");
        Path fields = file("fields.txt", "q1 Q0 a 1 0.5 t\n q1\tQ0 b 2 0.4   \n");
        assertThatThrownBy(() -> load(fields)).hasMessageContaining("line 2: expected 6 fields"
                + " 'query_id Q0 doc_id rank score run_tag' (TREC run), found 5.");
    }

    @Test
    void aLineLongerThanTheReadBlockAndALastLineWithoutItsEndAreRead() throws Exception {
        String longId = "d".repeat(3 << 20);
        Path run = file("long.txt", "\uFEFFq1 Q0 " + longId + " 1 0.5 t\r\nq1 Q0 short 2 0.7 t");

        Run loaded = load(run);

        assertThat(loaded.queryIds()).containsExactly("q1");
        assertThat(loaded.ranking("q1")).extracting(ScoredDocument::docId).containsExactly("short", longId);
    }

    @Test
    void bytesThatAreNotUtf8AreAnError() throws Exception {
        Path run = dir.resolve("latin1.txt");
        Files.write(run, "q1 Q0 caf\u00e9 1 0.5 t\n".getBytes(StandardCharsets.ISO_8859_1));

        assertThatThrownBy(() -> load(run)).isInstanceOf(InputException.class)
                .hasMessage("run file " + run + " is not UTF-8 text. Save it as UTF-8.");
    }

    @Test
    void rankingsArePackedAndGradedWithoutADocumentObjectPerResult() throws Exception {
        Path run = file("run.txt", "q1 Q0 a 1 3 t\nq1 Q0 b 2 2 t\nq1 Q0 c 3 1 t\n");

        PackedRanking ranking = (PackedRanking) load(run).ranking("q1");

        assertThat(ranking.grades(Map.of("c", 2, "a", -1, "x", 1), 0)).containsExactly(-1, 0, 2);
        assertThat(ranking.grades(Map.of("c", 2, "a", -1, "x", 1), Integer.MIN_VALUE))
                .containsExactly(-1, Integer.MIN_VALUE, 2);
        assertThat(ranking.subList(0, 2)).isInstanceOf(PackedRanking.class)
                .containsExactly(new ScoredDocument("a", 3), new ScoredDocument("b", 2));
        assertThat(ranking.subList(1, 3)).containsExactly(new ScoredDocument("b", 2), new ScoredDocument("c", 1));
    }
}
