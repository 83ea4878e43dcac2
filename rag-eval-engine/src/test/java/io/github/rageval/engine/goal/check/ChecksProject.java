package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A small project every check of the golden set finds something in: a near-duplicate of the relevant "reset" judged
 * apart, a query asked twice, one found word for word; checked with TF-IDF.
 *
 * @param corpus the corpus file
 * @param golden the golden set's file
 */
record ChecksProject(Path corpus, Path golden) {
    private static final String RESET = "To reset your password open the login page and click forgot password then"
            + " follow the link we send to the email address of your account";
    private static final String COPY = "{\"doc_id\": \"reset-copy\", \"text\": \"" + RESET + " today\"}";

    /** @param copyFirst whether the near-duplicate comes before the relevant document it copies, else after it */
    static ChecksProject in(Path dir, boolean copyFirst) throws IOException {
        String reset = "{\"doc_id\": \"reset\", \"text\": \"" + RESET + "\"}";
        Path corpus = Files.writeString(dir.resolve("corpus.json"), "[" + (copyFirst ? COPY + ",\n " + reset
                : reset + ",\n " + COPY) + """
                ,
                 {"doc_id": "2fa", "text": "Two factor authentication adds a second login step using an authenticator \
                app"},
                 {"doc_id": "invoices", "text": "Invoices are sent every month to the billing email of your account"}]
                """, StandardCharsets.UTF_8);
        Path golden = Files.writeString(dir.resolve("golden.jsonl"), """
                {"query_id": "q1", "query": "reset my password", "relevant_doc_ids": ["reset"]}
                {"query_id": "q2", "query": "Reset my password?", "relevant_doc_ids": ["reset"]}
                {"query_id": "q3", "query": "authenticator app", "relevant_doc_ids": ["2fa"]}
                {"query_id": "q4", "query": "monthly invoices", "relevant_doc_ids": ["invoices"]}
                """, StandardCharsets.UTF_8);
        return new ChecksProject(corpus, golden);
    }

    /** A TF-IDF check of this corpus against the given golden set, gated on hit rate. */
    EvaluationSettings settings(Path goldenSet) throws Exception {
        return EvaluationSettings.builder().corpus(corpus).goldenDataset(goldenSet).k(3)
                .rules(Fixtures.rules(Map.of("hit_rate", "0.5")))
                .retriever(Fixtures.tfidf(TfidfOptions.defaults())).corpusOptional(false).build();
    }
}
