package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.goal.check.GoldenSetLock;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.model.ConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every goal's settings pass refuses a file the goal would write that is one of the project's inputs, the path as
 * written, through a symbolic link or through {@code ..}, before anything is read or written; and lets through what a
 * goal writes in place on purpose (the judge's pool, the judgments goal pointed at the golden set).
 */
class WrittenFilesTest {
    @TempDir
    Path dir;
    private Path golden;
    private Path corpus;
    private Path judgments;

    @BeforeEach
    void project() throws IOException {
        golden = Files.writeString(dir.resolve("golden.json"), "[]");
        corpus = Files.writeString(dir.resolve("corpus.json"), "[]");
        judgments = Files.writeString(dir.resolve("judgments.jsonl"), "");
    }

    private Path link(String name, Path target) throws IOException {
        return Files.createSymbolicLink(dir.resolve(name), target);
    }

    private GoldenSetLock.Plan lock(String... nameValues) throws ConfigurationException {
        return LockRequest.parse(OwnSettings.of(with(nameValues)), TestFrontEnd.MAVEN_NAMES);
    }

    /** The project's golden set, corpus and judgments, then the settings given. */
    private String[] with(String... nameValues) {
        String[] all = new String[nameValues.length + 6];
        System.arraycopy(new String[] {"goldenDataset", golden.toString(), "corpus", corpus.toString(), "judgments",
            judgments.toString()}, 0, all, 0, 6);
        System.arraycopy(nameValues, 0, all, 6, nameValues.length);
        return all;
    }

    @Test
    void theLockIsWrittenOverNoInput() throws Exception {
        String advice = " the lock would be written over it. Point lockFile at a file of its own, or leave it unset"
                + " for golden.lock.json beside the golden set.";
        assertThatThrownBy(() -> lock("lockFile", golden.toString())).isInstanceOf(ConfigurationException.class)
                .hasMessage("lockFile names " + golden + ", which is the golden set (goldenDataset):" + advice);
        Path toCorpus = link("corpus.lock.json", corpus);
        assertThatThrownBy(() -> lock("lockFile", toCorpus.toString())).hasMessage("lockFile names " + toCorpus
                + ", the same file as the corpus " + corpus + " (corpus):" + advice);
        assertThatThrownBy(() -> lock("lockFile", judgments.toString())).hasMessage("lockFile names " + judgments
                + ", which is a judgments file (judgments):" + advice);
        String around = dir.resolve("sub/../golden.json").toString();
        assertThatThrownBy(() -> lock("lockFile", around)).hasMessage("lockFile names " + around
                + ", the same file as the golden set " + golden + " (goldenDataset):" + advice);
        // The baseline, which the lock goal does not read, at its default place.
        assertThatThrownBy(() -> lock("lockFile", "src/test/rag/baseline.json")).hasMessage("lockFile names"
                + " src/test/rag/baseline.json, which is the baseline (the default of baselineFile):" + advice);
        Path beir = Files.createDirectories(dir.resolve("beir"));
        assertThatThrownBy(() -> LockRequest.parse(OwnSettings.of("beir", beir.toString(), "lockFile",
                beir.resolve("corpus.jsonl").toString()), TestFrontEnd.MAVEN_NAMES)).hasMessage("lockFile names "
                + beir.resolve("corpus.jsonl") + ", which is the BEIR folder's corpus (beir): the lock would be"
                + " written over it. Point lockFile at a file of its own, or leave it unset for test.lock.json beside"
                + " the golden set.");
        // Its own lock, written again (a re-lock), is no input.
        assertThat(lock().lockFile()).isEqualTo(dir.resolve("golden.lock.json"));
        Files.writeString(dir.resolve("golden.lock.json"), "{}");
        assertThat(lock("lockFile", dir.resolve("golden.lock.json").toString()).lockFile())
                .isEqualTo(dir.resolve("golden.lock.json"));
    }

    @Test
    void theJudgedGoldenSetIsWrittenOverNoInputButTheGoldenSetOnPurpose() throws Exception {
        String advice = " the judged golden set would be written over it. Point judgedGoldenDataset at a file of its"
                + " own (the golden set itself to write it in place), or leave it unset to write it beside the"
                + " reports.";
        Path toCorpus = link("judged.json", corpus);
        assertThatThrownBy(() -> JudgmentsRequest.parse(OwnSettings.of(with("judgedGoldenDataset",
                toCorpus.toString())), TestFrontEnd.MAVEN_NAMES)).hasMessage("judgedGoldenDataset names " + toCorpus
                + ", the same file as the corpus " + corpus + " (corpus):" + advice);
        Path toJudgments = link("judged.jsonl", judgments);
        assertThatThrownBy(() -> JudgmentsRequest.parse(OwnSettings.of(with("judgedGoldenDataset",
                toJudgments.toString())), TestFrontEnd.MAVEN_NAMES)).hasMessage("judgedGoldenDataset names "
                + toJudgments + ", the same file as a judgments file " + judgments + " (judgments):" + advice);
        Path lockFile = dir.resolve("golden.lock.json");
        assertThatThrownBy(() -> JudgmentsRequest.parse(OwnSettings.of(with("judgedGoldenDataset",
                lockFile.toString())), TestFrontEnd.MAVEN_NAMES)).hasMessage("judgedGoldenDataset names " + lockFile
                + ", which is the golden set's lock (the default of lockFile):" + advice);
        // docs/judgments.md: pointed at the golden set, directly or through a link, it writes it in place.
        assertThat(JudgmentsRequest.parse(OwnSettings.of(with("judgedGoldenDataset", golden.toString())),
                TestFrontEnd.MAVEN_NAMES).output()).isEqualTo(golden);
        Path toGolden = link("golden-link.json", golden);
        assertThat(JudgmentsRequest.parse(OwnSettings.of(with("judgedGoldenDataset", toGolden.toString())),
                TestFrontEnd.MAVEN_NAMES).output()).isEqualTo(toGolden);
    }

    @Test
    void growNeitherWritesOverItsLogNorIntoTheFolderItReadsTheLogsFrom() throws Exception {
        String advice = " Set reportDirectory to a folder of its own, outside the query logs (by default"
                + " target/rag-eval).";
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Files.writeString(logs.resolve("monday.jsonl"), "{\"query\": \"reset password\"}\n");
        assertThatThrownBy(() -> GrowRequest.parse(OwnSettings.of("queryLog", logs.toString(), "reportDirectory",
                logs.toString()), TestFrontEnd.MAVEN_NAMES)).isInstanceOf(ConfigurationException.class)
                .hasMessage("the grow goal writes " + logs.resolve("candidates.jsonl") + " (candidates.jsonl in"
                        + " reportDirectory), which is in the query log folder " + logs + " (queryLog): the next run"
                        + " would read the candidates as users' queries." + advice);
        // A log already there under the output's name is written over, too.
        Files.writeString(logs.resolve("candidates.jsonl"), "{\"query\": \"2fa\"}\n");
        Path toLogs = link("reports", logs);
        assertThatThrownBy(() -> GrowRequest.parse(OwnSettings.of("queryLog", logs.toString(), "reportDirectory",
                toLogs.toString()), TestFrontEnd.MAVEN_NAMES))
                .hasMessage("the grow goal writes " + toLogs.resolve("candidates.jsonl") + " (candidates.jsonl in"
                        + " reportDirectory), which is a file of the query log folder " + logs + " (queryLog): the"
                        + " candidates would be written over it, and the next run would read the candidates as users'"
                        + " queries." + advice);
        Path out = Files.createDirectories(dir.resolve("out"));
        Path log = Files.writeString(out.resolve("implicit-judgments.jsonl"), "{\"query\": \"sso\"}\n");
        Path toLog = link("log.jsonl", log);
        assertThatThrownBy(() -> GrowRequest.parse(OwnSettings.of("queryLog", toLog.toString(), "reportDirectory",
                out.toString()), TestFrontEnd.MAVEN_NAMES)).hasMessage("the grow goal writes " + log + " ("
                + "implicit-judgments.jsonl in reportDirectory), the same file as the query log " + toLog
                + " (queryLog): the implicit judgments would be written over it." + advice);
        // The logs elsewhere: the report folder is free, the golden set's among them.
        assertThat(GrowRequest.parse(OwnSettings.of("queryLog", logs.toString(), "goldenDataset", golden.toString(),
                "reportDirectory", dir.toString()), TestFrontEnd.MAVEN_NAMES).plan().candidates())
                .isEqualTo(dir.resolve("candidates.jsonl"));
    }

    @Test
    void thePoolIsWrittenOverNoInputNorOverGradesFilledInPlace() throws Exception {
        Path reports = Files.createDirectories(dir.resolve("reports"));
        Path pool = reports.resolve("pool.jsonl");
        Files.writeString(pool, "{\"query_id\":\"q1\",\"doc_id\":\"pw-reset\",\"grade\":2,\"judged_by\":\"umbrela:m\"}\n"
                + "{\"query_id\":\"q2\",\"doc_id\":\"sso\",\"grade\":null}\n");
        assertThatThrownBy(() -> pool(reports)).isInstanceOf(ConfigurationException.class)
                .hasMessage(pool + " holds 1 grade filled in place (by the judge or by hand) that no judgments file"
                        + " holds, such as pw-reset for q1 graded 2: the pool goal would write a new pool over it."
                        + " Move it out of reportDirectory (for instance to src/test/rag/judgments.jsonl) and name it"
                        + " in judgments, so that its grades are merged and not asked again; or delete it to pool"
                        + " afresh.");
        // Its grades copied into a judgments file are merged, and not pooled again: nothing is lost.
        Files.writeString(judgments, "{\"query_id\":\"q1\",\"doc_id\":\"pw-reset\",\"grade\":2}\n");
        assertThat(pool(reports, "judgments", judgments.toString()).reportDirectory()).isEqualTo(reports);
        // Filled by hand in the spreadsheet's file.
        Path csv = Files.writeString(reports.resolve("pool.csv"), "query_id,query,doc_id,text,retrieved_by,grade\r\n"
                + "q3,How?,billing,Text,tfidf:1,0\r\n");
        assertThatThrownBy(() -> pool(reports, "judgments", judgments.toString()))
                .hasMessageStartingWith(csv + " holds 1 grade filled in place (by the judge or by hand) that no judgments file holds, such as billing for q3 graded 0");
        Files.writeString(csv, "not, a pool\r\nat all\r\n");
        assertThatThrownBy(() -> pool(reports, "judgments", judgments.toString()))
                .hasMessageStartingWith(csv + " is in reportDirectory but"
                + " cannot be read as a pool, so whether it holds grades is not known: the pool goal would write a new"
                + " pool over it. Move it out of reportDirectory (for instance to src/test/rag/judgments.csv)");
        // A pool with nothing to judge, or none graded yet, holds nothing to lose.
        Files.writeString(csv, "");
        Files.writeString(pool, "{\"query_id\":\"q2\",\"doc_id\":\"sso\",\"grade\":null}\n");
        assertThat(pool(reports).reportDirectory()).isEqualTo(reports);
        // The golden set in the report folder under the pool's name.
        Path named = Files.copy(golden, reports.resolve("pool.csv"), java.nio.file.StandardCopyOption
                .REPLACE_EXISTING);
        assertThatThrownBy(() -> GoalRequest.parse(Goal.POOL, OwnSettings.of("goldenDataset", named.toString(),
                "corpus", corpus.toString(), "reportDirectory", reports.toString()), TestFrontEnd.MAVEN_NAMES))
                .hasMessage("the pool goal writes " + named + " (pool.csv in reportDirectory), which is the golden set"
                        + " (goldenDataset): the pool would be written over it. Set reportDirectory to a folder of its"
                        + " own (by default target/rag-eval). A filled pool given as judgments belongs outside it"
                        + " (for instance in src/test/rag/judgments.jsonl).");
    }

    private GoalRequest pool(Path reports, String... more) throws ConfigurationException {
        String[] all = new String[more.length + 6];
        System.arraycopy(new String[] {"goldenDataset", golden.toString(), "corpus", corpus.toString(),
            "reportDirectory", reports.toString()}, 0, all, 0, 6);
        System.arraycopy(more, 0, all, 6, more.length);
        return GoalRequest.parse(Goal.POOL, OwnSettings.of(all), TestFrontEnd.MAVEN_NAMES);
    }

    @Test
    void theJudgeFillsItsPoolInPlaceButKeepsItsCacheApart() throws Exception {
        Path reports = Files.createDirectories(dir.resolve("reports"));
        Path pool = Files.writeString(reports.resolve("pool.jsonl"), "");
        // Its documented job: grade pool.jsonl in the report folder, in place.
        assertThat(judge("reportDirectory", reports.toString()).poolFile()).isEqualTo(pool);
        String cacheAdvice = " the judge's answers would be written over it. Point judgeCache at a file of its own,"
                + " or leave it unset for ${user.home}/.cache/rag-eval/judge-answers.jsonl.";
        assertThatThrownBy(() -> judge("reportDirectory", reports.toString(), "judgeCache", pool.toString()))
                .isInstanceOf(ConfigurationException.class).hasMessage("judgeCache names " + pool + ", which is the"
                        + " pool the judge grades (reportDirectory):" + cacheAdvice);
        Path toPool = link("answers.jsonl", pool);
        assertThatThrownBy(() -> judge("poolFile", pool.toString(), "judgeCache", toPool.toString()))
                .hasMessage("judgeCache names " + toPool + ", the same file as the pool the judge grades " + pool
                        + " (poolFile):" + cacheAdvice);
        assertThatThrownBy(() -> judge("judgeCache", "src/test/rag/corpus.json")).hasMessage("judgeCache names"
                + " src/test/rag/corpus.json, which is the corpus (the default of corpus):" + cacheAdvice);
        assertThatThrownBy(() -> judge("poolFile", "src/test/rag/golden.json")).hasMessage("poolFile names"
                + " src/test/rag/golden.json, which is the golden set (the default of goldenDataset): the grades would"
                + " be written over it. Point poolFile at the pool.jsonl the pool goal wrote, or leave it unset for"
                + " the one in reportDirectory.");
    }

    private JudgeRequest judge(String... nameValues) throws ConfigurationException {
        String[] all = new String[nameValues.length + 4];
        System.arraycopy(new String[] {"judgeUrl", "http://localhost:11434/v1", "judgeModel", "m"}, 0, all, 0, 4);
        System.arraycopy(nameValues, 0, all, 4, nameValues.length);
        return JudgeRequest.parse(OwnSettings.of(all), TestFrontEnd.MAVEN_NAMES, Environment.of(Map.of()));
    }

    @Test
    void theChecksReportsAreWrittenOverNoInputButMayShareItsFolder() throws Exception {
        Path report = Files.copy(golden, dir.resolve("report.json"));
        assertThatThrownBy(() -> check("goldenDataset", report.toString(), "reportDirectory", dir.toString()))
                .isInstanceOf(ConfigurationException.class).hasMessage("the check goal writes " + report
                        + " (report.json in reportDirectory), which is the golden set (goldenDataset): the reports"
                        + " would be written over it. Set reportDirectory to a folder of its own (by default"
                        + " target/rag-eval).");
        // A run file left in the report folder: the set of reports replaces run.trec, even when it writes none.
        Path reports = Files.createDirectories(dir.resolve("reports"));
        Path run = Files.writeString(reports.resolve("run.trec"), "q1 Q0 pw-reset 1 1.0 tfidf\n");
        Path toReports = link("out", reports);
        assertThatThrownBy(() -> check("run", run.toString(), "reportDirectory", toReports.toString()))
                .hasMessageStartingWith("the check goal writes " + toReports.resolve("run.trec") + " (run.trec in"
                        + " reportDirectory), the same file as the run file " + run + " (run): the reports would be"
                        + " written over it.");
        // The folder holding the golden set, with report.json no input: its files are written among them.
        assertThat(check("reportDirectory", dir.toString()).reportDirectory()).isEqualTo(dir);
    }

    private GoalRequest check(String... nameValues) throws ConfigurationException {
        String[] settings = nameValues[0].equals("goldenDataset") || nameValues[0].equals("run") ? nameValues
                : with(nameValues);
        return GoalRequest.parse(Goal.CHECK, OwnSettings.of(settings), TestFrontEnd.MAVEN_NAMES);
    }

    @Test
    void theBaselineIsWrittenOverNoInput() throws Exception {
        String advice = " the baseline would be written over it. Point baselineFile at a file of its own, or leave it"
                + " unset for src/test/rag/baseline.json.";
        assertThatThrownBy(() -> baseline("baselineFile", golden.toString())).isInstanceOf(
                ConfigurationException.class).hasMessage("baselineFile names " + golden + ", which is the golden set"
                + " (goldenDataset):" + advice);
        Path toCorpus = link("baseline.json", corpus);
        assertThatThrownBy(() -> baseline("baselineFile", toCorpus.toString())).hasMessage("baselineFile names "
                + toCorpus + ", the same file as the corpus " + corpus + " (corpus):" + advice);
        Path lock = dir.resolve("golden.lock.json");
        assertThatThrownBy(() -> baseline("baselineFile", lock.toString())).hasMessage("baselineFile names " + lock
                + ", which is the golden set's lock (lockFile):" + advice);
        // The baseline goal writes it; the check reads it.
        Path recorded = dir.resolve("recorded.json");
        assertThat(baseline("baselineFile", recorded.toString()).baseline().file()).isEqualTo(recorded);
        assertThat(check("baselineFile", recorded.toString()).baseline().file()).isEqualTo(recorded);
    }

    private GoalRequest baseline(String... nameValues) throws ConfigurationException {
        return GoalRequest.parse(Goal.BASELINE, OwnSettings.of(with(nameValues)), TestFrontEnd.MAVEN_NAMES);
    }
}
