package io.github.rageval.engine.goldenset.judge;

import java.util.Objects;

/**
 * How the judge's messages name the settings they send the user to, in the words of the front end the user wrote them
 * in ({@code judgeUrl}, {@code --judge-url}): the judge cannot read the settings table, which lives above it.
 *
 * @param judgeUrl the setting of the chat API's base
 * @param key where the key sent came from, as advice to check it: {@code the key of judgeServerId}, {@code the key in
 *     RAG_EVAL_JUDGE_API_KEY}
 * @param judgeCache the setting of the answers' cache file
 * @param poolFile the setting of the pool file graded
 */
public record JudgeWords(String judgeUrl, String key, String judgeCache, String poolFile) {
    /** The parameters' own names: what messages say when no front end is at hand. */
    public static final JudgeWords PARAMETERS = new JudgeWords("judgeUrl", "the key of judgeServerId", "judgeCache",
            "poolFile");

    public JudgeWords {
        Objects.requireNonNull(judgeUrl, "judgeUrl");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(judgeCache, "judgeCache");
        Objects.requireNonNull(poolFile, "poolFile");
    }
}
