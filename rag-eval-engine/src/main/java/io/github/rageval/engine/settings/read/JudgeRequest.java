package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.goldenset.judge.AgreementCheck;
import io.github.rageval.engine.goldenset.judge.AgreementFile;
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
import java.math.BigDecimal;
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
 * @param agreement how the judge's agreement with people is measured first, and the least it must reach
 */
public record JudgeRequest(Path poolFile, URI url, String model, String apiKey, String keySource, Path cacheFile,
                           Duration answerTimeout, String keyAdvice, AgreementCheck agreement) {

    @Override
    public String toString() {
        // A record prints every component: the key must not reach a log that way.
        return "JudgeRequest[poolFile=" + poolFile + ", url=" + url + ", model=" + model + ", key=" + keySource
                + ", cacheFile=" + cacheFile + ", answerTimeout=" + answerTimeout + ", keyAdvice=" + keyAdvice
                + ", agreement=" + agreement + "]";
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
        AgreementCheck agreement = agreement(typed);
        guard(typed, pool, endpoint.cacheFile(), agreement.sample() > 0);
        return new JudgeRequest(pool, endpoint.url(), endpoint.model(), endpoint.apiKey(), endpoint.keySource(),
                endpoint.cacheFile(), endpoint.answerTimeout(), endpoint.keyAdvice(), agreement);
    }

    /**
     * The sample, a whole number from 0; the relevance level, 1 or more as the check reads it; the minimum a kappa,
     * -1 to 1, which a sample of 0 could never measure.
     */
    private static AgreementCheck agreement(TypedValues typed) throws ConfigurationException {
        FrontEnd frontEnd = typed.frontEnd();
        int sample = typed.integer(GoalSettings.JUDGE_AGREEMENT_PAIRS);
        if (sample < 0) {
            throw new ConfigurationException(frontEnd.valued(GoalSettings.JUDGE_AGREEMENT_PAIRS,
                    String.valueOf(sample)) + " is not allowed. Write how many of the lines a person graded the judge"
                    + " is asked about first, 0 or more (default " + Defaults.JUDGE_AGREEMENT_PAIRS + "; 0: none).");
        }
        int level = typed.integer(GoalSettings.RELEVANCE_LEVEL);
        if (level < 1) {
            throw new ConfigurationException(frontEnd.valued(GoalSettings.RELEVANCE_LEVEL, String.valueOf(level))
                    + " is not allowed: grade 0 means judged not relevant. Set it to 1 (the default, as trec_eval) or"
                    + " more.");
        }
        BigDecimal minimum = AgreementMinimum.read(typed);
        if (minimum != null && sample == 0) {
            throw new ConfigurationException(frontEnd.valued(GoalSettings.MIN_JUDGE_AGREEMENT,
                    typed.text(GoalSettings.MIN_JUDGE_AGREEMENT)) + " asks for an agreement that "
                    + frontEnd.valued(GoalSettings.JUDGE_AGREEMENT_PAIRS, "0") + " never measures. Ask the judge about"
                    + " some of the lines a person graded (a sample of 10 or more), or leave "
                    + frontEnd.name(GoalSettings.MIN_JUDGE_AGREEMENT) + " unset.");
        }
        return new AgreementCheck(sample, level, minimum);
    }

    /**
     * The pool, graded in place, must be none of the project's other files, and the cache, a file of another kind,
     * neither the pool nor any of them: an answer cache written over pool.jsonl would lose its grades.
     */
    private static void guard(TypedValues typed, Path pool, Path cache, boolean agreementRecorded)
            throws ConfigurationException {
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
        if (agreementRecorded) {
            // Written beside the pool under a name of its own, which an input (or the cache) could still have.
            Path record = AgreementFile.beside(pool);
            List<Input> read = new ArrayList<>(besidePool);
            read.add(Input.file(cache, "the judge's answer cache", typed.frontEnd().label(cache),
                    files.name(GoalSettings.JUDGE_CACHE)));
            String label = typed.frontEnd().label(record);
            OutputGuard.check(List.of(new Output(record, label, "the judge goal writes " + label + " beside the pool",
                    "the judge's agreement with people", "Give the pool a name whose"
                    + " " + AgreementFile.SUFFIX + " file beside it is free, or set "
                    + files.name(GoalSettings.JUDGE_AGREEMENT_PAIRS) + " to 0.")), read);
        }
    }
}
