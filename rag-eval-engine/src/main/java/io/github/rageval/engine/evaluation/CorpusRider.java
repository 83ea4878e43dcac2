package io.github.rageval.engine.evaluation;

import io.github.rageval.api.Document;
import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.model.InputException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Work that takes what it needs of the corpus from the evaluation's one read of it, rather than reading the file
 * again: the golden set's checks, the comparison with the golden set's lock, the corpus's checksum. Called on the
 * reading thread, in file order, so each call must be cheap or hand its work over to a thread of its own.
 *
 * <p>An evaluation that reads no corpus (a run file, a retriever with its own index and no corpus file) never calls
 * {@link #end}: a rider that was not ended reads what it needs itself, if it still needs it.
 */
public interface CorpusRider {
    /** Takes nothing. */
    CorpusRider NONE = new CorpusRider() {
    };

    /** One document, valid and in file order, before the next is read. */
    default void document(Document document) {
    }

    /** The file's raw bytes as they are read ({@link io.github.rageval.engine.input.ByteTap}). */
    default void bytes(byte[] bytes, int offset, int length) {
    }

    /**
     * The read is over and succeeded: every document and every byte was seen. Called once, before the golden set's
     * ids are checked against the corpus.
     *
     * @param corpus the ids read
     */
    default void end(Corpus corpus) throws InputException {
    }

    /**
     * Judged documents the corpus lacks that the relevant-id check lets through, known after {@link #end}: the ones
     * the golden set's lock says were deleted since (known ids, not typos).
     */
    default Set<String> knownAbsent() {
        return Set.of();
    }

    /** Every rider of the list on one read, in order. */
    static CorpusRider all(List<CorpusRider> riders) {
        List<CorpusRider> all = List.copyOf(riders);
        return new CorpusRider() {
            @Override
            public void document(Document document) {
                all.forEach(rider -> rider.document(document));
            }

            @Override
            public void bytes(byte[] bytes, int offset, int length) {
                all.forEach(rider -> rider.bytes(bytes, offset, length));
            }

            @Override
            public void end(Corpus corpus) throws InputException {
                for (CorpusRider rider : all) {
                    rider.end(corpus);
                }
            }

            @Override
            public Set<String> knownAbsent() {
                Set<String> absent = new HashSet<>();
                all.forEach(rider -> absent.addAll(rider.knownAbsent()));
                return absent;
            }
        };
    }
}
