package io.github.rageval.engine.retriever.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.OptionWords;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The advice of a search that failed, and of a CA file that cannot be read, names the options as the user wrote them:
 * Maven's parameter ({@code retrieverOptions url}) in a POM build, the command line's option
 * ({@code --retriever-options url}) on the command line, long after the options were read.
 */
class SearchOptionWordsTest {
    private static final OptionWords COMMAND_LINE = new OptionWords("--retriever-options", "--retriever-options ",
            false);

    @TempDir
    Path folder;

    private static SearchFailures failures(OptionWords words) {
        return new SearchFailures("solr", new HttpSettings(URI.create("http://localhost:8983/solr/docs/select"),
                Optional.empty(), Optional.empty(), Duration.ofMillis(300), 0, 1, words));
    }

    @Test
    void eachFailuresAdviceNamesTheOptionsAsTheFrontEndWritesThem() {
        for (OptionWords words : List.of(OptionWords.PARAMETERS, COMMAND_LINE)) {
            String options = words.readsPom() ? "retrieverOptions " : "--retriever-options ";
            SearchFailures failures = failures(words);
            assertThat(failures.connection(new HttpTimeoutException("slow"), "q", 1).getMessage())
                    .endsWith("Raise " + options + "timeout, or check the cluster's load.");
            assertThat(failures.connection(new SSLHandshakeException("untrusted"), "q", 1).getMessage())
                    .contains("needs that CA's certificate in " + options + "caFile (a PEM file)");
            assertThat(failures.connection(new ConnectException("refused"), "q", 2).getMessage())
                    .endsWith("reachable at that URL (" + options + "url).");
            assertThat(failures.unreadable("JSON", "<html>", "q").getMessage())
                    .contains("Check that " + options + "url names what the solr retriever expects");
            assertThat(failures.status(400, "can not sort on field id", "q", 1).getMessage())
                    .contains("breaks score ties by " + options + "idField ascending");
            assertThat(failures.status(400, "undefined field", "q", 1).getMessage())
                    .endsWith("check " + options + "request (and that the query parser accepts any text).");
            assertThat(failures.status(401, "denied", "q", 1).getMessage())
                    .contains("Check " + options + "user and password");
            assertThat(failures.status(404, "", "q", 1).getMessage()).contains("Check " + options + "url: nothing");
            assertThat(failures.status(429, "", "q", 3).getMessage()).contains("lower " + options + "concurrency,");
            assertThat(failures.status(418, "", "q", 1).getMessage()).endsWith("Check " + options + "url and request.");
        }
    }

    @Test
    void aCaFileThatIsNotPemIsNamedAsTheFrontEndWritesIt() throws IOException {
        Path notPem = Files.writeString(folder.resolve("ca.txt"), "not a certificate");
        assertThatThrownBy(() -> TrustedCertificates.context(Optional.of(notPem), "opensearch", COMMAND_LINE))
                .hasMessageStartingWith("--retriever-options caFile=" + notPem + " of the opensearch retriever");
        assertThatThrownBy(() -> TrustedCertificates.context(Optional.of(notPem), "opensearch",
                OptionWords.PARAMETERS))
                .hasMessageStartingWith("retrieverOptions caFile = '" + notPem + "' of the opensearch retriever");
    }
}
