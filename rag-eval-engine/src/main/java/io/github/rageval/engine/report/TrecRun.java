package io.github.rageval.engine.report;

import io.github.rageval.engine.EvaluationReport;
import io.github.rageval.engine.ResultSource;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.retrieval.ScoredDocument;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code run.trec}: the retrieved top k of every query as a TREC run ({@code qid Q0 docid rank score tag}), so
 * the same results can be checked with trec_eval or compared with another system. Queries are named by their
 * {@code query_id}, or numbered q1, q2, ... in golden dataset order when they have none; every evaluated result is
 * listed (down to the retrieval depth); scores are printed in full (shortest round-trip form), so trec_eval's
 * re-sort by score and then doc id descending reproduces the order.
 */
public final class TrecRun {
    public static final String FILE_NAME = "run.trec";
    static final String TAG = "rag-eval";
    private static final Pattern WHITESPACE = Pattern.compile("\\s");

    private TrecRun() {
    }

    /**
     * Writes {@code run.trec} atomically into the folder.
     *
     * Only the built-in retriever's results are exported: a run file's results are in that file already.
     *
     * @return why the run was not written (an id that TREC's whitespace-separated format cannot hold), or empty
     */
    public static Optional<String> write(EvaluationReport report, Path folder) throws IOException {
        if (!(report.source() instanceof ResultSource.Retriever)) {
            return Optional.empty();
        }
        Optional<String> unwritable = unwritableId(report.cases());
        if (unwritable.isPresent()) {
            return Optional.of(FILE_NAME + " not written: document id '" + unwritable.get()
                    + "' contains whitespace, which the TREC run format cannot represent.");
        }
        AtomicFiles.write(folder.resolve(FILE_NAME), render(report.cases()));
        return Optional.empty();
    }

    static String render(List<CaseResult> cases) {
        StringBuilder out = new StringBuilder();
        for (int q = 0; q < cases.size(); q++) {
            List<ScoredDocument> retrieved = cases.get(q).retrieved();
            for (int rank = 0; rank < retrieved.size(); rank++) {
                ScoredDocument document = retrieved.get(rank);
                out.append(queryId(cases.get(q), q)).append(" Q0 ").append(document.docId()).append(' ').append(rank + 1)
                        .append(' ').append(PythonFormat.floatRepr(document.score())).append(' ').append(TAG)
                        .append('\n');
            }
        }
        return out.toString();
    }

    /** The golden dataset's query_id, or q1, q2, ... by position when it gives none. */
    private static String queryId(CaseResult result, int index) {
        return result.queryId() != null ? result.queryId() : "q" + (index + 1);
    }

    private static Optional<String> unwritableId(List<CaseResult> cases) {
        return cases.stream().flatMap(c -> c.retrieved().stream()).map(ScoredDocument::docId)
                .filter(id -> WHITESPACE.matcher(id).find()).findFirst();
    }
}
