package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.RetrieverException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Running out of heap while an input is read names the input, its size and how to give the JVM more heap, instead
 * of only {@code Java heap space}. The readings here throw the error themselves; {@code MainOutOfMemoryTest} runs
 * out of heap for real.
 */
class InputMemoryTest {
    @TempDir
    Path dir;

    @Test
    void theMessageNamesTheFileItsSizeTheLimitAndWhatToDo() {
        assertThat(InputMemory.message("run file", Path.of("src/test/rag/run.txt"), 291_300_000L, 4L << 30,
                "reading and evaluating it")).isEqualTo("run file src/test/rag/run.txt (291.3 MB) does not fit in"
                + " memory: the JVM ran out of heap (Java heap space) reading and evaluating it; its limit here is 4096"
                + " MB. Give the JVM more heap and run again: for Maven MAVEN_OPTS=-Xmx8g (or -Xmx8g in"
                + " .mvn/jvm.config), for the command line java -Xmx8g; or evaluate a smaller file.");
        assertThat(InputMemory.message("corpus file", Path.of("c.jsonl"), 1_234_000_000L, 1536L << 20, "reading it"))
                .startsWith("corpus file c.jsonl (1.2 GB) does not fit").contains("MAVEN_OPTS=-Xmx3g");
        assertThat(InputMemory.message("BEIR folder", Path.of("beir"), -1, 256L << 20, "reading it"))
                .startsWith("BEIR folder beir does not fit in memory").contains("-Xmx1g");
    }

    @Test
    void aReadingOutOfHeapBecomesAnInputErrorNamingTheFile() throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.json"), "[]");

        assertThatThrownBy(() -> InputMemory.guard("golden dataset file", golden, "reading it", () -> {
            throw new OutOfMemoryError("Java heap space");
        })).isInstanceOf(InputException.class)
                .hasMessageStartingWith("golden dataset file " + golden + " (0.0 MB) does not fit in memory: the JVM"
                        + " ran out of heap (Java heap space) reading it; its limit here is ")
                .hasCauseInstanceOf(OutOfMemoryError.class);
        assertThat(InputMemory.guard("golden dataset file", golden, "reading it", () -> "read")).isEqualTo("read");
    }

    @Test
    void aRetrieverOutOfHeapWhileIndexingKeepsItsNameAndAddsTheFileAndOtherFailuresPassAsTheyAre() throws Exception {
        Path corpus = Files.writeString(dir.resolve("corpus.json"), "[]");
        RetrieverException heap = new RetrieverException("retriever tfidf ran out of heap in index: ...",
                new OutOfMemoryError("Java heap space"));
        RetrieverException other = new RetrieverException("retriever tfidf failed in index: ...", null);

        RetrieverException named = InputMemory.whileIndexing(heap, "corpus file", corpus);

        assertThat(named).hasMessage("retriever tfidf ran out of heap in index: ... It was indexing corpus file "
                + corpus + " (0.0 MB).").hasCauseInstanceOf(OutOfMemoryError.class);
        assertThat(InputMemory.whileIndexing(other, "corpus file", corpus)).isSameAs(other);
    }
}
