package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.settings.table.GoalSettings;

/**
 * The {@link OptionWords} of a front end: how its messages name an entry of a map setting (a retriever's options, its
 * chunking). A POM's user reads Maven's words ({@code retrieverOptions k1 = 'abc'}, {@code chunking size = 0},
 * unchanged for a variant's too); elsewhere an entry is named as the user wrote it on one line: an entry of the
 * setting ({@code --retriever-options k1=abc}, {@code --chunking size=0}), or of a variant's entry in the variants
 * setting ({@code --variants b:bm25:k1=abc}, {@code --variants b:bm25:chunking.size=0}).
 */
final class FrontEndOptionWords {
    /** What a variant's chunking options start with on its line ({@code VariantDefinition}). */
    private static final String VARIANT_CHUNKING = "chunking.";

    private FrontEndOptionWords() {
    }

    /** The words for the build's own retriever's options. */
    static OptionWords options(FrontEnd frontEnd) {
        return frontEnd.readsPom() ? OptionWords.PARAMETERS : oneLine(frontEnd, GoalSettings.RETRIEVER_OPTIONS.name());
    }

    /** The words for the build's own chunking. */
    static OptionWords chunking(FrontEnd frontEnd) {
        return frontEnd.readsPom() ? ChunkingSettings.PARAMETER : oneLine(frontEnd, GoalSettings.CHUNKING.name());
    }

    /** The words for the options of a variant, as its entry of the variants line starts ({@code b:bm25}). */
    static OptionWords variantOptions(FrontEnd frontEnd, String name, String retriever) {
        if (frontEnd.readsPom()) {
            return OptionWords.PARAMETERS;
        }
        String entry = variantEntry(frontEnd, name, retriever);
        return new OptionWords(entry, entry + ":", false);
    }

    /** The words for a variant's chunking, written on its entry as options named {@code chunking.}. */
    static OptionWords variantChunking(FrontEnd frontEnd, String name, String retriever) {
        if (frontEnd.readsPom()) {
            return ChunkingSettings.PARAMETER;
        }
        String entry = variantEntry(frontEnd, name, retriever) + ":" + VARIANT_CHUNKING;
        return new OptionWords(entry + "*", entry, false);
    }

    private static OptionWords oneLine(FrontEnd frontEnd, String setting) {
        String option = frontEnd.name(GoalSettings.named(setting).orElseThrow());
        return new OptionWords(option, option + " ", false);
    }

    private static String variantEntry(FrontEnd frontEnd, String name, String retriever) {
        return frontEnd.name(GoalSettings.VARIANTS) + " " + name + ":" + retriever;
    }
}
