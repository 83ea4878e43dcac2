package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.goldenset.pool.PoolJsonl;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.saved.OutputGuard.Input;
import io.github.rageval.engine.saved.OutputGuard.Output;
import io.github.rageval.engine.saved.OutputGuard;
import io.github.rageval.engine.secret.SecretUrls;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the {@code judge} goal asks for, read by the same pass as the other goals' ({@link GoalRequest}): the pool to
 * grade, the chat endpoint and its model, the key, the cache of answers.
 *
 * @param poolFile the pool.jsonl to grade (graded in place)
 * @param url the OpenAI-compatible API's base
 * @param model the chat model
 * @param apiKey the key sent as a bearer token, or null for none; never printed
 * @param keySource where the key came from, as the console says it ({@code settings.xml server 'judge'}), or "no key"
 * @param cacheFile the answers kept
 * @param answerTimeout how long one answer may take, whole, before it is asked again
 * @param keyAdvice where the key sent came from, as advice to check it: {@code the key of judgeServerId},
 *     {@code the key in RAG_EVAL_JUDGE_API_KEY}
 */
public record JudgeRequest(Path poolFile, URI url, String model, String apiKey, String keySource, Path cacheFile,
                           Duration answerTimeout, String keyAdvice) {
    private static final int MAX_TIMEOUT_SECONDS = 3600;

    @Override
    public String toString() {
        // A record prints every component: the key must not reach a log that way.
        return "JudgeRequest[poolFile=" + poolFile + ", url=" + url + ", model=" + model + ", key=" + keySource
                + ", cacheFile=" + cacheFile + ", answerTimeout=" + answerTimeout + ", keyAdvice=" + keyAdvice + "]";
    }

    /** What the goal says it does: {@code judging pool.jsonl with qwen3:8b at http://... (no key)}, no secret shown. */
    public String describe(String poolLabel) {
        return "judging " + poolLabel + " with " + model + " at " + SecretUrls.masked(url.toString()) + " ("
                + keySource + ")";
    }

    /**
     * @param environment where {@value Defaults#JUDGE_API_KEY_VARIABLE} is read when no server names the key
     */
    public static JudgeRequest parse(SettingValues values, FrontEnd frontEnd, Environment environment)
            throws ConfigurationException {
        TypedValues typed = new TypedValues(Goal.JUDGE, values, frontEnd);
        typed.requireNoneEmpty();
        JudgeEndpointSettings endpoint = JudgeEndpointSettings.parse(typed, environment, "the judge goal");
        Path pool = typed.path(GoalSettings.POOL_FILE);
        if (pool == null) {
            pool = typed.path(GoalSettings.REPORT_DIRECTORY).resolve(PoolJsonl.FILE_NAME);
        }
        guard(typed, pool, endpoint.cacheFile());
        return new JudgeRequest(pool, endpoint.url(), endpoint.model(), endpoint.apiKey(), endpoint.keySource(),
                endpoint.cacheFile(), endpoint.answerTimeout(), endpoint.keyAdvice());
    }

    /**
     * The pool, graded in place, must be none of the project's other files, and the cache, a file of another kind,
     * neither the pool nor any of them: an answer cache written over pool.jsonl would lose its grades.
     */
    private static void guard(TypedValues typed, Path pool, Path cache) throws ConfigurationException {
        WrittenFiles files = WrittenFiles.of(Goal.JUDGE, typed);
        Output poolOutput = typed.isWritten(GoalSettings.POOL_FILE) ? files.named(pool, GoalSettings.POOL_FILE,
                "the grades", "Point " + files.name(GoalSettings.POOL_FILE) + " at the pool.jsonl the pool goal"
                + " wrote, or leave it unset for the one in " + files.name(GoalSettings.REPORT_DIRECTORY) + ".")
                : files.inFolder(GoalSettings.REPORT_DIRECTORY, PoolJsonl.FILE_NAME, "the grades",
                        files.ownReportDirectory(""));
        List<Input> inputs = files.inputs(Set.of());
        OutputGuard.check(List.of(poolOutput), inputs);
        List<Input> besidePool = new ArrayList<>(inputs);
        besidePool.add(0, Input.file(pool, "the pool the judge grades", typed.frontEnd().label(pool),
                typed.isWritten(GoalSettings.POOL_FILE) ? files.name(GoalSettings.POOL_FILE)
                        : files.name(GoalSettings.REPORT_DIRECTORY)));
        OutputGuard.check(List.of(files.named(cache, GoalSettings.JUDGE_CACHE, "the judge's answers", "Point "
                + files.name(GoalSettings.JUDGE_CACHE) + " at a file of its own, or leave it unset for "
                + GoalSettings.JUDGE_CACHE.defaultValue() + ".")), besidePool);
    }
}
