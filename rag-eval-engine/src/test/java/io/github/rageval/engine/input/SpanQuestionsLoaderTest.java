package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.SpanQuestion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

class SpanQuestionsLoaderTest {
    private static final String HEADER = "question,references,corpus_id\n";
    /** 🙂 is one code point and two Java chars: offsets after it are Python's, one less than Java's. */
    private static final Map<String, String> TEXTS = Map.of("faq", "Hi 🙂. Refunds take 30 days. Ask us.");

    @TempDir
    Path dir;

    private Path csv(String rows) throws IOException {
        return Files.writeString(dir.resolve("questions_df.csv"), HEADER + rows, StandardCharsets.UTF_8);
    }

    private static String row(String question, String references) {
        return "\"" + question + "\",\"" + references.replace("\"", "\"\"") + "\",faq\n";
    }

    @Test
    void readsChromasColumnsWithOffsetsInCodePoints() throws Exception {
        Path file = csv(row("How long do refunds take, in days?",
                "[{\"content\": \"Refunds take 30 days.\", \"start_index\": 6, \"end_index\": 27}]"));

        List<SpanQuestion> questions = SpanQuestionsLoader.load(file, TEXTS);

        assertThat(questions).containsExactly(new SpanQuestion("How long do refunds take, in days?",
                List.of(new CharSpan("faq", 6, 27))));
    }

    @Test
    void aSpanOutOfRangeOrNotItsContentIsNamedWithTheLineQuestionAndReference() throws Exception {
        Path outside = csv(row("q1", "[{\"content\": \"x\", \"start_index\": 30, \"end_index\": 99}]"));
        assertThatThrownBy(() -> SpanQuestionsLoader.load(outside, TEXTS)).isInstanceOf(InputException.class)
                .hasMessage("span questions file " + outside + ", line 2, question \"q1\", reference 1 runs to"
                        + " character 99, past the document's end (35 characters). Offsets count characters (code"
                        + " points) from 0, end exclusive.");

        Path shifted = csv(row("q2", "[{\"content\": \"Refunds\", \"start_index\": 6, \"end_index\": 13},"
                + " {\"content\": \"Refunds\", \"start_index\": 7, \"end_index\": 14}]"));
        assertThatThrownBy(() -> SpanQuestionsLoader.load(shifted, TEXTS)).isInstanceOf(InputException.class)
                .hasMessage("span questions file " + shifted + ", line 2, question \"q2\", reference 2: characters 7"
                        + " to 14 hold \"efunds \", not its content \"Refunds\". Correct the range, or give the content"
                        + " alone to have it found.");
        Path empty = csv(row("q3", "[{\"content\": \"x\", \"start_index\": 5, \"end_index\": 5}]"));
        assertThatThrownBy(() -> SpanQuestionsLoader.load(empty, TEXTS)).hasMessage("span questions file " + empty
                + ", line 2, question \"q3\", reference 1 spans [5, 5), which holds no character. Offsets count"
                + " characters from 0, end excluded.");
    }

    @Test
    void malformedReferencesAMissingColumnAndAnUnknownDocumentAreErrors() throws Exception {
        Path notJson = csv(row("q1", "[{\"content\": }]"));
        assertThatThrownBy(() -> SpanQuestionsLoader.load(notJson, TEXTS)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("span questions file " + notJson + ", line 2, question \"q1\": references is"
                        + " not valid JSON");
        Path noEnd = csv(row("q1", "[{\"content\": \"Hi\", \"start_index\": 0}]"));
        assertThatThrownBy(() -> SpanQuestionsLoader.load(noEnd, TEXTS)).hasMessageContaining("reference 1 needs a"
                + " whole-number start_index and end_index and a content text");
        Path noColumn = Files.writeString(dir.resolve("q.csv"), "question,corpus_id\nq,faq\n");
        assertThatThrownBy(() -> SpanQuestionsLoader.load(noColumn, TEXTS)).hasMessage("span questions file "
                + noColumn + " has no references column (its header: question,corpus_id). Chroma's"
                + " questions_df.csv has question,references,corpus_id.");
        Path other = Files.writeString(dir.resolve("o.csv"), HEADER
                + "q,\"[{\"\"content\"\": \"\"Hi\"\", \"\"start_index\"\": 0, \"\"end_index\"\": 2}]\",wiki\n");
        assertThatThrownBy(() -> SpanQuestionsLoader.load(other, TEXTS)).hasMessage("span questions file " + other
                + ", line 2: corpus_id \"wiki\" is no document of the corpus. Name the document the spans are of.");
    }

    /** Chroma's 472 questions over its five corpora (as the reference reads them: each file one document). */
    @Test
    @EnabledIfSystemProperty(named = "rageval.chunking.dir", matches = ".+")
    void chromasQuestionsAllReadAndEverySpanHoldsItsContent() throws Exception {
        Path folder = Path.of(System.getProperty("rageval.chunking.dir"));
        Map<String, String> texts = new java.util.HashMap<>();
        try (Stream<Path> files = Files.list(folder.resolve("corpora"))) {
            for (Path file : files.toList()) {
                texts.put(file.getFileName().toString().replaceFirst("\\.md$", ""), Files.readString(file));
            }
        }
        List<SpanQuestion> questions = SpanQuestionsLoader.load(folder.resolve("questions_df.csv"), texts);

        assertThat(questions).hasSize(472);
        assertThat(questions.stream().mapToInt(q -> q.references().size()).max().orElseThrow()).isEqualTo(5);
        assertThat(questions.get(0).references().get(0)).isEqualTo(new CharSpan("state_of_the_union", 27346, 27425));
    }
}
