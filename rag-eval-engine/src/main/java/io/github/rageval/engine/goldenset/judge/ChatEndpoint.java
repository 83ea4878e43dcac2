package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.secret.SecretText;
import io.github.rageval.engine.secret.SecretUrls;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An OpenAI-compatible chat endpoint (OpenAI, a local Ollama or vLLM at {@code http://localhost:11434/v1}), asked as
 * UMBRELA's OpenAI judge asks: the body {@link UmbrelaRequest} builds for the model (an ordinary model and a reasoning
 * model are asked differently), the answer read as {@link ChatAnswer} says (its content lower-cased, and the
 * reasoning the endpoint returns beside it). Asking again follows {@link RetryPolicy}: 408, 429, 5xx, timeouts and
 * dropped connections are asked again after the server's {@code Retry-After} or a backoff with jitter, within a
 * whole-answer timeout and a budget per question. Every other refusal is an error naming the HTTP status and the
 * endpoint's own message (masked and cut): where UMBRELA takes a 400 as an empty answer, this client says it, because
 * an endpoint that refuses every request (a reasoning model whose name UMBRELA's markers miss, sent {@code
 * max_tokens}) would otherwise end in "unreadable" answers with the reason never shown. Nothing refused is cached.
 * Every error names the URL, never the key.
 */
public final class ChatEndpoint {
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final URI chat;
    private final String model;
    private final String apiKey;
    private final SecretText secrets;
    private final HttpClient client;
    private final SettingWords words;
    private final String keyAdvice;
    private final RetryPolicy retry;

    /**
     * @param baseUrl the API's base, to which {@code /chat/completions} is added ({@code http://localhost:11434/v1})
     * @param model the model the endpoint serves
     * @param apiKey sent as a bearer token; null for none (a local server)
     */
    public ChatEndpoint(URI baseUrl, String model, String apiKey) {
        this(baseUrl, model, apiKey, null, SettingWords.PARAMETERS);
    }

    /**
     * As {@link #ChatEndpoint(URI, String, String)}, advice naming the settings in the front end's words.
     *
     * @param keyAdvice where a refused key came from, as advice to check it ({@code the key in
     *     RAG_EVAL_JUDGE_API_KEY});
     *     null for {@code the key of judgeServerId} in the front end's words
     */
    public ChatEndpoint(URI baseUrl, String model, String apiKey, String keyAdvice, SettingWords words) {
        this(baseUrl, model, apiKey, keyAdvice, words, RetryPolicy.DEFAULT);
    }

    /** As above, each answer bounded by {@code answerTimeout} ({@code judgeTimeoutSeconds}) instead of 60 s. */
    public ChatEndpoint(URI baseUrl, String model, String apiKey, String keyAdvice, SettingWords words,
                        Duration answerTimeout) {
        this(baseUrl, model, apiKey, keyAdvice, words, RetryPolicy.DEFAULT.withAnswerTimeout(answerTimeout));
    }

    /** As above, retrying as the policy says (tests wait in milliseconds). */
    ChatEndpoint(URI baseUrl, String model, String apiKey, String keyAdvice, SettingWords words, RetryPolicy retry) {
        this.retry = Objects.requireNonNull(retry, "retry");
        this.words = Objects.requireNonNull(words, "words");
        this.keyAdvice = keyAdvice != null ? keyAdvice : "the key of " + words.name(GoalSettings.JUDGE_SERVER_ID);
        String base = baseUrl.toString();
        this.chat = URI.create((base.endsWith("/") ? base.substring(0, base.length() - 1) : base)
                + "/chat/completions");
        this.model = Objects.requireNonNull(model, "model");
        this.apiKey = apiKey;
        this.secrets = apiKey == null ? SecretText.NONE : SecretText.of(List.of(apiKey));
        this.client = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build();
    }

    public String model() {
        return model;
    }

    /**
     * The model's answer to a prompt: its content lower-cased (empty when the endpoint answered with none) and the
     * reasoning beside it.
     *
     * @throws InputException when the endpoint cannot answer: unreachable, a refused request (any other 4xx, named
     *     with the endpoint's own message), a refused key, no chat endpoint there, a server error or timeout on every
     *     attempt or beyond the budget, an answer that is not a chat completion
     */
    public ChatAnswer ask(String prompt) throws InputException {
        return ChatAnswer.of(send(UmbrelaRequest.body(model, prompt)));
    }

