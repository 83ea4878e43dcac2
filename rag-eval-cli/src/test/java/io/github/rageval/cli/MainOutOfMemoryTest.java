package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line in a JVM whose heap is far too small for its corpus: it runs out of heap for real, and says which
 * retriever ran out indexing which file, and how to give it more heap, with exit code 2, instead of a stack trace
 * ending in {@code Java heap space}.
 */
class MainOutOfMemoryTest {
    @TempDir
    Path dir;

    @Test
    void aCorpusTooBigForTheHeapIsNamedWithTheRetrieverAndAdvice() throws Exception {
        Path corpus = dir.resolve("corpus.json");
        Random random = new Random(7);
        try (BufferedWriter out = Files.newBufferedWriter(corpus, StandardCharsets.UTF_8)) {
            out.write("[");
            for (int d = 0; d < 150_000; d++) {
                out.write((d == 0 ? "" : ",") + "{\"doc_id\": \"d" + d + "\", \"text\": \"");
                for (int w = 0; w < 40; w++) {
                    out.write("w" + random.nextInt(2_000_000) + " ");
                }
                out.write("\"}\n");
            }
            out.write("]");
        }
        Path golden = Files.writeString(dir.resolve("golden.json"),
                "[{\"query\": \"w1 w2\", \"relevant_doc_ids\": [\"d1\"]}]");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-Xmx24m", "-XX:-UseCompressedOops", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "--corpus", corpus.toString(),
                "--golden", golden.toString(), "--threads", "1")
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile())
                .start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        List<String> err = Files.readAllLines(dir.resolve("err.txt"));

        assertThat(process.exitValue()).as(String.join("\n", err)).isEqualTo(Main.ERROR);
        // The heap runs out as the corpus streams into tfidf's index: inside the index (the retriever is named) or,
        // when the compiler's timing leaves the reader's objects unoptimised a little longer, in the reader (the
        // corpus is named). Both are one paragraph naming the corpus and the heap advice; which one is not fixed.
        assertThat(err).hasSize(1);
        String message = err.get(0);
        if (message.startsWith("rag-eval retriever error:")) {
            assertThat(message).startsWith("rag-eval retriever error: retriever tfidf ran out of heap in index: the JVM"
                            + " ran out of heap (Java heap space) inside the retriever; its limit here is ")
                    .contains(" Give the JVM more heap and run again: for Maven MAVEN_OPTS=-Xmx1g (or -Xmx1g in"
                            + " .mvn/jvm.config), for the command line java -Xmx1g. If it still runs out, look at what"
                            + " the retriever holds per document, or index a smaller corpus.")
                    .endsWith(" It was indexing corpus file " + corpus + " (55.8 MB).");
        } else {
            assertThat(message).startsWith("rag-eval input error: corpus file " + corpus + " (55.8 MB) does not fit"
                            + " in memory: the JVM ran out of heap (Java heap space) reading it; its limit here is ")
                    .endsWith(" Give the JVM more heap and run again: for Maven MAVEN_OPTS=-Xmx1g (or -Xmx1g in"
                            + " .mvn/jvm.config), for the command line java -Xmx1g; or evaluate a smaller file.");
        }
    }
}
