package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.example.retrievers.ScriptedRetriever;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.retriever.search.FakeCluster;
import io.github.rageval.engine.retriever.search.FakeCluster.Answer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No secret reaches any output of a build: a team's retriever given {@code apiKey} and options named like secrets in
 * other ways, and a solr retriever given {@code user}, {@code password} and a URL with {@code ?api_key=}, are
 * recorded as a baseline, checked against it with the key changed or the cluster refusing the credentials, and every
 * file written and all that was printed is searched for the secrets in each encoding they could take (as
 * {@link #forms} lists them, and basic auth's Base64).
 */
class SecretsInOutputsTest {
    private static final String GOLDEN = "src/test/resources/seed/golden.json";
    private static final String TEAM_CLASSES = codeSource(ScriptedRetriever.class);
    private static final String API_KEY = "sk-live/123+456\"é";
    private static final String NEW_API_KEY = "sk-live/999+000\"é";
    /** Options named like secrets in other ways than apiKey, and a value that carries a URL's password. */
    private static final Map<String, String> OTHER_SECRETS = new TreeMap<>(Map.ofEntries(
            Map.entry("apiKeys", "SK3cccc"), Map.entry("tokenValue", "SK2bbbb"),
            Map.entry("accessTokenValue", "SK6ffff"), Map.entry("pass", "SK4dddd"), Map.entry("bearer", "SK5eeee"),
            Map.entry("jwt", "SK9iiii"), Map.entry("privateKeyPem", "SK7gggg"), Map.entry("cookie", "SKDmmmm"),
            Map.entry("sessionId", "SKEnnnn"), Map.entry("signature", "SKFoooo"),
            Map.entry("dsn", "postgres://app:SKClll@db.example/rag"),
            Map.entry("connection", "mysql://app:SKGpppp@db.example/rag")));
    private static final String[] OTHER_SECRET_VALUES = {"SK3cccc", "SK2bbbb", "SK6ffff", "SK4dddd", "SK5eeee",
        "SK9iiii", "SK7gggg", "SKDmmmm", "SKEnnnn", "SKFoooo", "SKClll", "SKGpppp"};
    private static final String USER = "gate-bot";
    private static final String PASSWORD = "pa55/w0rd+\"é<x>";
    /** A key in the cluster URL's query string, as some gateways take it. */
    private static final String URL_KEY = "TOKxyz123";
    private static final String NEW_URL_KEY = "TOKnew456";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    private static String codeSource(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs the command line, standard output and error both kept. */
    private int run(String... args) {
        PrintStream stream = new PrintStream(printed, true, StandardCharsets.UTF_8);
        return Main.run(List.of(args), stream, stream);
    }

    /** A value written on one line of options: a comma or semicolon in it escaped. */
    private static String oneLine(String value) {
        return value.replace(",", "\\,").replace(";", "\\;");
    }

    @Test
    void aTeamRetrieversKeyIsInNoFileAndNotPrintedAndAnotherKeyIsNoChangeOfConfiguration() throws Exception {
        Path baseline = dir.resolve("baseline/baseline.json");
        Path reports = dir.resolve("reports");
        String team = "com.example.retrievers.ScriptedRetriever";

        assertThat(run("baseline", "--golden", GOLDEN, "--retriever", team, "--retriever-options",
                "answer=pw-reset,apiKey=" + oneLine(API_KEY), "--classpath", TEAM_CLASSES, "--baseline-file",
                baseline.toString(), "--force")).as(printed()).isEqualTo(Main.PASSED);
        StringBuilder others = new StringBuilder();
        OTHER_SECRETS.forEach((name, value) -> others.append(',').append(name).append('=').append(oneLine(value)));
        int check = run("--golden", GOLDEN, "--retriever", team, "--retriever-options",
                "answer=pw-reset,apiKey=" + oneLine(NEW_API_KEY) + others, "--classpath", TEAM_CLASSES,
                "--baseline-file", baseline.toString(), "--report-directory", reports.toString());
        int variants = run("--golden", GOLDEN, "--variants", "v:" + team + ":answer=pw-reset;token="
                + oneLine(API_KEY), "--classpath", TEAM_CLASSES, "--report-directory", dir.resolve("v").toString());
        // A failing constructor, whose message repeats the key, and a malformed line with the key in it.
        run("--golden", GOLDEN, "--retriever", team, "--retriever-options", "failIn=constructor,apiKey="
                + oneLine(API_KEY), "--classpath", TEAM_CLASSES, "--report-directory", dir.resolve("x").toString());
        run("--golden", GOLDEN, "--retriever", team, "--retriever-options", "apiKey=" + API_KEY + ",x,apiKey=1",
                "--classpath", TEAM_CLASSES, "--report-directory", dir.resolve("y").toString());

        assertThat(check).as(printed()).isIn(Main.PASSED, Main.GATE_FAILED);
        assertThat(variants).as(printed()).isIn(Main.PASSED, Main.GATE_FAILED);
        // A key is recorded as the marker: a new key is no change of configuration, and nothing of it is kept.
        assertThat(Files.readString(reports.resolve("report.json"))).contains("***").doesNotContain("sha256:");
        assertThat(printed()).contains("no endpoint for key ***", "options.apiKey=***").doesNotContain("sha256:")
                .doesNotContain("retriever changed: options.apiKey ");
        assertThat(printed()).contains("options.connection (unset) -> mysql://***@");
        Set<String> forms = forms(API_KEY, NEW_API_KEY);
        forms.addAll(forms(OTHER_SECRET_VALUES));
        assertNowhere(forms);
    }

    @Test
    void searchCredentialsAreInNoFileAndNotPrintedEvenWhenTheClusterEchoesThem() throws Exception {
        Set<String> echoed = forms(USER, PASSWORD, URL_KEY);
        echoed.add(Base64.getEncoder().encodeToString((USER + ":" + PASSWORD).getBytes(StandardCharsets.UTF_8)));
        Set<String> forms = new LinkedHashSet<>(echoed);
        forms.addAll(forms(NEW_URL_KEY));
        try (FakeCluster cluster = new FakeCluster()) {
            cluster.otherwise(body -> Answer.ok("{\"response\":{\"docs\":[{\"id\":\"pw-reset\",\"score\":1.5}]}}"));
            String credentials = ",user=" + oneLine(USER) + ",password=" + oneLine(PASSWORD) + ",retries=0";
            String options = "url=" + cluster.url() + "/solr/docs?api_key=" + URL_KEY + credentials;
            Path baseline = dir.resolve("baseline.json");
            assertThat(run("baseline", "--golden", GOLDEN, "--retriever", "solr", "--retriever-options", options,
                    "--baseline-file", baseline.toString(), "--force")).as(printed()).isEqualTo(Main.PASSED);
            assertThat(run("--golden", GOLDEN, "--retriever", "solr", "--retriever-options", "url=" + cluster.url()
                    + "/solr/docs?api_key=" + NEW_URL_KEY + credentials, "--baseline-file", baseline.toString(),
                    "--report-directory", dir.resolve("reports").toString()))
                    .as(printed()).isIn(Main.PASSED, Main.GATE_FAILED);
            // The URL's key is recorded as the marker: another key is no change of what is retrieved.
            assertThat(printed()).doesNotContain("retriever changed: url");
            // A proxy that echoes the credentials it refused, in every form at once, past the 300 characters quoted.
            String echo = String.join(" ", echoed);
            cluster.otherwise(body -> Answer.status(401, echo + " " + echo));
            assertThat(run("--golden", GOLDEN, "--retriever", "solr", "--retriever-options", options,
                    "--report-directory", dir.resolve("refused").toString())).isEqualTo(Main.ERROR);
        }

        assertThat(printed()).contains("HTTP 401 (1 attempt). Response: ***");
        assertThat(printed()).contains("/solr/docs/select?api_key=*** failed");
        assertNowhere(forms);
    }

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    /**
     * Each secret as is, JSON-escaped (also as \\uXXXX and \\/, as Go and Gson write it, and wholly in u-escapes),
     * URL-encoded (+ and %20, and twice), HTML-escaped (as Go and Python write it, and wholly in numeric references),
     * in hex, in Base64, and its UTF-8 read as Latin-1.
     */
    private static Set<String> forms(String... secrets) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Set<String> forms = new LinkedHashSet<>();
        for (String secret : secrets) {
            forms.add(secret);
            String quoted = json.writeValueAsString(secret);
            forms.add(quoted.substring(1, quoted.length() - 1));
            forms.add(quoted.substring(1, quoted.length() - 1).replace("é", "\\u00e9").replace("/", "\\/"));
            forms.add(URLEncoder.encode(secret, StandardCharsets.UTF_8));
            forms.add(URLEncoder.encode(secret, StandardCharsets.UTF_8).replace("+", "%20"));
            forms.add(Escape.html(secret));
            byte[] utf8 = secret.getBytes(StandardCharsets.UTF_8);
            // Go's html.EscapeString, Python's html.escape, and every character as a numeric reference
            forms.add(secret.replace("&", "&amp;").replace("'", "&#39;").replace("\"", "&#34;").replace("<", "&lt;")
                    .replace(">", "&gt;"));
            forms.add(secret.replace("\"", "&#x22;").replace("'", "&#x27;"));
            forms.add(escapedEach(secret, "&#%d;"));
            // Go's encoding/json and Gson, and every character as a JSON u-escape
            forms.add(quoted.substring(1, quoted.length() - 1).replace("&", "\\u0026").replace("<", "\\u003c")
                    .replace(">", "\\u003e").replace("=", "\\u003d").replace("'", "\\u0027"));
            forms.add(escapedEach(secret, "\\u%04x"));
            forms.add(URLEncoder.encode(URLEncoder.encode(secret, StandardCharsets.UTF_8), StandardCharsets.UTF_8));
            forms.add(HexFormat.of().formatHex(utf8));
            forms.add(Base64.getEncoder().encodeToString(utf8));
            forms.add(new String(utf8, StandardCharsets.ISO_8859_1));
        }
        return forms;
    }

    /** Each UTF-16 character of the text in the format given. */
    private static String escapedEach(String text, String format) {
        StringBuilder escaped = new StringBuilder();
        text.chars().forEach(c -> escaped.append(String.format(Locale.ROOT, format, c)));
        return escaped.toString();
    }

    /** No form of a secret, in any case, in what was printed or in any file under the test's folder. */
    private void assertNowhere(Set<String> forms) throws IOException {
        Map<String, String> outputs = new TreeMap<>();
        outputs.put("(printed)", printed());
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.filter(Files::isRegularFile).forEach(files::add);
        }
        assertThat(files).extracting(f -> f.getFileName().toString())
                .contains("report.json", "report.html", "report.md", "TEST-rag-eval.xml", "baseline.json");
        for (Path file : files) {
            outputs.put(dir.relativize(file).toString(), new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        }
        outputs.forEach((name, text) -> {
            String lower = text.toLowerCase(Locale.ROOT);
            for (String form : forms) {
                assertThat(lower).as(name + " holds " + form).doesNotContain(form.toLowerCase(Locale.ROOT));
            }
        });
    }
}
