package io.github.rageval.engine.goldenset.lock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lock's file: deterministic bytes, read back whole, and every unusable lock refused with what to do. */
class LockFileTest {
    @TempDir
    Path dir;

    private static LockFile lock(String... ids) {
        SortedSet<String> all = new TreeSet<>(java.util.List.of(ids));
        return LockFile.of("golden.json", new CorpusState(all, new TreeMap<>(Map.of("a", DocumentHash.of("a")))));
    }

    @Test
    void theSameCorpusGivesTheSameBytesAndReadsBackWhole() throws Exception {
        LockFile lock = lock("b", "a", "c");
        Path file = dir.resolve("golden.lock.json");
        Files.writeString(file, lock.render());
        assertThat(Files.readString(file)).isEqualTo(lock("c", "a", "b").render()).endsWith("}\n")
                .contains("\"ids\" : [\n      \"a\",\n      \"b\",\n      \"c\"\n    ]").doesNotContain("\r");
        assertThat(LockFile.read(file, "golden.lock.json", "golden.json", SettingWords.PARAMETERS)).isEqualTo(lock);
    }

    @Test
    void theLockGoesBesideTheGoldenSet() {
        assertThat(LockFile.besides(Path.of("src/test/rag/golden.json")))
                .isEqualTo(Path.of("src/test/rag/golden.lock.json"));
        assertThat(LockFile.besides(Path.of("beir/qrels/test.tsv"))).isEqualTo(Path.of("beir/qrels/test.lock.json"));
    }

    @Test
    void aCorpusPastTheLimitKeepsItsCountAndHashButNoIds() {
        SortedSet<String> ids = new TreeSet<>();
        IntStream.rangeClosed(0, LockFile.LISTED_IDS_AT_MOST).forEach(i -> ids.add("d" + i));
        LockFile lock = LockFile.of("golden.json", new CorpusState(ids, new TreeMap<>()));
        assertThat(lock.listsIds()).isFalse();
        assertThat(lock.documents()).isEqualTo(LockFile.LISTED_IDS_AT_MOST + 1);
        assertThat(lock.idsHash()).isEqualTo(DocumentHash.ofIds(ids));
    }

    @Test
    void aMalformedLockIsRefusedNamingTheFileAndWhatToDo() throws Exception {
        Path file = Files.writeString(dir.resolve("golden.lock.json"), "{\"rag_eval_lock\": 1, \"golden_set\": ");
        assertThatThrownBy(() -> LockFile.read(file, "src/test/rag/golden.lock.json", "golden.json",
                SettingWords.PARAMETERS)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("lock file src/test/rag/golden.lock.json cannot be used: it is not valid JSON")
                .hasMessageEndingWith("restore it from version control, or write it again with mvn rag-eval:lock"
                        + " after reviewing the corpus.");
        String edited = lock("a").render().replace(DocumentHash.of("a"), "not-a-hash");
        Files.writeString(file, edited);
        assertThatThrownBy(() -> LockFile.read(file, "golden.lock.json", "golden.json", SettingWords.PARAMETERS))
                .hasMessageContaining("the hash of \"a\" is not a SHA-256 in lower-case hex");
        Files.writeString(file, "{\"rag_eval_lock\": 2}");
        assertThatThrownBy(() -> LockFile.read(file, "golden.lock.json", "golden.json", SettingWords.PARAMETERS))
                .hasMessageContaining("\"rag_eval_lock\" is 2, not 1 (a lock of another version, or not a lock)");
    }

    @Test
    void aLockOfAnotherGoldenSetIsRefused() throws Exception {
        Path file = dir.resolve("faq.lock.json");
        Files.writeString(file, LockFile.of("faq.json", new CorpusState(new TreeSet<>(java.util.List.of("a")),
                new TreeMap<>())).render());
        assertThatThrownBy(() -> LockFile.read(file, "faq.lock.json", "golden.json", SettingWords.PARAMETERS))
                .hasMessage("lock file faq.lock.json was written for the golden set faq.json, not golden.json: its"
                        + " hashes say nothing of this golden set's judgments. Point lockFile at golden.json's own"
                        + " lock, or write one with mvn rag-eval:lock.");
    }

    @Test
    void aByteOrderMarkIsSkippedAndAParserErrorIsSaidInPlainWords() throws Exception {
        LockFile lock = lock("a");
        Path file = Files.writeString(dir.resolve("golden.lock.json"), "\uFEFF" + lock.render());
        // It was "it is not valid JSON (line 1, column 2): Unexpected character ('\uFEFF' (code 65279 / 0xfeff))".
        assertThat(LockFile.read(file, "golden.lock.json", "golden.json", SettingWords.PARAMETERS)).isEqualTo(lock);

        Files.writeString(file, "{\"rag_eval_lock\": 1, // a note\n}");
        assertThatThrownBy(() -> LockFile.read(file, "golden.lock.json", "golden.json", SettingWords.PARAMETERS))
                .hasMessageStartingWith("lock file golden.lock.json cannot be used: it is not valid JSON at line 1,"
                        + " column 22: a comment (// or /* */), but JSON has no comments: remove it.")
                .hasMessageNotContaining("ALLOW_COMMENTS").hasMessageNotContaining("Feature");
        Files.writeString(file, "[".repeat(1_500));
        assertThatThrownBy(() -> LockFile.read(file, "golden.lock.json", "golden.json", SettingWords.PARAMETERS))
                .hasMessageContaining("arrays and objects nested 1,001 deep, more than the 1,000 this reader accepts")
                .hasMessageNotContaining("StreamReadConstraints");
    }
}
