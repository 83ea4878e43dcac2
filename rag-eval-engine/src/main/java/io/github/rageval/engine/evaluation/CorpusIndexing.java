package io.github.rageval.engine.evaluation;

import io.github.rageval.api.Document;
import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.JudgmentMerge;
import io.github.rageval.engine.input.RelevantIdCheck;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.capability.ReportingRetriever;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.retriever.chunking.ChunkIdCollisions;
import io.github.rageval.engine.retriever.chunking.ChunkedRetriever;
import io.github.rageval.engine.retriever.chunking.PassagePlaces;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Reads the corpus once and hands it to every retriever: a built-in retriever that indexes as documents arrive
 * ({@link StreamingIndexer}) gets each document as it is read, and its text is dropped, except the texts of judged
 * documents, which explanations quote; the others receive the corpus as one list, shared. Each retriever then
 * finishes its index; several retrievers finish on threads of their own, since their indexes share nothing.
 */
final class CorpusIndexing {
    private CorpusIndexing() {
    }

    /**
     * The corpus as read, and the texts of the judged documents.
     *
     * @param corpus the ids read
     * @param judgedTexts the text of each judged document, by id
     */
    record Indexed(Corpus corpus, Map<String, String> judgedTexts) {
    }

    /**
     * @param rider what else takes the corpus from this read ({@link CorpusRider}), ended once it is read whole
     * @param progressOf where each retriever's own progress goes (its name in front when there are several)
     * @param threads how many retrievers may finish their indexes at once
     * @throws InputException also when the corpus does not fit in the heap as it is read, naming the corpus file (a
     *     retriever that runs out of heap while indexing is named by its {@link RetrieverException})
     */
    static Indexed index(List<LoadedRetriever> retrievers, Path corpusFile, EvaluationInputs inputs,
                         Set<String> quoted, CorpusRider rider, ProgressListener progress,
                         Function<LoadedRetriever, ProgressListener> progressOf, int threads)
            throws InputException, RetrieverException {
        try {
            return indexAll(retrievers, corpusFile, inputs, quoted, rider, progress, progressOf, threads);
        } catch (OutOfMemoryError e) {
            throw InputMemory.outOfMemory("corpus file", corpusFile, "reading it", e);
        } catch (RetrieverException e) {
            throw InputMemory.whileIndexing(e, "corpus file", corpusFile);
        }
    }

    private static Indexed indexAll(List<LoadedRetriever> retrievers, Path corpusFile, EvaluationInputs inputs,
                                    Set<String> quoted, CorpusRider rider, ProgressListener progress,
                                    Function<LoadedRetriever, ProgressListener> progressOf, int threads)
            throws InputException, RetrieverException {
        List<LoadedRetriever> streaming = new ArrayList<>();
        boolean listNeeded = false;
        for (LoadedRetriever retriever : retrievers) {
            if (retriever.retriever() instanceof ReportingRetriever reporting) {
                reporting.progressTo(progressOf.apply(retriever));
            }
            if (retriever.retriever() instanceof StreamingIndexer) {
                streaming.add(retriever);
            } else {
                listNeeded = true;
            }
        }
        List<Document> documents = new ArrayList<>();
        Map<String, String> judgedTexts = new ConcurrentHashMap<>();
        boolean collect = listNeeded;
        ProgressMeter reading = ProgressMeter.start(listNeeded ? "documents read" : "documents indexed", -1,
                progress);
        Corpus corpus;
        try {
            corpus = inputs.loader().load(corpusFile, document -> {
                for (LoadedRetriever indexer : streaming) {
                    try {
                        // Through the loaded retriever, so that a failure names the retriever and the call.
                        indexer.add(document);
                    } catch (RetrieverException e) {
                        throw new LoadedRetriever.Failure(e);
                    }
                }
                if (collect) {
                    documents.add(document);
                }
                if (quoted.contains(document.id())) {
                    judgedTexts.put(document.id(), document.text());
                }
                rider.document(document);
                reading.advance();
            }, rider::bytes);
        } catch (LoadedRetriever.Failure failure) {
            throw failure.exception();
        }
        reading.finish();
        // Before any check of the ids: the lock's comparison, ended here, says which judged documents were deleted.
        rider.end(corpus);
        // Before any index is built: a merged judgment of a document the corpus lacks is a typo, never a zero.
        JudgmentMerge.requireKnownDocuments(inputs.judgments(), corpus, corpusFile);

        List<Document> all = List.copyOf(documents);
        ProgressMeter building = ProgressMeter.start(retrievers.size() == 1 ? "index built" : "indexes built",
                retrievers.size() == 1 ? -1 : retrievers.size(), progress);
        try {
            ParallelTasks.run(retrievers.size(), Math.max(1, threads), building, i -> {
                LoadedRetriever retriever = retrievers.get(i);
                try {
                    if (retriever.retriever() instanceof StreamingIndexer) {
                        retriever.finishIndexing();
                    } else {
                        retriever.index(all);
                    }
                } catch (RetrieverException e) {
                    throw new LoadedRetriever.Failure(e);
                }
            });
        } catch (LoadedRetriever.Failure failure) {
            throw failure.exception();
        }
        building.finish();
        return new Indexed(corpus, Map.copyOf(judgedTexts));
    }

