package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.secret.SecretUrls;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * The judge's chat endpoint as the goals that ask it read it (judge, faithfulness): its URL and model (required),
 * the key (a Maven server's password, else {@value Defaults#JUDGE_API_KEY_VARIABLE}, else none), the answer cache and
 * the time one answer may take.
 *
 * @param url the OpenAI-compatible API's base
 * @param model the chat model
 * @param apiKey the key sent as a bearer token, or null for none; never printed
 * @param keySource where the key came from, as the console says it ({@code settings.xml server 'judge'}), or "no key"
 * @param cacheFile the answers kept
 * @param answerTimeout how long one answer may take, whole, before it is asked again
 * @param keyAdvice where the key sent came from, as advice to check it: {@code the key of judgeServerId},
 *     {@code the key in RAG_EVAL_JUDGE_API_KEY}
 */
record JudgeEndpointSettings(URI url, String model, String apiKey, String keySource, Path cacheFile,
                             Duration answerTimeout, String keyAdvice) {
    private static final int MAX_TIMEOUT_SECONDS = 3600;

    @Override
    public String toString() {
        // A record prints every component: the key must not reach a log that way.
        return "JudgeEndpointSettings[url=" + SecretUrls.masked(url.toString()) + ", model=" + model + ", key="
                + keySource + ", cacheFile=" + cacheFile + "]";
    }

    /**
     * @param goal how an error names the goal that needs the endpoint: {@code the judge goal}
     * @param environment where {@value Defaults#JUDGE_API_KEY_VARIABLE} is read when no server names the key
     */
    static JudgeEndpointSettings parse(TypedValues typed, Environment environment, String goal)
            throws ConfigurationException {
        FrontEnd frontEnd = typed.frontEnd();
        String url = required(typed, GoalSettings.JUDGE_URL, goal, "the API's base, such as"
                + " http://localhost:11434/v1 (Ollama) or https://api.openai.com/v1");
        String model = required(typed, GoalSettings.JUDGE_MODEL, goal, "the chat model, such as qwen3:8b");
        String key = null;
        String source = "no key";
        String serverId = typed.values().text(GoalSettings.JUDGE_SERVER_ID.name()).map(String::trim).orElse(null);
        if (serverId != null) {
            key = frontEnd.serverPassword(serverId).orElseThrow(() -> new ConfigurationException(
                    frontEnd.valued(GoalSettings.JUDGE_SERVER_ID, serverId) + " names no <server> with that id."
                            + " Add one whose <password> is the API key, or leave it unset for "
                            + Defaults.JUDGE_API_KEY_VARIABLE + "."));
            if (key.isBlank()) {
                // Sent as it is, an empty key fails at the first question as the API's bare 401, far from its cause.
                throw new ConfigurationException(frontEnd.valued(GoalSettings.JUDGE_SERVER_ID, serverId) + " names"
                        + " a <server> with no <password> (or a blank one), and that password is the judge's API key."
                        + " Give the server a <password> holding the key, or leave "
                        + frontEnd.name(GoalSettings.JUDGE_SERVER_ID) + " unset for "
                        + Defaults.JUDGE_API_KEY_VARIABLE + ".");
            }
            source = "the password of server '" + serverId + "'";
        } else if (environment.variable(Defaults.JUDGE_API_KEY_VARIABLE).filter(v -> !v.isBlank()).isPresent()) {
            key = environment.variable(Defaults.JUDGE_API_KEY_VARIABLE).orElseThrow().trim();
            source = Defaults.JUDGE_API_KEY_VARIABLE;
        }
        return new JudgeEndpointSettings(uri(typed, url), model.trim(), key, source, cacheFile(typed),
                answerTimeout(typed), keyAdvice(frontEnd, serverId));
    }

    /** The answer cache, {@code ${user.home}} expanded, against the project's folder. */
    static Path cacheFile(TypedValues typed) {
        String cache = typed.text(GoalSettings.JUDGE_CACHE).replace("${user.home}", System.getProperty("user.home"));
        return typed.frontEnd().base() == null ? Path.of(cache) : typed.frontEnd().base().resolve(cache);
    }

    /** A second to an hour: a bound of none would let a stalled endpoint hold the build for good. */
    private static Duration answerTimeout(TypedValues typed) throws ConfigurationException {
        int seconds = typed.integer(GoalSettings.JUDGE_TIMEOUT_SECONDS);
        if (seconds < 1 || seconds > MAX_TIMEOUT_SECONDS) {
            throw new ConfigurationException(typed.frontEnd().valued(GoalSettings.JUDGE_TIMEOUT_SECONDS,
                    String.valueOf(seconds)) + " is not allowed. Write how many seconds one answer may take, 1 to "
                    + MAX_TIMEOUT_SECONDS + " (default " + Defaults.JUDGE_TIMEOUT_SECONDS + "); a slow local model"
                    + " may need more.");
        }
        return Duration.ofSeconds(seconds);
    }

    /**
     * Where the key came from, as advice to check it. A front end without servers (the command line) reads the key
     * from the environment only, so a refused key is checked there.
     */
    private static String keyAdvice(FrontEnd frontEnd, String serverId) {
        return serverId == null && !frontEnd.readsPom() ? "the key in " + Defaults.JUDGE_API_KEY_VARIABLE
                : "the key of " + frontEnd.name(GoalSettings.JUDGE_SERVER_ID);
    }

    private static String required(TypedValues typed, GoalSetting setting, String goal, String example)
            throws ConfigurationException {
        return typed.values().text(setting.name()).orElseThrow(() -> new ConfigurationException(
                typed.frontEnd().name(setting) + " is not set: " + goal + " needs " + example + "."));
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
        throw new ConfigurationException(typed.frontEnd().valued(GoalSettings.JUDGE_URL, written) + " is not an"
                + " http or https URL. Write the API's base, such as http://localhost:11434/v1.");
    }
}
