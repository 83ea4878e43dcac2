package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.format.Excerpt;
import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The corpus's texts of the documents the systems rank within the pool's depth, read again for just those documents
 * (the evaluation streamed the corpus into the retrievers and kept none), and with them which of those ids the corpus
 * holds: an id it does not hold has no text to grade it by, so the pool cannot offer it. Without a corpus (a run file
 * without a BEIR folder, a retriever with its own index and no corpus file) nothing is known, and every id is kept.
 */
final class PoolTexts {
    /** Every id kept, none with a text: no corpus was read. */
    static final PoolTexts NONE = new PoolTexts(null, null);

    private final Path corpus;
    private final Map<String, String> texts;

    private PoolTexts(Path corpus, Map<String, String> texts) {
        this.corpus = corpus;
        this.texts = texts;
    }

    /**
     * @param systems every system's rankings; the first {@code depth} documents of each are read
     * @throws InputException for a corpus that cannot be read
     */
    static PoolTexts read(EvaluationSettings settings, List<SystemRankings> systems, int depth)
            throws InputException {
        DataSources sources = settings.sources();
        Path corpus = null;
        CorpusLoader loader = null;
        if (sources.beirFolder() != null) {
            corpus = new BeirDataset(sources.beirFolder(), sources.beirSplit()).corpusFile();
            loader = CorpusLoader.beir();
        } else if (sources.run() == null && settings.corpus() != null && Files.isRegularFile(settings.corpus())) {
            corpus = settings.corpus();
            loader = new CorpusLoader();
        }
        if (corpus == null || !Files.isRegularFile(corpus)) {
            return NONE;
        }
        Set<String> wanted = new HashSet<>();
        for (SystemRankings system : systems) {
            for (List<ScoredDocument> ranking : system.rankings()) {
                ranking.stream().limit(depth).forEach(document -> wanted.add(document.docId()));
            }
        }
        Map<String, String> texts = new HashMap<>();
        loader.load(corpus, document -> {
            if (wanted.contains(document.id())) {
                texts.put(document.id(), Excerpt.of(document.text(), JudgmentPool.TEXT_LENGTH));
            }
        });
        return new PoolTexts(corpus, texts);
    }

    /** The corpus read, or null when none was. */
    Path corpus() {
        return corpus;
    }

    /** Whether the document can be offered: the corpus holds it, or no corpus says otherwise. */
    boolean known(String docId) {
        return texts == null || texts.containsKey(docId);
    }

    /** The document's text cut for the pool, or null when no corpus was read. */
    String text(String docId) {
        return texts == null ? null : texts.get(docId);
    }
}
