package io.github.rageval.engine.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The notes of one variant's work, led by its name. A variant named {@code dense} of the dense retriever, which names
 * itself in its notes, was shown {@code dense: dense: 0 of 20 document vectors from the embedding cache}.
 */
class NamedProgressTest {
    private final List<String> notes = new ArrayList<>();
    private final ProgressListener listener = new ProgressListener() {
        @Override
        public void onProgress(Progress progress) {
        }

        @Override
        public void onNote(String note) {
            notes.add(note);
        }
    };

    @Test
    void aNoteIsLedByTheVariantsName() {
        listener.named("semantic").onNote("dense: 20 encoded");

        assertThat(notes).containsExactly("semantic: dense: 20 encoded");
    }

    @Test
    void aNoteThatAlreadyNamesTheVariantIsNotNamedTwice() {
        listener.named("dense").onNote("dense: 20 encoded");
        listener.named("dense").onNote("densely: 3");

        assertThat(notes).containsExactly("dense: 20 encoded", "dense: densely: 3");
    }
}