    /**
     * The content of the model's answer to a chat completion whose body the caller made (another reference's way of
     * asking, such as ragas'), as written: not lower-cased, empty when the endpoint answered with none. Asked again
     * and refused as {@link #ask(String)} is.
     *
     * @param body the request's JSON body, naming {@link #model()}
     */
    public String content(String body) throws InputException {
        JsonNode content = send(body).path("content");
        return content.isTextual() ? content.asText() : "";
    }

    /** The answer's {@code choices[0].message}. */
    private JsonNode send(String body) throws InputException {
        HttpRequest.Builder request = HttpRequest.newBuilder(chat).timeout(retry.answerTimeout())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (apiKey != null) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        long deadline = System.nanoTime() + retry.budget().toNanos();
        String lastProblem = null;
        Optional<HttpHeaders> lastHeaders = Optional.empty();
        int attempt = 0;
        while (++attempt <= retry.attempts()) {
            if (attempt > 1) {
                waitBeforeAsking(attempt, lastHeaders, lastProblem, deadline);
            }
            HttpResponse<String> response;
            try {
                response = answer(request.build());
            } catch (ConnectException e) {
                throw failure("cannot be reached (" + describe(e) + "). Start the server, or check "
                        + words.name(GoalSettings.JUDGE_URL));
            } catch (HttpTimeoutException e) {
                lastProblem = "did not answer within " + shown(retry.answerTimeout());
                lastHeaders = Optional.empty();
                continue;
            } catch (IOException e) {
                lastProblem = "failed: " + describe(e);
                lastHeaders = Optional.empty();
                continue;
            }
            int status = response.statusCode();
            if (status == 200) {
                return messageOf(response.body());
            }
            if (status == 401 || status == 403) {
                throw failure("refused the key (HTTP " + status + "). Check " + keyAdvice);
            }
            if (status == 404) {
                throw failure("has no chat endpoint (HTTP 404). " + words.name(GoalSettings.JUDGE_URL)
                        + " is the API's base, which"
                        + " /chat/completions is added to, e.g. http://localhost:11434/v1");
            }
            String said = "answered HTTP " + status + ": " + secrets.maskAndCut(response.body(), 200);
            if (!RetryPolicy.retried(status)) {
                // A refused request (max_tokens to a reasoning model, a prompt too long, an unknown model) is
                // refused again if asked again: said at once, with the endpoint's reason, and nothing is cached.
                throw failure(said);
            }
            lastProblem = said;
            lastHeaders = Optional.of(response.headers());
        }
        throw failure(lastProblem + " on each of " + retry.attempts() + " attempts");
    }

    /** One attempt, bounded as a whole: a body that trickles in counts against the answer's timeout. */
    private HttpResponse<String> answer(HttpRequest request) throws IOException, InputException {
        CompletableFuture<HttpResponse<String>> future = client.sendAsync(request,
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        try {
            return future.get(retry.answerTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new HttpTimeoutException("timed out");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw failure("failed: " + describe(e.getCause() instanceof Exception cause ? cause : e));
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw failure("was interrupted");
        }
    }

    private void waitBeforeAsking(int attempt, Optional<HttpHeaders> headers, String lastProblem, long deadline)
            throws InputException {
        Duration wait = retry.wait(attempt, headers, ZonedDateTime.now(ZoneOffset.UTC));
        long left = deadline - System.nanoTime();
        if (wait.toNanos() >= left) {
            throw failure(lastProblem + "; it asked to wait " + Math.max(1, wait.toSeconds()) + " s before asking"
                    + " again, beyond the " + shown(retry.budget()) + " allowed for one question");
        }
        try {
            retry.sleeper().sleep(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure("was interrupted");
        }
    }

    private JsonNode messageOf(String body) throws InputException {
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
        return message;
    }

    private InputException failure(String problem) {
        return new InputException("the judge's chat endpoint " + SecretUrls.masked(chat.toString()) + " (model " + model
                + ") " + problem + ".");
    }

    private static String shown(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }

    private String describe(Exception e) {
        return secrets.mask(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
}
