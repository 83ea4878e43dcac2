package io.github.rageval.engine.retriever.bm25;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.core.WhitespaceAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.standard.StandardAnalyzer;

/** The analysis chains the {@code bm25} retriever offers, by the name {@code retrieverOptions} gives them. */
enum Bm25Analyzer {
    /**
     * Anserini's default: StandardTokenizer, EnglishPossessiveFilter, LowerCaseFilter, StopFilter with
     * {@code EnglishAnalyzer.ENGLISH_STOP_WORDS_SET}, PorterStemFilter (Lucene's {@code EnglishAnalyzer}).
     */
    ENGLISH,
    /** StandardTokenizer and LowerCaseFilter, no stop words, no stemming (Lucene's {@code StandardAnalyzer}). */
    STANDARD,
    /** Split on whitespace only, case kept (Lucene's {@code WhitespaceAnalyzer}). */
    WHITESPACE;

    /** A new analyzer of this kind; Lucene analyzers are thread-safe. */
    Analyzer create() {
        return switch (this) {
            case ENGLISH -> new EnglishAnalyzer();
            case STANDARD -> new StandardAnalyzer();
            case WHITESPACE -> new WhitespaceAnalyzer();
        };
    }

    String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Optional<Bm25Analyzer> byKey(String text) {
        String key = text == null ? "" : text.trim();
        return Arrays.stream(values()).filter(a -> a.key().equalsIgnoreCase(key)).findFirst();
    }

    static String keys() {
        return Arrays.stream(values()).map(Bm25Analyzer::key).collect(Collectors.joining(", "));
    }
}
