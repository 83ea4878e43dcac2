package io.github.rageval.engine.input;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A dataset in the layout BEIR distributes: a folder with {@code corpus.jsonl}, {@code queries.jsonl} and
 * {@code qrels/<split>.tsv}. The split's qrels decide which queries are evaluated, in the order they first appear
 * there (as BEIR's loader orders them); {@code queries.jsonl} gives their text.
 *
 * @param folder the dataset folder
 * @param split the qrels split, e.g. {@code test}
 */
public record BeirDataset(Path folder, String split) {
    public Path corpusFile() {
        return folder.resolve("corpus.jsonl");
    }

    public Path queriesFile() {
        return folder.resolve("queries.jsonl");
    }

    public Path qrelsFile() {
        return folder.resolve("qrels").resolve(split + ".tsv");
    }

    /**
     * Fails unless the dataset folder is a folder: a missing {@code beir} folder is reported as such, not as the
     * first file that could not be found in it.
     */
    public void requireFolder() throws InputException {
        java.util.Optional<String> problem = PathProblems.ofExistingFolder(folder);
        if (problem.isPresent()) {
            throw new InputException("BEIR folder " + folder + " " + problem.get() + ". Point beir (--beir on the"
                    + " command line) at a folder holding corpus.jsonl, queries.jsonl and qrels/" + split + ".tsv.");
        }
    }

    /** @param documents receives every document as it is read (see {@link CorpusLoader#load}) */
    public Corpus corpus(Consumer<Document> documents) throws InputException {
        requireFolder();
        return CorpusLoader.beir().load(corpusFile(), documents);
    }

    /** The split's judgments, without query text: what a run-file evaluation needs. */
    public GoldenDataset judgments() throws InputException {
        requireFolder();
        return new QrelsLoader().load(qrelsFile());
    }

    /** The split's judgments with each query's text, for retrieval; every judged query must have a text. */
    public GoldenDataset golden() throws InputException {
        GoldenDataset judged = judgments();
        Map<String, String> texts = new BeirQueriesLoader().load(queriesFile());
        List<GoldenCase> cases = new ArrayList<>(judged.size());
        List<String> unknown = new ArrayList<>();
        for (GoldenCase judgment : judged.cases()) {
            String text = texts.get(judgment.queryId());
            if (text == null) {
                unknown.add(judgment.queryId());
            } else {
                cases.add(new GoldenCase(judgment.queryId(), text, judgment.grades()));
            }
        }
        if (!unknown.isEmpty()) {
            throw new InputException("qrels file " + qrelsFile() + ": " + Examples.count(unknown, "query", "queries")
                    + " not in " + queriesFile() + ": " + Examples.of(unknown)
                    + ". Add them to queries.jsonl, or check that the split and the dataset folder belong together.");
        }
        return new GoldenDataset(judged.source(), cases, judged.places());
    }
}
