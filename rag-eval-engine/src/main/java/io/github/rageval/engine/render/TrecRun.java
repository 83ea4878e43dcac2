package io.github.rageval.engine.render;

import io.github.rageval.engine.input.QueryKeys;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.saved.JsonReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code run.trec}: the retrieved top k of every query as a TREC run ({@code qid Q0 docid rank score tag}), so
 * the same results can be checked with trec_eval or compared with another system. Queries are named by their
 * {@code query_id}, or numbered q1, q2, ... in golden dataset order when they have none; every evaluated result is
 * listed (down to the retrieval depth); scores are printed in full (shortest round-trip form), so trec_eval's
 * re-sort by score and then doc id descending reproduces the order. A retriever's ranking is its own order, which
 * that re-sort may not reproduce (ties broken otherwise, scores not descending, missing scores): such a query's
 * results get the scores {@code depth - rank + 1} instead, so that trec_eval evaluates the ranking the gate
 * evaluated, and a warning counts them.
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
     * Only a retriever's results are exported: a run file's results are in that file already.
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

    /**
     * As {@link #write(EvaluationReport, Path)}, for a report that may be re-gated from report.json, which lists only
     * the first {@link JsonReport#RESULTS_PER_QUERY} results of a query: a ranking cut there cannot be written again
     * from it, so the run.trec written with that report.json, in {@code earlier}, is carried over as it is (it holds
     * the rankings the report's values were computed on).
     *
     * @param earlier the report folder the re-gated report.json was read from
     * @param reuse how the advice names {@code reuseReport}, in the words of the front end that set it
     * @return why the run was not written, or empty
     */
    public static Optional<String> write(EvaluationReport report, Path folder, Path earlier, String reuse)
            throws IOException {
        if (!(report.source() instanceof ResultSource.Retriever)
                || report.cases().stream().allMatch(c -> c.unlisted().count() == 0)) {
            return write(report, folder);
        }
        Path written = earlier.resolve(FILE_NAME);
        if (!Files.isRegularFile(written)) {
            return Optional.of(FILE_NAME + " not written: the re-gated " + JsonReport.FILE_NAME + " lists only the"
                    + " first " + JsonReport.RESULTS_PER_QUERY + " results of some queries, and the " + FILE_NAME
                    + " written with it is no longer in " + PathLabel.of(earlier) + ". Evaluate again without "
                    + reuse + " to write it.");
        }
        // The folder is a fresh staging one, renamed into place whole: no reader sees a half-copied file.
        Files.copy(written, folder.resolve(FILE_NAME), StandardCopyOption.REPLACE_EXISTING);
        return Optional.empty();
    }

    /**
     * What a reader of run.trec should know when some rankings were written with rank-derived scores: how many.
     * Empty when every ranking is written with the retriever's own scores (always, for the built-in retrievers).
     */
    public static Optional<String> rescoredNote(EvaluationReport report) {
        if (!(report.source() instanceof ResultSource.Retriever)) {
            return Optional.empty();
        }
        long rescored = report.cases().stream().filter(c -> !inTrecEvalOrder(c.retrieved())).count();
        if (rescored == 0) {
            return Optional.empty();
        }
        return Optional.of(FILE_NAME + ": the rankings of " + rescored + " of " + report.cases().size()
                + " queries are not in trec_eval's order (score descending, ties by doc id descending), or lack"
                + " scores; their results are written with scores depth - rank + 1, so that trec_eval evaluates"
                + " the same rankings.");
    }

    static String render(List<CaseResult> cases) {
        StringBuilder out = new StringBuilder();
        for (int q = 0; q < cases.size(); q++) {
            List<ScoredDocument> retrieved = cases.get(q).retrieved();
            boolean ownScores = inTrecEvalOrder(retrieved);
            for (int rank = 0; rank < retrieved.size(); rank++) {
                ScoredDocument document = retrieved.get(rank);
                String score = ownScores ? PythonFormat.floatRepr(document.score())
                        : String.valueOf(retrieved.size() - rank);
                out.append(queryId(cases.get(q), q)).append(" Q0 ").append(document.docId()).append(' ').append(rank + 1)
                        .append(' ').append(score).append(' ').append(TAG).append('\n');
            }
        }
        return out.toString();
    }

    /** Whether trec_eval's re-sort keeps this ranking as it is: finite scores, in {@link RankingOrder}. */
    static boolean inTrecEvalOrder(List<ScoredDocument> ranking) {
        for (int i = 0; i < ranking.size(); i++) {
            if (!Double.isFinite(ranking.get(i).score())) {
                return false;
            }
            if (i > 0 && RankingOrder.BEST_FIRST.compare(ranking.get(i - 1), ranking.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    /** The golden dataset's query_id, or q1, q2, ... by position when it gives none ({@link QueryKeys}). */
    private static String queryId(CaseResult result, int index) {
        return QueryKeys.of(result.golden(), index);
    }

    private static Optional<String> unwritableId(List<CaseResult> cases) {
        return cases.stream().flatMap(c -> c.retrieved().stream()).map(ScoredDocument::docId)
                .filter(id -> WHITESPACE.matcher(id).find()).findFirst();
    }
}
