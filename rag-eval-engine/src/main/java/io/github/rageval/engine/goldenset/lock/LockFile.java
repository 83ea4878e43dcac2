package io.github.rageval.engine.goldenset.lock;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The golden set's lock, {@code <golden set's name>.lock.json}: what the corpus was when the judgments were locked.
 * It records the golden set's file name (so that a lock is never compared with another golden set), the corpus's
 * document count, the SHA-256 of its sorted ids, the ids themselves when there are at most
 * {@link #LISTED_IDS_AT_MOST} (NFCorpus's 3,633 ids take about 40 kB; MS MARCO's 8.8 million would take about 100 MB
 * in a file meant to be committed, so past the limit only the count and the hash are kept, and which documents were
 * added is not known), and each judged document's content hash ({@link DocumentHash}). Written with sorted keys and
 * ids, two-space indents and {@code \n} line ends: the same corpus and golden set give the same bytes.
 *
 * @param goldenSet the golden set's file name, e.g. {@code golden.json} (BEIR: the qrels file's, {@code test.tsv})
 * @param documents how many documents the corpus held
 * @param idsHash the SHA-256 of the sorted ids ({@link DocumentHash#ofIds})
 * @param ids the sorted ids; null when the corpus held more than {@link #LISTED_IDS_AT_MOST}
 * @param judged each judged document's content hash, by id, sorted
 */
public record LockFile(String goldenSet, int documents, String idsHash, SortedSet<String> ids,
                       SortedMap<String, String> judged) {
    /** The version of this layout; a lock of another version is refused with what to do. */
    public static final int VERSION = 1;
    /** The most corpus ids listed; above, the lock keeps their count and hash only. */
    public static final int LISTED_IDS_AT_MOST = 100_000;
    private static final String SUFFIX = ".lock.json";
    private static final Pattern HEX = Pattern.compile("[0-9a-f]{64}");
    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    public LockFile {
        ids = ids == null ? null : Collections.unmodifiableSortedSet(new TreeSet<>(ids));
        judged = Collections.unmodifiableSortedMap(new TreeMap<>(judged));
    }

    /** The lock of a golden set over this corpus. */
    public static LockFile of(String goldenSet, CorpusState corpus) {
        return new LockFile(goldenSet, corpus.documents(), DocumentHash.ofIds(corpus.ids()),
                corpus.documents() <= LISTED_IDS_AT_MOST ? corpus.ids() : null, corpus.judgedHashes());
    }

    /** Where a golden set's lock goes by default: beside it, {@code golden.json} to {@code golden.lock.json}. */
    public static Path besides(Path goldenFile) {
        String name = goldenFile.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return goldenFile.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + SUFFIX);
    }

    /** Whether the corpus's ids are listed, so that the documents added since can be named. */
    public boolean listsIds() {
        return ids != null;
    }

    /** The file's text: deterministic, a final newline. */
    public String render() throws IOException {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        ObjectNode root = nodes.objectNode();
        root.put("rag_eval_lock", VERSION);
        root.put("golden_set", goldenSet);
        root.put("hash", DocumentHash.ALGORITHM);
        root.put("hashed_text", "the document's text as indexed: text (BEIR: title + \" \" + text), UTF-8");
        ObjectNode corpus = root.putObject("corpus");
        corpus.put("documents", documents);
        corpus.put("ids_sha256", idsHash);
        if (ids != null) {
            ids.forEach(corpus.putArray("ids")::add);
        }
        ObjectNode hashes = root.putObject("judged");
        judged.forEach(hashes::put);
        // Line feeds whatever the platform: the lock is committed, and must not change with the machine.
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter().withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
        return MAPPER.writer(printer).writeValueAsString(root) + "\n";
    }

    /**
     * Reads a lock, refusing one that is malformed, of another version, or written for another golden set.
     *
     * @param label how messages name the lock file
     * @param goldenSet the golden set's file name it must have been written for
     * @param words how advice names the lock goal and the lockFile setting
     */
    public static LockFile read(Path file, String label, String goldenSet, SettingWords words) throws InputException {
        LockFile lock = readAny(file, label, words);
        if (!lock.goldenSet().equals(goldenSet)) {
            throw new InputException("lock file " + label + " was written for the golden set " + lock.goldenSet()
                    + ", not " + goldenSet + ": its hashes say nothing of this golden set's judgments. Point "
                    + words.name(GoalSettings.LOCK_FILE) + " at " + goldenSet + "'s own lock, or write one with "
                    + words.command(Goal.LOCK)
                    + ".");
        }
        return lock;
    }

    /** Reads a lock of any golden set, refusing one that is malformed or of another version. */
    public static LockFile readAny(Path file, String label, SettingWords words) throws InputException {
        String relock = words.command(Goal.LOCK);
        JsonNode root;
        try {
            // Bytes, not text: Jackson drops a byte-order mark at their start, as every reader of a user's file does.
            root = JsonSyntax.readTree(MAPPER, Files.readAllBytes(file));
        } catch (JsonSyntax.Problem e) {
            throw malformed(label, "it is not valid JSON" + e.atLine() + ": " + e.getMessage(), relock);
        } catch (IOException e) {
            throw new InputException("lock file " + label + " cannot be read: " + FileError.reason(e) + ". Check that"
                    + " it is a readable file, or write it again with " + relock + ".", e);
        }
        if (root == null || !root.isObject()) {
            throw malformed(label, "it is not a JSON object", relock);
        }
        if (!root.path("rag_eval_lock").isInt() || root.get("rag_eval_lock").intValue() != VERSION) {
            throw malformed(label, "\"rag_eval_lock\" is " + root.path("rag_eval_lock") + ", not " + VERSION
                    + " (a lock of another version, or not a lock)", relock);
        }
        String written = text(root, "golden_set", label, relock);
        if (!DocumentHash.ALGORITHM.equals(text(root, "hash", label, relock))) {
            throw malformed(label, "\"hash\" is not \"" + DocumentHash.ALGORITHM + "\"", relock);
        }
        JsonNode corpus = root.path("corpus");
        if (!corpus.path("documents").canConvertToInt() || !corpus.path("documents").isIntegralNumber()
                || corpus.get("documents").intValue() < 0) {
            throw malformed(label, "\"corpus\".\"documents\" is not a count", relock);
        }
        String idsHash = hex(corpus.path("ids_sha256"), "\"corpus\".\"ids_sha256\"", label, relock);
        SortedSet<String> ids = null;
        if (corpus.has("ids")) {
            if (!corpus.get("ids").isArray()) {
                throw malformed(label, "\"corpus\".\"ids\" is not an array of ids", relock);
            }
            ids = new TreeSet<>();
            for (JsonNode id : corpus.get("ids")) {
                if (!id.isTextual()) {
                    throw malformed(label, "\"corpus\".\"ids\" holds " + id + ", not an id", relock);
                }
                ids.add(id.textValue());
            }
            if (ids.size() != corpus.get("documents").intValue()) {
                throw malformed(label, "\"corpus\" lists " + ids.size() + " distinct ids for "
                        + corpus.get("documents").intValue() + " documents", relock);
            }
        }
        if (!root.path("judged").isObject()) {
            throw malformed(label, "\"judged\" is not an object of document ids and hashes", relock);
        }
        SortedMap<String, String> judged = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.get("judged").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> entry = it.next();
            judged.put(entry.getKey(), hex(entry.getValue(), "the hash of \"" + entry.getKey() + "\"", label,
                    relock));
        }
        return new LockFile(written, corpus.get("documents").intValue(), idsHash, ids, judged);
    }

    private static String text(JsonNode root, String field, String label, String relock) throws InputException {
        if (!root.path(field).isTextual()) {
            throw malformed(label, "\"" + field + "\" is missing or not text", relock);
        }
        return root.get(field).textValue();
    }

    private static String hex(JsonNode node, String what, String label, String relock) throws InputException {
        if (!node.isTextual() || !HEX.matcher(node.textValue()).matches()) {
            throw malformed(label, what + " is not a SHA-256 in lower-case hex", relock);
        }
        return node.textValue();
    }

    private static InputException malformed(String label, String problem, String relock) {
        return new InputException("lock file " + label + " cannot be used: " + problem + ". It is written by the"
                + " lock goal and not meant to be edited: restore it from version control, or write it again with "
                + relock + " after reviewing the corpus.");
    }
}
