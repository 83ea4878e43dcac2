package io.github.rageval.engine.explain;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects one query's dropped words as an explainer finds them, in query order, and lists them as explanations
 * show them: the words a relevant document holds first, at most {@link ExplanationLimits#DROPPED_WORDS} in all,
 * the rest counted.
 */
public final class DroppedWords {
    private final List<DroppedWord> mattered = new ArrayList<>();
    private final List<DroppedWord> others = new ArrayList<>();

    public void add(DroppedWord word) {
        (word.inRelevantDocuments().isEmpty() ? others : mattered).add(word);
    }

    /** The words listed: those a relevant document holds, then the others, cut to the limit. */
    public List<DroppedWord> listed() {
        List<DroppedWord> listed = new ArrayList<>(mattered);
        listed.addAll(others);
        return listed.size() <= ExplanationLimits.DROPPED_WORDS ? listed
                : List.copyOf(listed.subList(0, ExplanationLimits.DROPPED_WORDS));
    }

    /** How many dropped words the list leaves out. */
    public int omitted() {
        return Math.max(0, mattered.size() + others.size() - ExplanationLimits.DROPPED_WORDS);
    }
}