    /**
     * The golden set as a retriever's rankings are held to it.
     *
     * @param golden the labelled queries: as read, or, for a golden set labelled by spans, its chunks' grades under
     *     the retriever's chunking
     * @param chunkIds whether the golden set labels chunk ids ({@code doc_id#n}) rather than documents, so that
     *     another chunking changes what the labels mean (not so for spans, which any chunking is judged by)
     */
    record Labels(GoldenDataset golden, boolean chunkIds) {
        /** Whether chunks are ranked as chunks, so that a result names a chunk rather than a document. */
        boolean chunksRanked() {
            return chunkIds || golden.labelsSpans();
        }
    }

    /**
     * Checks the golden set's labels against what a retriever indexed: document ids, or, when the golden set labels
     * chunks of a chunked corpus ({@code doc_id#n}), chunk ids, which chunks are then ranked as. A chunked corpus
     * whose document ids include chunk ids is refused first ({@link ChunkIdCollisions}): a label is a chunk label
     * because it is a chunk id and not a document id, which only holds when no id is both. A golden set labelled by
     * spans has its chunks judged by them ({@link SpanJudging}), and chunks ranked as chunks; a retriever without a
     * built-in chunking has the passages it returns placed in their documents and judged as they come back.
     *
     * @param located the golden set labelled by spans with its references located ({@link SpanJudging#located});
     *     null for one labelled by documents
     * @param texts every document's text, for a golden set labelled by spans and a retriever without a built-in
     *     chunking, whose passages are placed in them ({@link CorpusTexts}); empty otherwise
     */
    static Labels requireKnownLabels(EvaluationInputs inputs, Corpus corpus, LoadedRetriever retriever,
                                     GoldenDataset located, Map<String, String> texts)
            throws InputException, ConfigurationException {
        GoldenDataset golden = inputs.golden();
        Path corpusFile = inputs.corpusFile();
        if (located != null) {
            if (!(retriever.retriever() instanceof ChunkedRetriever chunked)) {
                // It chunks on its own, or returns whole documents: its results are placed as they come back.
                retriever.placePassages(new PassagePlaces(texts));
                return new Labels(located, false);
            }
            ChunkIdCollisions.requireNone(chunked, corpus.ids(), corpusFile);
            SpanJudging.requirePlaced(chunked.unplacedChunks(), retriever.name());
            chunked.rankChunks();
            return new Labels(SpanJudging.underChunking(located, chunked.chunkSpans()), false);
        }
        if (retriever.retriever() instanceof ChunkedRetriever chunked) {
            ChunkIdCollisions.requireNone(chunked, corpus.ids(), corpusFile);
            if (labelsChunks(golden, chunked)) {
                RelevantIdCheck.requireKnown(golden, chunked::isChunk, "not among the chunks of " + corpusFile
                        + " as chunking cuts it, though other labels are chunk ids", "Label chunks only, with the"
                        + " ids doc_id#n that chunking gives (n from 1), or documents only.");
                chunked.rankChunks();
                return new Labels(golden, true);
            }
        }
        RelevantIdCheck.requireKnown(golden, corpus, corpusFile, inputs.deletedSinceLock());
        return new Labels(golden, false);
    }

    /** The warning of an evaluation whose labels are chunk ids. */
    static String chunkLabelWarning() {
        return "the golden set labels chunk ids (doc_id#n), so chunks are ranked and judged as chunks, not"
                + " documents: a chunk size other than the one labelled changes the ids";
    }

    /** Whether any judged id of the golden set is a chunk id rather than a document id. */
    private static boolean labelsChunks(GoldenDataset golden, ChunkedRetriever chunked) {
        for (GoldenCase judged : golden.cases()) {
            for (String id : judged.grades().keySet()) {
                if (chunked.isChunk(id)) {
                    return true;
                }
            }
        }
        return false;
    }
}
