package io.github.rageval.engine.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Progress held back and told later, in the order it came. */
class BufferedProgressTest {
    @Test
    void heldEventsAreToldInOrderOnceAndNotBefore() {
        List<String> told = new ArrayList<>();
        ProgressListener real = new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
                told.add("progress " + progress.message());
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                told.add("finished " + progress.message());
            }

            @Override
            public void onNote(String note) {
                told.add("note " + note);
            }
        };
        BufferedProgress held = new BufferedProgress();
        held.onProgress(new Progress("checked", 10, -1, 5_000_000_000L));
        held.onNote("a note");
        held.onProgress(new Progress("checked", 20, -1, 6_000_000_000L));
        held.onPhaseFinished(new Progress("checked", 20, -1, 6_000_000_000L));
        assertThat(told).isEmpty();

        held.replayTo(real);
        held.replayTo(real);

        assertThat(told).containsExactly("progress checked: 10 in 5.0 s, 2/s", "note a note",
                "progress checked: 20 in 6.0 s, 3/s", "finished checked: 20 in 6.0 s, 3/s");
    }
}
