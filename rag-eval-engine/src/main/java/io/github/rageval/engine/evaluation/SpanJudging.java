package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.SpanTexts;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.spans.PrecisionOmega;
import io.github.rageval.engine.metrics.spans.SpanMetrics;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.SpanLabels;
import io.github.rageval.engine.model.SpanReference;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.Variants;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A golden set labelled by character spans, held to the corpus and then to one chunking.
 *
 * <p>Against the corpus ({@link #located}): every reference's document must be in it, and the reference must hold
 * to the document's text ({@link SpanTexts}).
 *
 * <p>Under a chunking ({@link #underChunking}): each question's chunks are judged by its spans. A chunk that shares
 * at least one character with a reference is relevant (grade 1); every other chunk is judged not relevant, so no
 * chunk is a hole. The question's precision-Ω and count of highlighted chunks are Chroma's, whose rule also counts a
 * chunk that only touches a reference ({@link SpanMetrics#precisionOmega}).
 */
final class SpanJudging {
    private SpanJudging() {
    }

    /** The documents the golden set's spans are of, whose texts the corpus's read keeps. */
    static Set<String> referencedDocuments(GoldenDataset golden) {
        Set<String> ids = new HashSet<>();
        if (golden.labelsSpans()) {
            golden.cases().forEach(c -> ids.addAll(c.spans().documents()));
        }
        return ids;
    }

    /**
     * The span metrics read a golden set labelled by spans: a threshold on one over a golden set labelled by
     * documents, or over a run file, could never be met or failed honestly, so it is refused before anything runs.
     *
     * @param held the metrics the gate's rules hold
     * @param spans whether the golden set labels spans
     * @param inputs the judgments read; null for a run file's evaluation
     */
    static void requireSpansFor(List<Metric> held, boolean spans, EvaluationInputs inputs, SettingWords words)
            throws ConfigurationException {
        List<String> spanMetrics = held.stream().filter(m -> m.family().readsSpans()).map(Metric::key).toList();
        if (spans || spanMetrics.isEmpty()) {
            return;
        }
        String source = inputs == null ? "a run file lists document ids, without the characters a chunk holds"
                : "golden dataset file " + inputs.golden().source() + " labels documents, not character spans";
        throw new ConfigurationException(words.name(GoalSettings.THRESHOLDS) + " (or a per-tag threshold) holds "
                + Sentences.and(spanMetrics) + ", which " + (spanMetrics.size() == 1 ? "reads" : "read")
                + " the character spans that answer each question, and " + source + ". Label the questions by"
                + " \"references\" (spans of the corpus's documents) and chunk the corpus, or remove the rule.");
    }

    /**
     * Whether precision_omega can be known: every retriever evaluated has a built-in chunking, whose chunks are all
     * known. A retriever that chunks on its own shows only the passages it returns, so the best precision its chunking
     * allows is unknown; a rule on precision_omega then is refused, else the metric is left out.
     *
     * @return whether precision_omega is computed
     */
    static boolean requireCeilingFor(List<Metric> held, EvaluationSettings settings) throws ConfigurationException {
        List<String> own = new java.util.ArrayList<>();
        if (settings.variants().isEmpty()) {
            if (settings.retriever().chunking() == null) {
                own.add("retriever " + settings.retriever().name());
            }
        } else {
            for (Variant variant : settings.variants().list()) {
                if (!variant.isHybrid() && variant.retriever().chunking() == null) {
                    own.add("variant '" + variant.name() + "'");
                }
            }
        }
        if (own.isEmpty()) {
            return true;
        }
        if (held.contains(Metric.of(io.github.rageval.engine.metrics.MetricFamily.PRECISION_OMEGA))) {
            throw new ConfigurationException(settings.words().name(GoalSettings.THRESHOLDS) + " holds precision_omega,"
                    + " the best span precision a chunking allows, which needs every chunk of the chunking, and "
                    + Sentences.and(own) + " chunks on its own (no chunking setting): only the passages it returns"
                    + " are known. Remove the rule, or cut the corpus with the setting chunking.");
        }
        return false;
    }

    /**
     * A golden set labelled by spans is located in the corpus's texts: a retriever with its own index and no corpus
     * file cannot be held to it.
     */
    static void requireCorpus(EvaluationInputs inputs) throws ConfigurationException {
        if (inputs.golden().labelsSpans() && inputs.corpusFile() == null) {
            throw new ConfigurationException("golden dataset file " + inputs.golden().source() + " labels its"
                    + " questions by character spans (\"references\"), which are read in the corpus's texts, and"
                    + " there is no corpus file. Set the corpus the spans are of.");
        }
    }

    /**
     * A hybrid variant fuses its inputs' rankings, which for a golden set labelled by spans are rankings of chunks of
     * each input's own chunking: they would not name the same chunks, so the combination is refused.
     */
    static void requireNoHybrid(EvaluationInputs inputs, Variants variants) throws ConfigurationException {
        if (!inputs.golden().labelsSpans()) {
            return;
        }
        for (Variant variant : variants.list()) {
            if (variant.isHybrid()) {
                throw new ConfigurationException("variant '" + variant.name() + "' is a hybrid, and golden dataset"
                        + " file " + inputs.golden().source() + " labels its questions by character spans, which rank"
                        + " chunks: the fused retrievers' chunks would not be the same chunks. Compare the retrievers"
                        + " as variants of their own, or label documents.");
            }
        }
    }

    /**
     * Span metrics count the characters of every chunk: a chunk of Chroma's chunkers whose text cannot be found in
     * its document (the reference's search fails on it too, and stops) is named rather than scored as nothing.
     */
    static void requirePlaced(List<String> unplaced, String retriever) throws InputException {
        if (unplaced.isEmpty()) {
            return;
        }
        List<String> shown = unplaced.stream().limit(3).map(id -> "'" + Shown.value(id) + "'").toList();
        throw new InputException("retriever " + retriever + ": " + unplaced.size() + " chunk"
                + (unplaced.size() == 1 ? "" : "s") + " of its chunking cannot be found in "
                + (unplaced.size() == 1 ? "its document" : "their documents") + " as Chroma's chunking evaluation"
                + " finds chunks (exactly, then ignoring whitespace and case, then a sentence scoring 98 or more),"
                + " e.g. " + String.join(", ", shown) + ", so the characters they hold cannot be held to the golden"
                + " set's spans. Choose another chunk size or method, or chunk by words.");
    }

    /** The golden set of the inputs with its references located, or null when it labels documents. */
    static GoldenDataset located(EvaluationInputs inputs, CorpusIndexing.Indexed indexed) throws InputException {
        return inputs.golden().labelsSpans()
                ? located(inputs.golden(), indexed.corpus(), indexed.judgedTexts(), inputs.corpusFile()) : null;
    }

    /**
     * The golden set with every reference's range known and checked against its document.
     *
     * @param texts the text of each referenced document the corpus holds
     * @throws InputException naming the golden set's record, the reference and what to change
     */
    static GoldenDataset located(GoldenDataset golden, Corpus corpus, Map<String, String> texts, Path corpusFile)
            throws InputException {
        List<GoldenCase> cases = new ArrayList<>(golden.size());
        for (int i = 0; i < golden.size(); i++) {
            GoldenCase judged = golden.cases().get(i);
            List<SpanReference> found = new ArrayList<>();
            List<SpanReference> references = judged.spans().references();
            for (int r = 0; r < references.size(); r++) {
                String where = "golden dataset file " + golden.source() + ", " + golden.places().get(i)
                        + ": reference " + (r + 1) + " (document \"" + Shown.value(references.get(r).docId()) + "\")";
                found.add(located(references.get(r), corpus, texts, corpusFile, where));
            }
            cases.add(judged.withSpans(judged.grades(), judged.spans().located(found)));
        }
        return golden.relabelled(cases);
    }

    private static SpanReference located(SpanReference reference, Corpus corpus, Map<String, String> texts,
                                         Path corpusFile, String where) throws InputException {
        String text = texts.get(reference.docId());
        if (text == null || !corpus.contains(reference.docId())) {
            throw new InputException(where + " is not in corpus file " + corpusFile + ". Check the id, or add the"
                    + " document to the corpus.");
        }
        return SpanTexts.located(reference, text, where);
    }

    /**
     * The golden set judged under one chunking: each question's grades are its chunks', its labels carry the
     * chunking's precision-Ω. The references must be located ({@link #located}).
     *
     * @param chunkSpans every chunk of the chunking, by chunk id
     */
    static GoldenDataset underChunking(GoldenDataset located, Map<String, CharSpan> chunkSpans) {
        Set<String> referenced = referencedDocuments(located);
        Map<String, List<Map.Entry<String, CharSpan>>> chunksOf = new HashMap<>();
        for (Map.Entry<String, CharSpan> chunk : chunkSpans.entrySet()) {
            if (referenced.contains(chunk.getValue().docId())) {
                chunksOf.computeIfAbsent(chunk.getValue().docId(), d -> new ArrayList<>()).add(chunk);
            }
        }
        // In document order, so that the grades list the chunks as they stand.
        Comparator<Map.Entry<String, CharSpan>> order = Comparator.comparingInt(
                (Map.Entry<String, CharSpan> c) -> c.getValue().start()).thenComparingInt(c -> c.getValue().end())
                .thenComparing(Map.Entry::getKey);
        chunksOf.values().forEach(chunks -> chunks.sort(order));
        List<GoldenCase> cases = new ArrayList<>(located.size());
        for (GoldenCase judged : located.cases()) {
            List<CharSpan> references = judged.spans().spans();
            Map<String, Integer> grades = new LinkedHashMap<>();
            List<CharSpan> candidates = new ArrayList<>();
            for (String document : judged.spans().documents()) {
                for (Map.Entry<String, CharSpan> chunk : chunksOf.getOrDefault(document, List.of())) {
                    candidates.add(chunk.getValue());
                    if (references.stream().anyMatch(chunk.getValue()::sharesACharacterWith)) {
                        grades.put(chunk.getKey(), 1);
                    }
                }
            }
            PrecisionOmega omega = SpanMetrics.precisionOmega(references, candidates);
            cases.add(judged.withSpans(grades, judged.spans().under(omega.score(), omega.highlighted())));
        }
        return located.relabelled(cases);
    }
}
