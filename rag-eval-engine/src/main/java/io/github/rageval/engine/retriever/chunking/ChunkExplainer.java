package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.api.Document;
import io.github.rageval.api.Query;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Explains a chunked retriever's answer with the wrapped retriever's explanations of chunks. A document is explained
 * by its best chunk, the one whose score it took: the wrapped explainer sees a query whose retrieved list is the top
 * k documents' best chunks and whose relevant ids are each relevant document's best chunk (or the document's own
 * id when no chunk of it matches, which the wrapped explainer reports as not retrieved). Its explanations are then
 * turned back into documents: the document's id, its rank among documents (MaxP, as the evaluation ranked them),
 * the chunk named, and the words a relevant chunk holds credited to its document.
 *
 * <p>When the golden set labels chunks, chunks are ranked and judged as chunks and the wrapped explanation is the
 * answer as it is. Either way the judged documents' texts are cut again, as indexing cut them, so that the wrapped
 * explainer can quote a chunk's words.
 */
final class ChunkExplainer implements ExplainingRetriever.Explainer {
    private final ChunkedRetriever chunked;
    private final ExplainingRetriever.Explainer chunks;

    ChunkExplainer(ChunkedRetriever chunked, ExplainingRetriever explaining, Map<String, String> judgedTexts, int k) {
        this.chunked = chunked;
        this.chunks = explaining.explainer(withChunkTexts(chunked, judgedTexts), k);
    }

    /** The judged documents' texts, and each of their chunks' text by chunk id. */
    private static Map<String, String> withChunkTexts(ChunkedRetriever chunked, Map<String, String> judgedTexts) {
        Map<String, String> texts = new HashMap<>(judgedTexts);
        judgedTexts.forEach((id, text) -> {
            for (Document chunk : chunked.chunksOf(new Document(id, text))) {
                texts.put(chunk.id(), chunk.text());
            }
        });
        return texts;
    }

    @Override
    public QueryExplanation explain(int caseIndex, CaseResult result) {
        return explain(caseIndex, result, () -> { });
    }

    @Override
    public QueryExplanation explain(int caseIndex, CaseResult result, Runnable stillWorking) {
        if (chunked.ranksChunks()) {
            return chunks.explain(caseIndex, result, stillWorking);
        }
        List<ChunkedRetriever.Match> ranking;
        try {
            ranking = chunked.rankAll(new Query(result.queryId(), result.query(), result.golden().tags()));
        } catch (Exception e) {
            throw new IllegalStateException("cannot rank the chunks of query '" + result.golden().label()
                    + "' to explain it: " + e.getMessage(), e);
        }
        Map<String, Integer> documentRank = new HashMap<>();
        Map<String, String> bestChunk = new HashMap<>();
        for (int i = 0; i < ranking.size(); i++) {
            ChunkedRetriever.Match match = ranking.get(i);
            documentRank.put(match.document().id(), i + 1);
            bestChunk.put(match.document().id(), match.chunkId());
        }
        QueryExplanation ofChunks = chunks.explain(caseIndex, asChunks(result, bestChunk), stillWorking);
        return new QueryExplanation(caseIndex, asDocuments(ofChunks.droppedWords()),
                asDocuments(ofChunks.documents(), Set.copyOf(result.relevantDocIds()), documentRank),
                ofChunks.omittedWords(), ofChunks.omittedDocuments());
    }

    /** The evaluated query with each document replaced by its best chunk, scores kept. */
    private static CaseResult asChunks(CaseResult result, Map<String, String> bestChunk) {
        List<ScoredDocument> retrieved = new ArrayList<>();
        for (ScoredDocument document : result.retrieved()) {
            String chunk = document.chunk() != null ? document.chunk().id()
                    : bestChunk.getOrDefault(document.docId(), document.docId());
            retrieved.add(new ScoredDocument(chunk, document.score()));
        }
        Map<String, Integer> grades = new LinkedHashMap<>();
        result.golden().grades().forEach((id, grade) -> grades.merge(bestChunk.getOrDefault(id, id), grade,
                Math::max));
        GoldenCase golden = new GoldenCase(result.queryId(), result.query(), grades, result.golden().tags());
        return new CaseResult(golden, result.relevanceLevel(), retrieved, result.values());
    }

    private List<DroppedWord> asDocuments(List<DroppedWord> words) {
        List<DroppedWord> out = new ArrayList<>();
        for (DroppedWord word : words) {
            Set<String> documents = new LinkedHashSet<>();
            word.inRelevantDocuments().forEach(id -> documents.add(documentOf(id)));
            out.add(new DroppedWord(word.word(), word.reason(), List.copyOf(documents)));
        }
        return out;
    }

    private List<DocumentExplanation> asDocuments(List<DocumentExplanation> ofChunks, Set<String> relevant,
                                                  Map<String, Integer> documentRank) {
        List<DocumentExplanation> out = new ArrayList<>();
        for (DocumentExplanation chunk : ofChunks) {
            String document = documentOf(chunk.docId());
            Integer rank = documentRank.get(document);
            boolean isChunk = !document.equals(chunk.docId());
            out.add(chunk.asDocument(document, relevant.contains(document),
                    rank == null || chunk.rank().isEmpty() ? OptionalInt.empty() : OptionalInt.of(rank),
                    isChunk ? chunk.docId() : null));
        }
        return out;
    }

    private String documentOf(String id) {
        String document = chunked.documentOf(id);
        return document != null ? document : id;
    }
}
