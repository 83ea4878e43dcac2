package io.github.rageval.engine.goldenset.grow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentLine;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Clicks over expected clicks from logged clicks, the numbers worked out by hand or by search-relevance's formula. */
class ImplicitJudgmentsTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private GoldenSetGrowth.Outcome grow(String log, String golden, int minImpressions) throws Exception {
        Path logFile = Files.writeString(dir.resolve("log.jsonl"), log);
        Path goldenFile = golden == null ? null : Files.writeString(dir.resolve("golden.jsonl"), golden);
        GoldenSetGrowth.Plan plan = new GoldenSetGrowth.Plan(logFile, goldenFile, dir.resolve("out/candidates.jsonl"),
                new StrataBoundaries(0.5, 0.8), 50, 42, new ImplicitJudgments.Plan(implicitFile(),
                ClickGrades.parse("0.5:1,1:2,2:3").orElseThrow(), minImpressions));
        return GoldenSetGrowth.run(plan, path -> dir.relativize(path).toString());
    }

    private Path implicitFile() {
        return dir.resolve("out/" + ImplicitJudgments.FILE_NAME);
    }

    private List<JsonNode> written() throws Exception {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(implicitFile())) {
            lines.add(MAPPER.readTree(line));
        }
        return lines;
    }

    private static String repeat(int times, String line) {
        return (line + "\n").repeat(times);
    }

    @Test
    void plainResultsAndClicksGiveEachPairItsClicksOverExpectedClicks() throws Exception {
        String log = repeat(6, "{\"query\": \"Reset password\", \"results\": [\"d1\", \"d2\"], \"clicks\": [\"d1\"]}")
                + repeat(4, "{\"query\": \"reset password?\", \"results\": [\"d2\", \"d1\"], \"clicks\": [\"d1\"]}")
                + repeat(2, "{\"query\": \"reset password\", \"results\": [\"d2\", \"d1\"], \"clicks\": [\"d2\"]}")
                + repeat(2, "{\"query\": \"reset password\", \"results\": [\"d4\"]}")
                + repeat(3, "{\"query\": \"sso\", \"results\": [\"d5\"], \"clicks\": []}");
        String golden = "{\"query_id\": \"q1\", \"query\": \"How? Reset password\", \"relevant\": {}}\n"
                + "{\"query_id\": \"q2\", \"query\": \"RESET PASSWORD!\", \"relevant\": {\"d2\": 1}}\n";
        GoldenSetGrowth.Outcome outcome = grow(log, golden, 10);

        // By hand. 29 impressions: 6 * 2 + 4 * 2 + 2 * 2 + 2 + 3. Position 0 is shown 6 + 4 + 2 + 2 + 3 = 17 times and clicked 6 + 2 = 8 times: CTR 8/17; position
        // 1 is shown 12 times and clicked 4 times: CTR 1/3. d1 is shown 6 times at 0 and 6 at 1 and clicked 10 times:
        // expected 6 * 8/17 + 6 * 1/3 = 82/17, COEC 10 / (82/17) = 170/82 = 2.0731... -> 2.073, grade 3 (from 2).
        // q2 grades d2 itself: its grade wins. d4 is shown twice: fewer than 10. "How? Reset password" is another
        // question, so q1 gets nothing; sso's d5 is a question the golden set does not ask.
        assertThat(written()).hasSize(1);
        JsonNode d1 = written().get(0);
        assertThat(d1.get("query_id").textValue()).isEqualTo("q2");
        assertThat(d1.get("doc_id").textValue()).isEqualTo("d1");
        assertThat(d1.get("coec").decimalValue()).isEqualByComparingTo("2.073");
        assertThat(d1.get("grade").intValue()).isEqualTo(3);
        assertThat(d1.get("clicks").intValue()).isEqualTo(10);
        assertThat(d1.get("impressions").intValue()).isEqualTo(12);
        assertThat(d1.get("judged_by").textValue()).isEqualTo("clicks:coec");
        assertThat(outcome.implicit()).isEqualTo(new ImplicitJudgments.Outcome(12, 29, 4, 1, 1, 1, 1, 0));
        assertThat(outcome.line(path -> dir.relativize(path).toString())).contains("Implicit judgments: 1 written to"
                + " out/implicit-judgments.jsonl (judged_by clicks:coec, machine judgments: merged by the judgments"
                + " setting only with acceptMachineJudgments) from 12 clicks and 29 impressions on 4 (query, document)"
                + " pairs: 1 shown fewer than 10 times (minImpressions), 1 graded by the golden set already (its"
                + " grade wins), 1 of questions the golden set does not ask.");
    }

    @Test
    void theFileIsAMachinesJudgmentsThatTheJudgmentsSettingLeavesOutUnlessAccepted() throws Exception {
        grow(repeat(10, "{\"query\": \"sso\", \"results\": [\"d1\", \"d2\"], \"clicks\": [\"d2\"]}"),
                "{\"query_id\": \"q1\", \"query\": \"sso\", \"relevant\": {}}\n", 10);

        assertThat(JudgmentFiles.readAll(List.of(implicitFile()), false, SettingWords.PARAMETERS).lines())
                .isEmpty();
        // Position 0 is never clicked (CTR 0, nothing expected of d1: COEC 0); position 1 always: d2 COEC 1, grade 2.
        assertThat(JudgmentFiles.readAll(List.of(implicitFile()), true, SettingWords.PARAMETERS).lines())
                .extracting(JudgmentLine::docId, JudgmentLine::grade, JudgmentLine::judgedBy).containsExactly(
                org.assertj.core.groups.Tuple.tuple("d1", 0, "clicks:coec"),
                org.assertj.core.groups.Tuple.tuple("d2", 2, "clicks:coec"));
    }

    @Test
    void ubiEventsWithoutUserQueryJoinTheirSearchWhereverItsRecordIs() throws Exception {
        // The events come first, their ubi_queries record last; "Click" counts as a click, add_to_cart not at all.
        String log = """
                {"action_name": "impression", "query_id": "s1", "event_attributes": {"object": {"object_id": "p1"}, "position": {"ordinal": 0}}}
                {"action_name": "impression", "query_id": "s1", "event_attributes": {"object": {"object_id": "p2"}, "position": {"ordinal": 1}}}
                {"action_name": "Click", "query_id": "s1", "event_attributes": {"object": {"object_id": "p2"}, "position": {"ordinal": 1}}}
                {"action_name": "add_to_cart", "query_id": "s1", "event_attributes": {"object": {"object_id": "p2"}, "position": {"ordinal": 1}}}
                {"action_name": "impression", "query_id": "s2", "user_query": "toner", "event_attributes": {"object": {"object_id": "p2"}, "position": {"ordinal": 0}}}
                {"action_name": "impression", "query_id": "s2", "user_query": "toner", "event_attributes": {"object": {"object_id": "p1"}, "position": {"ordinal": 1}}}
                {"action_name": "click", "query_id": "s2", "user_query": "toner", "event_attributes": {"object": {"object_id": "p2"}, "position": {"ordinal": 0}}}
                {"action_name": "impression", "query_id": "s3", "event_attributes": {"object": {"object_id": "p1"}, "position": {"ordinal": 0}}}
                {"query_id": "s1", "user_query": "Toner", "client_id": "c1"}
                {"query_id": "s2", "user_query": "toner", "client_id": "c1"}
                """;
        GoldenSetGrowth.Outcome outcome = grow(log, "{\"query_id\": \"t\", \"query\": \"toner\", \"relevant\": {}}\n",
                1);

        // By hand: position 0 shown 3 times (s1 p1, s2 p2, s3 p1: s3's search is not in the log, but its impression
        // counts for the position), clicked once: CTR 1/3; position 1 shown twice, clicked once: CTR 1/2.
        // p2 of toner: shown at 1 and at 0, clicked twice: 2 / (1/2 + 1/3) = 2.4 -> grade 3.
        // p1 of toner: shown at 0 and at 1, never clicked: COEC 0.
        Map<String, BigDecimal> coec = new HashMap<>();
        written().forEach(line -> coec.put(line.get("doc_id").textValue(), line.get("coec").decimalValue()));
        assertThat(coec).containsOnlyKeys("p1", "p2");
        assertThat(coec.get("p2")).isEqualByComparingTo("2.4");
        assertThat(coec.get("p1")).isEqualByComparingTo("0");
        assertThat(outcome.implicit().unjoined()).isEqualTo(1);
        assertThat(outcome.implicit().clicks()).isEqualTo(2);
    }

    @Test
    void theNumbersAreSearchRelevancesWhereEachDocumentKeepsItsPosition() throws Exception {
        // ubi-log.jsonl and the expected ratings come from search_relevance_coec.py, a transcription of
        // search-relevance's CoecClickModel (see its header for the file and lines).
        Path resources = Path.of("src/test/resources/coec");
        List<String> expected = Files.readAllLines(resources.resolve("search-relevance-coec.tsv"));
        StringBuilder golden = new StringBuilder();
        for (String query : List.of("desk lamp", "laptop bag", "usb c cable")) {
            golden.append("{\"query_id\": \"").append(query).append("\", \"query\": \"").append(query)
                    .append("\", \"relevant\": {}}\n");
        }
        grow(Files.readString(resources.resolve("ubi-log.jsonl")), golden.toString(), 1);

        Map<String, JsonNode> ours = new HashMap<>();
        written().forEach(line -> ours.put(line.get("query_id").textValue() + "\t" + line.get("doc_id").textValue(),
                line));
        assertThat(ours).hasSize(expected.size() - 1);
        for (String row : expected.subList(1, expected.size())) {
            String[] field = row.split("\t");
            JsonNode line = ours.get(field[0] + "\t" + field[1]);
            assertThat(line.get("clicks").asText()).as(row).isEqualTo(field[2]);
            assertThat(line.get("impressions").asText()).as(row).isEqualTo(field[3]);
            assertThat(line.get("coec").decimalValue()).as(row).isEqualByComparingTo(field[5]);
        }
    }

    @Test
    void aDocumentShownAtSeveralPositionsIsExpectedToBeClickedAsEachOfThem() throws Exception {
        // Position 0: 2 shown, 2 clicked (CTR 1); position 1: 2 shown, none clicked (CTR 0). d1 is shown once at each
        // and clicked once: 1 / (1 + 0) = 1. search-relevance takes the lowest position for every impression:
        // 1 / (1 * 2) = 0.5, as if d1 had been shown twice at the top.
        grow("""
                {"query": "vpn", "results": ["d1", "d2"], "clicks": ["d1"]}
                {"query": "vpn", "results": ["d2", "d1"], "clicks": ["d2"]}
                """, "{\"query_id\": \"v\", \"query\": \"vpn\", \"relevant\": {}}\n", 1);

        assertThat(written()).extracting(line -> line.get("doc_id").textValue() + " " + line.get("coec").asText())
                .containsExactly("d1 1.0", "d2 1.0");
    }

    @Test
    void clicksWithoutAnyImpressionAreAnErrorNotAGradeOfZero() {
        assertThatThrownBy(() -> grow("""
                {"query_id": "s1", "user_query": "toner"}
                {"action_name": "click", "query_id": "s1", "event_attributes": {"object": {"object_id": "p1"}, "position": {"ordinal": 0}}}
                """, null, 1)).isInstanceOf(InputException.class).hasMessage("The query log log.jsonl holds 1 clicks"
                + " but no impression: COEC divides clicks by those expected where their documents were shown. Log"
                + " the shown results too (UBI impression events with event_attributes.position.ordinal, or"
                + " \"results\" in plain records).");
    }

    @Test
    void aLogWithoutClicksLeavesNoImplicitJudgmentsNotEvenAnOlderFile() throws Exception {
        Files.createDirectories(implicitFile().getParent());
        Files.writeString(implicitFile(), "{\"query_id\": \"q1\", \"doc_id\": \"old\", \"grade\": 3}\n");
        GoldenSetGrowth.Outcome outcome = grow("{\"query\": \"sso\"}\n", null, 1);

        assertThat(implicitFile()).doesNotExist();
        assertThat(outcome.line(Path::toString)).endsWith(" No clicks nor shown results in the log: no implicit"
                + " judgments.");
    }
}
