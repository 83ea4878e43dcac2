package io.github.rageval.engine.progress;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Holds the progress of work done beside other work, to be told later in one piece: its lines printed as they came
 * would fall between the other work's at random. {@link #replayTo} tells them, in the order they came, to the real
 * listener. Thread-safe.
 */
public final class BufferedProgress implements ProgressListener {
    private final List<Consumer<ProgressListener>> events = new ArrayList<>();

    @Override
    public synchronized void onProgress(Progress progress) {
        events.add(listener -> listener.onProgress(progress));
    }

    @Override
    public synchronized void onPhaseFinished(Progress progress) {
        events.add(listener -> listener.onPhaseFinished(progress));
    }

    @Override
    public synchronized void onNote(String note) {
        events.add(listener -> listener.onNote(note));
    }

    /** Tells the listener everything held so far, in order, and forgets it. */
    public void replayTo(ProgressListener listener) {
        List<Consumer<ProgressListener>> held;
        synchronized (this) {
            held = List.copyOf(events);
            events.clear();
        }
        held.forEach(event -> event.accept(listener));
    }
}
