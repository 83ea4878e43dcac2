package io.github.rageval.engine.baseline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What changed in the inputs since the baseline was recorded, the retriever aside: the corpus's documents (by their
 * text hashes, {@link DocumentDigests}) and the golden set's queries ({@link QueryPairing}). None of it stops the
 * comparison, which is made on the queries both runs share; it is said so that a reader knows what a flip may owe to
 * an edit rather than to the retriever.
 *
 * @param corpusChanged whether the corpus file's bytes differ from the baseline's
 * @param goldenChanged whether the golden set's or the merged judgment files' bytes differ from the baseline's
 * @param documentsKnown whether both runs know their documents' hashes, so that {@code edited}, {@code added} and
 *     {@code removed} say which documents changed; when not, a changed corpus is said as a changed file only
 * @param edited the documents of both runs whose text differs, sorted by id
 * @param added the documents only the current corpus holds, sorted
 * @param removed the documents only the baseline's corpus held, sorted
 * @param queriesAdded the queries only the current golden set has, golden order
 * @param queriesRemoved the queries only the baseline has, baseline order
 * @param rejudged the queries of both whose relevant documents differ, golden order
 * @param reworded the queries paired by id whose text differs, golden order
 * @param shared the number of queries both runs have: what is compared
 */
public record SinceBaseline(boolean corpusChanged, boolean goldenChanged, boolean documentsKnown, List<String> edited,
                            List<String> added,
                            List<String> removed, List<String> queriesAdded, List<String> queriesRemoved,
                            List<String> rejudged, List<String> reworded, int shared) {
    public SinceBaseline {
        edited = List.copyOf(edited);
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        queriesAdded = List.copyOf(queriesAdded);
        queriesRemoved = List.copyOf(queriesRemoved);
        rejudged = List.copyOf(rejudged);
        reworded = List.copyOf(reworded);
    }

    /** What changed between the two runs' inputs, their queries paired as given. */
    public static SinceBaseline of(RecordedRun baseline, RecordedRun current, QueryPairing pairing) {
        boolean corpusChanged = !baseline.fingerprint().corpusSha256().equals(current.fingerprint().corpusSha256());
        Fingerprint recorded = baseline.fingerprint();
        Fingerprint measured = current.fingerprint();
        boolean goldenChanged = !recorded.goldenSha256().equals(measured.goldenSha256())
                || !recorded.judgments().equals(measured.judgments());
        boolean known = !baseline.documents().isEmpty() && !current.documents().isEmpty();
        List<String> edited = new ArrayList<>();
        List<String> added = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        if (known) {
            Map<String, String> before = baseline.documents();
            current.documents().forEach((id, hash) -> {
                String was = before.get(id);
                if (was == null) {
                    added.add(id);
                } else if (!was.equals(hash)) {
                    edited.add(id);
                }
            });
            before.keySet().stream().filter(id -> !current.documents().containsKey(id)).forEach(removed::add);
        }
        List<String> rejudged = new ArrayList<>();
        List<String> reworded = new ArrayList<>();
        List<String> queriesAdded = new ArrayList<>();
        for (int i = 0; i < current.cases().size(); i++) {
            RecordedCase now = current.cases().get(i);
            int paired = pairing.baselineIndex()[i];
            if (paired < 0) {
                queriesAdded.add(now.query());
                continue;
            }
            RecordedCase then = baseline.cases().get(paired);
            if (!new HashSet<>(then.relevantDocIds()).equals(new HashSet<>(now.relevantDocIds()))) {
                rejudged.add(now.query());
            }
            if (!then.query().equals(now.query())) {
                reworded.add(then.query() + " -> " + now.query());
            }
        }
        List<String> queriesRemoved = pairing.removed().stream().map(i -> baseline.cases().get(i).query()).toList();
        return new SinceBaseline(corpusChanged, goldenChanged, known, edited, added, removed, queriesAdded,
                queriesRemoved,
                rejudged, reworded, pairing.shared());
    }

    /**
     * Whether anything a metric reads changed: the corpus file or a query. A golden set file edited where no metric
     * reads (a tag, the order of its queries) is no such change.
     */
    public boolean any() {
        return corpusChanged || !edited.isEmpty() || !added.isEmpty() || !removed.isEmpty() || queriesChanged();
    }

    /** Whether a query was added, removed, re-judged or re-worded. */
    public boolean queriesChanged() {
        return !queriesAdded.isEmpty() || !queriesRemoved.isEmpty() || !rejudged.isEmpty() || !reworded.isEmpty();
    }

    /** Every document edited, added or removed, sorted. */
    public SortedSet<String> changedDocuments() {
        SortedSet<String> changed = new TreeSet<>(edited);
        changed.addAll(added);
        changed.addAll(removed);
        return changed;
    }

    /**
     * The changed documents a query's change may owe to: those among its relevant documents or its top
     * {@link QueryChange#depth()}, before or after, sorted.
     */
    public List<String> touching(QueryChange change) {
        SortedSet<String> changed = changedDocuments();
        if (changed.isEmpty()) {
            return List.of();
        }
        Set<String> seen = new LinkedHashSet<>(change.before().relevantDocIds());
        seen.addAll(change.after().relevantDocIds());
        seen.addAll(change.before().topIds(change.depth()));
        seen.addAll(change.after().topIds(change.depth()));
        return changed.stream().filter(seen::contains).toList();
    }
}
