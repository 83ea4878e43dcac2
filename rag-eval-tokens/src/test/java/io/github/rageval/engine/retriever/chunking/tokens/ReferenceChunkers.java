package io.github.rageval.engine.retriever.chunking.tokens;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.retriever.chunking.FixedTokenChunker;
import io.github.rageval.engine.retriever.chunking.RecursiveTokenChunker;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import java.util.zip.GZIPInputStream;

/**
 * The reference chunks that {@code chunkers/generate_chunks.py} wrote with brandonstarxel/chunking_evaluation's own
 * chunkers (commit d451fc4), and the Java chunker each configuration there stands for.
 */
final class ReferenceChunkers {
    private ReferenceChunkers() {
    }

    /** A resource of {@code chunkers/}, read gzipped when its name says so. */
    static JsonNode read(String name) {
        try (InputStream raw = ReferenceChunkers.class.getResourceAsStream("/chunkers/" + name)) {
            if (raw == null) {
                throw new IllegalStateException("no test resource chunkers/" + name);
            }
            InputStream in = name.endsWith(".gz") ? new GZIPInputStream(raw) : raw;
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The chunker as the generator built the reference's: {@code chunker} "fixed" or "recursive", lengths in
     * "tokens" or "characters", and the options it passed besides (keep_separator, separators,
     * is_separator_regex, disallowed_special, which only says what the Java chunker does anyway).
     */
    static Function<String, List<String>> chunker(String kind, int size, int overlap, String length,
            JsonNode options) {
        Cl100kBase encoding = Cl100kBase.instance();
        if (kind.equals("fixed")) {
            return new FixedTokenChunker(encoding, size, overlap)::split;
        }
        ToIntFunction<String> count = length.equals("tokens") ? encoding::count : RecursiveTokenChunker.CHARACTERS;
        List<String> separators = new ArrayList<>(RecursiveTokenChunker.DEFAULT_SEPARATORS);
        if (options.has("separators")) {
            separators.clear();
            options.get("separators").forEach(separator -> separators.add(separator.asText()));
        }
        return new RecursiveTokenChunker(size, overlap, count, separators,
                options.path("keep_separator").asBoolean(true), options.path("is_separator_regex").asBoolean(false),
                message -> { })::split;
    }

    /** The configuration named as the generator names them: fixed-800-400, recursive-400-200-tokens, ... */
    static Function<String, List<String>> chunker(String name) {
        String[] parts = name.split("-");
        return chunker(parts[0], Integer.parseInt(parts[1]), Integer.parseInt(parts[2]),
                parts.length > 3 ? parts[3] : "", new ObjectMapper().createObjectNode());
    }

    /**
     * The chunking a user writes for the configuration so named: fixed-800-400 is {@code size=800, overlap=400,
     * unit=cl100k}; recursive-400-200-tokens adds {@code method=recursive}; recursive-400-200-characters is
     * {@code method=recursive, unit=characters}.
     */
    static ChunkingSettings settings(String name) throws ConfigurationException {
        String[] parts = name.split("-");
        String unit = parts.length > 3 && parts[3].equals("characters") ? "characters" : "cl100k";
        String method = parts[0].equals("fixed") ? "windows" : "recursive";
        return ChunkingSettings.parse(Map.of(ChunkingSettings.SIZE, parts[1], ChunkingSettings.OVERLAP, parts[2],
                ChunkingSettings.UNIT, unit, ChunkingSettings.METHOD, method));
    }
}
