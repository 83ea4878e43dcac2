package io.github.rageval.engine.saved;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * {@code baseline.json}: a recorded run, written atomically with keys in a fixed order (the same run gives the
 * same bytes, so a re-recorded baseline that did not change shows no diff in version control). Each query keeps its
 * first {@link RecordedCase#LISTED_RESULTS} results ({@link BaselineCasesJson}); the file is read a case at a time
 * ({@link BaselineReader}).
 */
public final class BaselineFile {
    public static final String DEFAULT_PATH = "src/test/rag/baseline.json";
    static final String FORMAT = "rag-eval-baseline";
    static final int VERSION = 1;

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
    /** Names given twice in one object are refused: with the last one kept, an edit could hide a drop. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private BaselineFile() {
    }

    public static void write(RecordedRun run, Path file) throws IOException {
        ObjectNode tree = tree(run);
        AtomicFiles.write(file, out -> JsonReport.pretty(tree, out));
    }

    static ObjectNode tree(RecordedRun run) {
        ObjectNode root = NODES.objectNode();
        root.put("format", FORMAT);
        root.put("version", VERSION);
        root.set("fingerprint", fingerprintNode(run.fingerprint()));
        ObjectNode summary = root.putObject("summary");
        run.summary().forEach(summary::put);
        summary.put("queries", run.cases().size());
        root.set("cases", NODES.pojoNode(new BaselineCasesJson(run.cases())));
        // After the cases, which are read as they come; only when known, so a run file's baseline keeps its shape.
        if (!run.documents().isEmpty()) {
            ObjectNode documents = root.putObject("documents");
            run.documents().forEach(documents::put);
        }
        return root;
    }

    /** The fingerprint as report.json and baseline.json write it. */
    public static ObjectNode fingerprintNode(Fingerprint fingerprint) {
        ObjectNode node = NODES.objectNode();
        node.put("k", fingerprint.k());
        ObjectNode retriever = node.putObject("retriever");
        RetrieverSettingsJson.write(fingerprint.retriever(), retriever);
        node.put("corpus_sha256", fingerprint.corpusSha256());
        node.put("golden_sha256", fingerprint.goldenSha256());
        // Written only when not the default, so that a fingerprint at the defaults reads as it always did.
        if (fingerprint.relevanceLevel() != ScoringOptions.DEFAULT_RELEVANCE_LEVEL) {
            node.put("relevance_level", fingerprint.relevanceLevel());
        }
        if (fingerprint.depth() != 0) {
            node.put("depth", fingerprint.depth());
        }
        if (fingerprint.judgedOnly()) {
            node.put("judged_only", true);
        }
        if (!fingerprint.judgments().isEmpty()) {
            ObjectNode judgments = node.putObject("judgments");
            fingerprint.judgments().forEach(judgments::put);
        }
        return node;
    }

    public static RecordedRun read(Path file) throws InputException {
        return read(file, SettingWords.PARAMETERS);
    }

    /** As {@link #read(Path)}, its messages in the front end's words. */
    public static RecordedRun read(Path file, SettingWords words) throws InputException {
        String record = words.command(Goal.BASELINE);
        String missing = "Record one with " + record + ", or leave " + words.name(GoalSettings.BASELINE_FILE)
                + " unset to compare"
                + " with none.";
        PathProblems.requireFile(file, "baseline file " + file, missing, "Point "
                + words.name(GoalSettings.BASELINE_FILE) + " at the"
                + " baseline.json file, or leave it unset to compare with none.");
        try (InputStream in = Files.newInputStream(file); JsonParser parser = MAPPER.createParser(in)) {
            return new BaselineReader(file, MAPPER, record).read(parser);
        } catch (NoSuchFileException e) {
            throw new InputException("baseline file " + file + " does not exist. " + missing, e);
        } catch (JsonSyntax.Problem e) {
            throw new InputException("baseline file " + file + " is not valid JSON" + e.atLine() + ": "
                    + e.getMessage() + ". Re-record it with " + record + ".", e);
        } catch (IOException e) {
            throw new InputException("baseline file " + file + " cannot be read: " + FileError.reason(e)
                    + ". Check that it is readable, or re-record it with " + record + ".", e);
        }
    }
}
