package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.goldenset.lock.JudgedDocument;
import io.github.rageval.engine.goldenset.lock.StaleJudgments;
import java.util.List;

/**
 * The {@code stale_judgments} section of report.json: the corpus compared with the golden set's lock, every list
 * sorted by id, so that the same inputs write the same bytes.
 */
final class StaleJudgmentsJson {
    private StaleJudgmentsJson() {
    }

    static void write(StaleJudgments stale, ObjectNode root) {
        ObjectNode node = root.putObject("stale_judgments");
        node.put("lock", stale.lockLabel());
        node.put("policy", stale.policy().key());
        node.put("stale", stale.stale());
        node.put("fails", stale.fails());
        documents(node.putArray("changed"), stale.changed());
        documents(node.putArray("deleted"), stale.deleted());
        ObjectNode corpus = node.putObject("corpus");
        corpus.put("documents_at_lock", stale.corpus().documentsThen());
        corpus.put("documents_now", stale.corpus().documentsNow());
        corpus.put("ids_changed", stale.corpus().idsChanged());
        corpus.put("added_unjudged", stale.corpus().added());
        if (stale.corpus().known()) {
            corpus.put("deleted_unjudged", stale.corpus().removedUnjudged());
            corpus.put("k", stale.k());
            corpus.put("added_ranked_in_top_k", stale.addedRanked());
        } else {
            // The lock lists no ids of a corpus this large: which documents are new, and their ranks, are not known.
            corpus.putNull("deleted_unjudged");
            corpus.putNull("added_ranked_in_top_k");
        }
        stale.unlocked().forEach(node.putArray("not_locked")::add);
        stale.lines().forEach(node.putArray("messages")::add);
    }

    private static void documents(ArrayNode array, List<JudgedDocument> documents) {
        documents.forEach(document -> array.addObject().put("id", document.id())
                .put("judged_relevant", document.relevant()).put("judged_not_relevant", document.notRelevant()));
    }
}
