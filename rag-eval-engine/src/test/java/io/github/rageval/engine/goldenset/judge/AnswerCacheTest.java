package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The judge's answers kept by model and prompt: read back as written, the same bytes for the same answers. */
class AnswerCacheTest {
    @TempDir
    Path dir;

    @Test
    void aFolderWhereTheCacheFileGoesIsToldAsSuchNotAsTheSystemsBareError() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("cache"));
        assertThatThrownBy(() -> AnswerCache.open(folder)).isInstanceOf(InputException.class)
                .hasMessage("judge cache " + folder + " is a directory, not a file. Point judgeCache at a file"
                        + " (created when missing), not a folder.");
    }

    @Test
    void theAdviceNamesTheSettingAsTheFrontEndDoes() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("cache"));
        assertThatThrownBy(() -> AnswerCache.open(folder, "--judge-cache")).hasMessageEndingWith(". Point"
                + " --judge-cache at a file (created when missing), not a folder.");
    }

    @Test
    void anAnswerIsFoundAgainByItsModelAndPromptOnly() throws Exception {
        Path file = dir.resolve("cache").resolve("answers.jsonl");
        AnswerCache cache = AnswerCache.open(file);
        cache.put("m1", "prompt b", new ChatAnswer("##final score: 2", null));
        cache.put("m1", "prompt a", new ChatAnswer("3", null));
        cache.save();

        AnswerCache read = AnswerCache.open(file);
        assertThat(read.answer("m1", "prompt a")).isEqualTo(new ChatAnswer("3", null));
        assertThat(read.answer("m1", "prompt b")).isEqualTo(new ChatAnswer("##final score: 2", null));
        assertThat(read.answer("m2", "prompt a")).isNull();
        assertThat(read.answer("m1", "prompt c")).isNull();

        // The same answers, put in another order, give the same bytes.
        Path other = dir.resolve("other.jsonl");
        AnswerCache reversed = AnswerCache.open(other);
        reversed.put("m1", "prompt a", new ChatAnswer("3", null));
        reversed.put("m1", "prompt b", new ChatAnswer("##final score: 2", null));
        reversed.save();
        assertThat(Files.readAllBytes(other)).isEqualTo(Files.readAllBytes(file));
    }

    @Test
    void aReasoningIsKeptBesideTheAnswerAndALineWithoutOneHasNone() throws Exception {
        Path file = dir.resolve("answers.jsonl");
        AnswerCache cache = AnswerCache.open(file);
        cache.put("o3-mini", "p", new ChatAnswer("", "The passage answers it. Final score: 3"));
        cache.save();
        assertThat(Files.readString(file)).isEqualTo("{\"key\":\"" + AnswerCache.key("o3-mini", "p") + "\",\"model\":"
                + "\"o3-mini\",\"answer\":\"\",\"reasoning\":\"The passage answers it. Final score: 3\"}\n");
        assertThat(AnswerCache.open(file).answer("o3-mini", "p").graded())
                .isEqualTo("The passage answers it. Final score: 3");

        // A cache written before reasoning was kept: its answers have none.
        Files.writeString(file, "{\"key\":\"" + AnswerCache.key("m", "p") + "\",\"model\":\"m\",\"answer\":\"2\"}\n");
        assertThat(AnswerCache.open(file).answer("m", "p")).isEqualTo(new ChatAnswer("2", null));
    }

    @Test
    void aLineThatCannotBeReadIsAnErrorNotAQuestionAskedAgain() throws Exception {
        Path file = Files.writeString(dir.resolve("answers.jsonl"), "{\"key\": \"k\", \"answer\": \"2\"}\n{oops\n");
        assertThatThrownBy(() -> AnswerCache.open(file)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("judge cache " + file + ", line 2, column 2: is not valid JSON: a field name"
                        + " without double quotes")
                .hasMessageEndingWith("Delete the file to ask the judge again.");
    }

    @Test
    void aByteOrderMarkBeforeTheFirstAnswerIsSkipped() throws Exception {
        // It was "line 1: cannot be read (Unexpected character ('\uFEFF' ...) at [Source: REDACTED ...])".
        Path file = Files.writeString(dir.resolve("answers.jsonl"), "\uFEFF{\"key\": \"k\", \"answer\": \"2\"}\n");
        assertThat(AnswerCache.open(file).size()).isEqualTo(1);
    }
}
