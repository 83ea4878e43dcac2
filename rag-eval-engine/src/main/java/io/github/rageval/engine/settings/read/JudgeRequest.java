package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.settings.Defaults;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.GoalSetting.Goal;
import io.github.rageval.engine.goldenset.judge.JudgeWords;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.goldenset.pool.PoolJsonl;
import io.github.rageval.engine.secret.SecretUrls;
import io.github.rageval.engine.saved.OutputGuard;
import io.github.rageval.engine.saved.OutputGuard.Input;
import io.github.rageval.engine.saved.OutputGuard.Output;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * @param acceptAdvice how the console tells the user to count the grades in the gate, in the front end's words:
 *     {@code acceptMachineJudgments=true (-Drageval.acceptMachineJudgments=true)}, {@code --accept-machine-judgments
 *     true}
 * @param words how the judge's messages name the settings and the key, in the front end's words
 */
public record JudgeRequest(Path poolFile, URI url, String model, String apiKey, String keySource, Path cacheFile,
                           String acceptAdvice, JudgeWords words) {

    @Override
    public String toString() {
        // A record prints every component: the key must not reach a log that way.
        return "JudgeRequest[poolFile=" + poolFile + ", url=" + url + ", model=" + model + ", key=" + keySource
                + ", cacheFile=" + cacheFile + ", acceptAdvice=" + acceptAdvice + ", words=" + words + "]";
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
        String url = required(typed, "judgeUrl", "the API's base, such as http://localhost:11434/v1 (Ollama) or"
                + " https://api.openai.com/v1");
        String model = required(typed, "judgeModel", "the chat model, such as qwen3:8b");
        Path pool = typed.path("poolFile");
        if (pool == null) {
            pool = typed.path("reportDirectory").resolve(PoolJsonl.FILE_NAME);
        }
        String key = null;
        String source = "no key";
        String serverId = typed.values().text("judgeServerId").map(String::trim).orElse(null);
        if (serverId != null) {
            key = frontEnd.serverPassword(serverId).orElseThrow(() -> new ConfigurationException(
                    frontEnd.valued(typed.setting("judgeServerId"), serverId) + " names no <server> with that id."
                            + " Add one whose <password> is the API key, or leave it unset for "
                            + Defaults.JUDGE_API_KEY_VARIABLE + "."));
            source = "the password of server '" + serverId + "'";
        } else if (environment.variable(Defaults.JUDGE_API_KEY_VARIABLE).filter(v -> !v.isBlank()).isPresent()) {
            key = environment.variable(Defaults.JUDGE_API_KEY_VARIABLE).orElseThrow().trim();
            source = Defaults.JUDGE_API_KEY_VARIABLE;
        }
        String cache = typed.text("judgeCache").replace("${user.home}", System.getProperty("user.home"));
        Path cacheFile = frontEnd.base() == null ? Path.of(cache) : frontEnd.base().resolve(cache);
        guard(typed, pool, cacheFile);
        return new JudgeRequest(pool, uri(typed, url), model.trim(), key, source, cacheFile,
                frontEnd.assignment(typed.setting("acceptMachineJudgments"), "true"), words(typed, serverId));
    }

    /**
     * The pool, graded in place, must be none of the project's other files, and the cache, a file of another kind,
     * neither the pool nor any of them: an answer cache written over pool.jsonl would lose its grades.
     */
    private static void guard(TypedValues typed, Path pool, Path cache) throws ConfigurationException {
        WrittenFiles files = WrittenFiles.of(Goal.JUDGE, typed);
        Output poolOutput = typed.isWritten("poolFile") ? files.named(pool, "poolFile", "the grades", "Point "
                + files.name("poolFile") + " at the pool.jsonl the pool goal wrote, or leave it unset for the one in "
                + files.name("reportDirectory") + ".")
                : files.inFolder("reportDirectory", PoolJsonl.FILE_NAME, "the grades", files.ownReportDirectory(""));
        List<Input> inputs = files.inputs(Set.of());
        OutputGuard.check(List.of(poolOutput), inputs);
        List<Input> besidePool = new ArrayList<>(inputs);
        besidePool.add(0, Input.file(pool, "the pool the judge grades", typed.frontEnd().label(pool),
                typed.isWritten("poolFile") ? files.name("poolFile") : files.name("reportDirectory")));
        OutputGuard.check(List.of(files.named(cache, "judgeCache", "the judge's answers", "Point "
                + files.name("judgeCache") + " at a file of its own, or leave it unset for "
                + typed.setting("judgeCache").defaultValue() + ".")), besidePool);
    }

    /**
     * The judge's words: the settings as the front end names them, and the key where it came from. A front end
     * without servers (the command line) reads the key from the environment only, so a refused key is checked there.
     */
    private static JudgeWords words(TypedValues typed, String serverId) {
        FrontEnd frontEnd = typed.frontEnd();
        String key = serverId == null && !frontEnd.readsPom() ? "the key in " + Defaults.JUDGE_API_KEY_VARIABLE
                : "the key of " + frontEnd.name(typed.setting("judgeServerId"));
        return new JudgeWords(frontEnd.name(typed.setting("judgeUrl")), key,
                frontEnd.name(typed.setting("judgeCache")), frontEnd.name(typed.setting("poolFile")));
    }

    private static String required(TypedValues typed, String name, String example) throws ConfigurationException {
        return typed.values().text(name).orElseThrow(() -> new ConfigurationException(
                typed.frontEnd().name(typed.setting(name)) + " is not set: the judge goal needs " + example + "."));
    }

    private static URI uri(TypedValues typed, String url) throws ConfigurationException {
        String written = url.trim();
        try {
            URI uri = new URI(written);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // Said below.
        }
        throw new ConfigurationException(typed.frontEnd().valued(typed.setting("judgeUrl"), written) + " is not an"
                + " http or https URL. Write the API's base, such as http://localhost:11434/v1.");
    }
}
