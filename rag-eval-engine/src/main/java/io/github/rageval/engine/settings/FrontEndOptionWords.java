package io.github.rageval.engine.settings;

import io.github.rageval.engine.config.GoalSettings;
import io.github.rageval.engine.retriever.OptionWords;

/**
 * The {@link OptionWords} of a front end: how its messages name a retriever's options. A POM's user reads Maven's
 * words ({@code retrieverOptions k1 = 'abc'}, unchanged for a variant's options too); elsewhere an option is named as
 * the user wrote it on one line: an entry of the retriever's options setting ({@code --retriever-options k1=abc}),
 * or of a variant's entry in the variants setting ({@code --variants b:bm25:k1=abc}).
 */
final class FrontEndOptionWords {
    private FrontEndOptionWords() {
    }

    /** The words for the build's own retriever's options. */
    static OptionWords of(FrontEnd frontEnd) {
        if (frontEnd.readsPom()) {
            return OptionWords.PARAMETERS;
        }
        String options = frontEnd.name(GoalSettings.named("retrieverOptions").orElseThrow());
        return new OptionWords(options, options + " ", false);
    }

    /** The words for the options of a variant, as its entry of the variants line starts ({@code b:bm25}). */
    static OptionWords ofVariant(FrontEnd frontEnd, String name, String retriever) {
        if (frontEnd.readsPom()) {
            return OptionWords.PARAMETERS;
        }
        String entry = frontEnd.name(GoalSettings.named("variants").orElseThrow()) + " " + name + ":" + retriever;
        return new OptionWords(entry, entry + ":", false);
    }
}
