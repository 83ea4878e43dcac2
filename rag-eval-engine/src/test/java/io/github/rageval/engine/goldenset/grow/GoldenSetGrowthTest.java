package io.github.rageval.engine.goldenset.grow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The goal end to end: counted, redacted, known questions left out, candidates the golden set's loader reads. */
class GoldenSetGrowthTest {
    private static final List<String> PERSONAL = List.of("jane.doe@example.com", "+49 30 1234567",
            "4111 1111 1111 1111", "DE89 3704 0044 0532 0130 00", "192.168.10.1", "sk-proj-abcdefghijklmnop1234");

    @TempDir
    Path dir;

    private GoldenSetGrowth.Outcome grow(Path golden) throws Exception {
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            log.append("{\"query\": \"How do I reset my password?\"}\n");
        }
        log.append("{\"query\": \"how do i reset my  password\"}\n");
        for (int i = 0; i < 3; i++) {
            log.append("{\"query\": \"Refund policy\"}\n");
        }
        log.append("{\"query\": \"change the address of jane.doe@example.com\"}\n");
        log.append("{\"query\": \"+49 30 1234567\"}\n");
        log.append("{\"query\": \"why was 4111 1111 1111 1111 charged twice this month\"}\n");
        log.append("{\"query\": \"how long does a refund to DE89 3704 0044 0532 0130 00 take\"}\n");
        log.append("{\"query\": \"blocked from 192.168.10.1 since monday\"}\n");
        log.append("{\"query\": \"how do I rotate an api key like sk-proj-abcdefghijklmnop1234 after a leak\"}\n");
        log.append("{\"query\": \"set up sso\"}\n");
        log.append("{\"query\": \" ?! \"}\n");
        Path file = Files.writeString(dir.resolve("queries.jsonl"), log.toString());
        GoldenSetGrowth.Plan plan = new GoldenSetGrowth.Plan(file, golden, dir.resolve("out/candidates.jsonl"),
                new StrataBoundaries(0.5, 0.8), 50, 42, new ImplicitJudgments.Plan(dir.resolve("out/"
                + ImplicitJudgments.FILE_NAME), ClickGrades.parse("0.5:1,1:2,2:3").orElseThrow(), 10));
        return GoldenSetGrowth.run(plan, path -> dir.relativize(path).toString());
    }

    @Test
    void aLogThatCannotBeUsedNamesTheSettingInTheFrontEndsWords() throws Exception {
        // The command line was told "point queryLog at ...": a POM's words.
        Path folder = Files.createDirectory(dir.resolve("logs"));
        Path noQuery = Files.writeString(dir.resolve("empty.jsonl"), "\n");
        for (SettingWords words : List.of(CommandLineNames.words(), CommandLineNames.mavenWords())) {
            String setting = words.name(GoalSettings.QUERY_LOG);
            assertThatThrownBy(() -> GoldenSetGrowth.run(logPlan(folder, words), Path::toString))
                    .hasMessageEndingWith(" holds no file. Put the logs there (JSON Lines), or point " + setting
                            + " at a log file.");
            assertThatThrownBy(() -> GoldenSetGrowth.run(logPlan(dir.resolve("none.jsonl"), words), Path::toString))
                    .hasMessageEndingWith(". Point " + setting + " at a JSON Lines file of queries, or a folder of"
                            + " them.");
            assertThatThrownBy(() -> GoldenSetGrowth.run(logPlan(noQuery, words), Path::toString))
                    .hasMessageEndingWith(". Point " + setting + " at plain query lines or at UBI's ubi_queries"
                            + " records.");
        }
        assertThat(CommandLineNames.words().name(GoalSettings.QUERY_LOG)).isEqualTo("--query-log");
    }

    /** A plan reading this log, without a golden set, its advice in a front end's words. */
    private GoldenSetGrowth.Plan logPlan(Path log, SettingWords words) {
        return new GoldenSetGrowth.Plan(log, null, dir.resolve("out/candidates.jsonl"), new StrataBoundaries(0.5, 0.8),
                50, 42, new ImplicitJudgments.Plan(dir.resolve("out/" + ImplicitJudgments.FILE_NAME),
                ClickGrades.parse("0.5:1,1:2,2:3").orElseThrow(), 10, words));
    }

    @Test
    void aLogOfOneQueryIsCountedInTheSingular() throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.json"), "[{\"query\": \"refunds\", \"relevant_doc_ids\": [\"r\"]}]");
        Path file = Files.writeString(dir.resolve("one.jsonl"), "{\"query\": \"set up sso\"}\n");
        GoldenSetGrowth.Plan plan = new GoldenSetGrowth.Plan(file, golden, dir.resolve("out/candidates.jsonl"),
                new StrataBoundaries(0.5, 0.8), 50, 42, new ImplicitJudgments.Plan(dir.resolve("out/"
                + ImplicitJudgments.FILE_NAME), ClickGrades.parse("0.5:1,1:2,2:3").orElseThrow(), 10));
        assertThat(GoldenSetGrowth.run(plan, path -> dir.relativize(path).toString()).line(path -> dir.relativize(
                path).toString())).startsWith("Grow: 1 line read from query log one.jsonl (1 file): 1 query, 1"
                + " distinct after normalisation").contains("; 1 candidate written to out/candidates.jsonl");
    }

    @Test
    void candidatesAreGoldenCasesWithoutJudgmentsAndNeverHoldPersonalData() throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.json"), "[{\"query\": \"REFUND POLICY.\","
                + " \"relevant_doc_ids\": [\"refund-policy\"]}]");
        GoldenSetGrowth.Outcome outcome = grow(golden);

        Path written = dir.resolve("out/candidates.jsonl");
        String content = Files.readString(written);
        GoldenDataset candidates = new GoldenDatasetLoader().load(written);
        // Head first, then by frequency, ties by the normalised text. The volume kept is 16 (7 + 3 known + 6 once):
        // before the third question 10 of 16 (torso), before the sixth 13 (past 80%: tail).
        assertThat(candidates.cases()).extracting(GoldenCase::query).containsExactly("How do I reset my password?",
                "blocked from <ip> since monday", "change the address of <email>",
                "how do I rotate an api key like <secret> after a leak", "how long does a refund to <iban> take",
                "set up sso", "why was <card> charged twice this month");
        assertThat(candidates.cases()).allMatch(golden1 -> golden1.grades().isEmpty());
        assertThat(content.lines().findFirst().orElseThrow()).isEqualTo("{\"query_id\":\"grow-"
                + CandidatesWriter.id("how do i reset my password").substring(5) + "\",\"query\":\"How do I reset my"
                + " password?\",\"relevant\":{},\"frequency\":7,\"stratum\":\"head\"}");

        String line = outcome.line(path -> dir.relativize(path).toString());
        assertThat(line).isEqualTo("Grow: 18 lines read from query log queries.jsonl (1 file): 18 queries, 8"
                + " distinct after normalisation, 1 already in the golden set, 1 dropped as mostly personal data,"
                + " 1 empty; redacted (counts only, never the values): 1 e-mail address, 1 secret-looking token,"
                + " 1 IBAN, 1 payment card number, 1 IP address, 1 phone number; 7 candidates written to"
                + " out/candidates.jsonl: head 1, torso 3, tail 3 (head: the queries making up the first 50% of the"
                + " volume, torso up to 80%, tail the rest; seed 42). No clicks nor shown results in the log: no"
                + " implicit judgments.");
        for (String value : PERSONAL) {
            assertThat(content).doesNotContain(value);
            assertThat(line).doesNotContain(value);
        }
    }

    @Test
    void theSameLogAndSeedWriteTheSameBytes() throws Exception {
        grow(null);
        byte[] first = Files.readAllBytes(dir.resolve("out/candidates.jsonl"));
        grow(null);
        assertThat(Files.readAllBytes(dir.resolve("out/candidates.jsonl"))).isEqualTo(first);
    }
}
