package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.secret.SecretText;
import io.github.rageval.engine.secret.SecretUrls;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An OpenAI-compatible chat endpoint (OpenAI, a local Ollama or vLLM at {@code http://localhost:11434/v1}), asked as
 * UMBRELA's OpenAI judge asks for a non-reasoning model: the system message "You are a helpful assistant.", the prompt
 * as the user's message, temperature 0, at most 100 new tokens, top_p 1, frequency penalty 0.5, presence penalty 0,
 * 30 seconds per request, three attempts; the answer lower-cased. A 400 answer (the request refused, as a prompt too
 * long for the model) is an empty answer, as UMBRELA takes it, which no pattern reads: the document stays unjudged.
 * Everything else that is not an answer (a refused key, no chat endpoint at the URL, a server that stays down) is an
 * error naming the URL, never the key.
 */
public final class ChatEndpoint {
    static final int MAX_NEW_TOKENS = 100;
    static final Duration TIMEOUT = Duration.ofSeconds(30);
    static final int ATTEMPTS = 3;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final URI chat;
    private final String model;
    private final String apiKey;
    private final SecretText secrets;
    private final HttpClient client;
    private final JudgeWords words;

    /**
     * @param baseUrl the API's base, to which {@code /chat/completions} is added ({@code http://localhost:11434/v1})
     * @param model the model the endpoint serves
     * @param apiKey sent as a bearer token; null for none (a local server)
     */
    public ChatEndpoint(URI baseUrl, String model, String apiKey) {
        this(baseUrl, model, apiKey, JudgeWords.PARAMETERS);
    }

    /** As {@link #ChatEndpoint(URI, String, String)}, advice naming the settings in the front end's words. */
    public ChatEndpoint(URI baseUrl, String model, String apiKey, JudgeWords words) {
        this.words = Objects.requireNonNull(words, "words");
        String base = baseUrl.toString();
        this.chat = URI.create((base.endsWith("/") ? base.substring(0, base.length() - 1) : base)
                + "/chat/completions");
        this.model = Objects.requireNonNull(model, "model");
        this.apiKey = apiKey;
        this.secrets = apiKey == null ? SecretText.NONE : SecretText.of(List.of(apiKey));
        this.client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    }

    public String model() {
        return model;
    }

    /** The body UMBRELA sends for a prompt, fields in its order. */
    static String body(String model, String prompt) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("model", model);
        var messages = body.putArray("messages");
        messages.addObject().put("role", "system").put("content", UmbrelaPrompt.SYSTEM);
        messages.addObject().put("role", "user").put("content", prompt);
        body.put("temperature", 0.0);
        body.put("max_tokens", MAX_NEW_TOKENS);
        body.put("top_p", 1);
        body.put("frequency_penalty", 0.5);
        body.put("presence_penalty", 0);
        try {
            return MAPPER.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The model's answer to a prompt, lower-cased; empty when the endpoint refused the request as bad (400) or
     * answered with no content.
     *
     * @throws InputException when the endpoint cannot answer: unreachable, a refused key, no chat endpoint there, a
     *     server error or timeout on every attempt, an answer that is not a chat completion
     */
    public String ask(String prompt) throws InputException {
        HttpRequest.Builder request = HttpRequest.newBuilder(chat).timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body(model, prompt), StandardCharsets.UTF_8));
        if (apiKey != null) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        String lastProblem = null;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            HttpResponse<String> response;
            try {
                response = client.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            } catch (ConnectException e) {
                throw failure("cannot be reached (" + describe(e) + "). Start the server, or check "
                        + words.judgeUrl());
            } catch (HttpTimeoutException e) {
                lastProblem = "did not answer within " + TIMEOUT.toSeconds() + " s";
                continue;
            } catch (IOException e) {
                lastProblem = "failed: " + describe(e);
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw failure("was interrupted");
            }
            int status = response.statusCode();
            if (status == 200) {
                return content(response.body());
            }
            if (status == 400) {
                return "";
            }
            if (status == 401 || status == 403) {
                throw failure("refused the key (HTTP " + status + "). Check " + words.key());
            }
            if (status == 404) {
                throw failure("has no chat endpoint (HTTP 404). " + words.judgeUrl() + " is the API's base, which"
                        + " /chat/completions is added to, e.g. http://localhost:11434/v1");
            }
            lastProblem = "answered HTTP " + status + ": " + secrets.maskAndCut(response.body(), 200);
        }
        throw failure(lastProblem + " on each of " + ATTEMPTS + " attempts");
    }

    private String content(String body) throws InputException {
        JsonNode root;
        try {
            root = MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            throw failure("answered with something that is not JSON: " + secrets.maskAndCut(body, 200));
        }
        JsonNode message = root.path("choices").path(0).path("message");
        if (message.isMissingNode()) {
            throw failure("answered without choices[0].message, so it is no OpenAI-compatible chat completion: "
                    + secrets.maskAndCut(body, 200));
        }
        JsonNode content = message.path("content");
        return content.isTextual() ? content.asText().toLowerCase(Locale.ROOT) : "";
    }

    private InputException failure(String problem) {
        return new InputException("the judge's chat endpoint " + SecretUrls.masked(chat.toString()) + " (model " + model
                + ") " + problem + ".");
    }

    private String describe(Exception e) {
        return secrets.mask(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
}
