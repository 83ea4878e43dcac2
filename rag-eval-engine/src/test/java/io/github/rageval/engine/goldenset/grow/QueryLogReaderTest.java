package io.github.rageval.engine.goldenset.grow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Both log formats, a folder of files, and errors that name the file and the line but never its content. */
class QueryLogReaderTest {
    @TempDir
    Path dir;

    private final List<String> asked = new ArrayList<>();

    private QueryLogReader.Tally read(Path log) throws InputException {
        return QueryLogReader.read(log, log.getFileName().toString(), asked::add);
    }

    @Test
    void plainLinesGiveTheirQueryWhateverTheirOtherFields() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), """
                {"query": "reset password", "timestamp": "2025-01-02T03:04:05Z", "user_id": 17, "session": {"a": 1}}

                {"query": "refund", "results": ["d1", "d2"], "clicks": ["d1"]}
                {"query": "sso", "timestamp": 1735787045, "results": null, "clicks": null}
                """);
        QueryLogReader.Tally tally = read(log);
        assertThat(asked).containsExactly("reset password", "refund", "sso");
        assertThat(tally).isEqualTo(new QueryLogReader.Tally(1, 3, 3, 0, 0));
    }

    @Test
    void plainResultsAndClicksAreTheShownAndClickedIdsAndTheirPositions() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), """
                {"query": "refund", "results": ["d1", "d2", "d3"], "clicks": ["d3", "d1", "d3"]}
                """);
        List<Interaction> seen = new ArrayList<>();
        QueryLogReader.read(log, "log.jsonl", new QueryLogReader.Handler() {
            @Override
            public void query(String text) {
            }

            @Override
            public void interaction(Interaction event) {
                seen.add(event);
            }
        });
        assertThat(seen).extracting(event -> event.kind() + " " + event.docId() + "@" + event.position())
                .containsExactly("IMPRESSION d1@0", "IMPRESSION d2@1", "IMPRESSION d3@2", "CLICK d3@2", "CLICK d1@0",
                        "CLICK d3@2");
    }

    @Test
    void clicksThatCannotBePlacedAreErrorsNamingTheLine() throws Exception {
        Path noResults = Files.writeString(dir.resolve("no-results.jsonl"), """
                {"query": "refund"}
                {"query": "refund", "clicks": ["d1"]}
                """);
        assertThatThrownBy(() -> read(noResults)).hasMessage("The query log no-results.jsonl, line 2, has clicks but"
                + " no results: a click's position is where its document was shown, and COEC weighs clicks by"
                + " position. Log the ids of the documents shown, in order, as \"results\" beside the \"clicks\","
                + " or leave the clicks out.");
        Path elsewhere = Files.writeString(dir.resolve("elsewhere.jsonl"), """
                {"query": "refund", "results": ["d1"], "clicks": ["d9"]}
                """);
        assertThatThrownBy(() -> read(elsewhere)).hasMessageStartingWith("The query log elsewhere.jsonl, line 1, has a"
                + " click (click 1 of \"clicks\") on a document that is not among its results")
                .hasMessageNotContaining("d9");
        Path twice = Files.writeString(dir.resolve("twice.jsonl"), """
                {"query": "refund", "results": ["d1", "d2", "d1"], "clicks": ["d1"]}
                """);
        assertThatThrownBy(() -> read(twice)).hasMessage("The query log twice.jsonl, line 1, names one document twice"
                + " in \"results\" (at positions 0 and 2): a result list shows each document once. Log each shown"
                + " document once, at the position it was shown.");
        Path objects = Files.writeString(dir.resolve("objects.jsonl"), """
                {"query": "refund", "results": [{"id": "d1"}], "clicks": {"d1": 1}}
                """);
        assertThatThrownBy(() -> read(objects)).hasMessageStartingWith("The query log objects.jsonl, line 1, has"
                + " \"clicks\" as an object, but it must be an array");
        Path noPosition = Files.writeString(dir.resolve("ubi.jsonl"), """
                {"action_name": "click", "query_id": "q-1", "event_attributes": {"object": {"object_id": "p1"}}}
                """);
        assertThatThrownBy(() -> read(noPosition)).hasMessage("The query log ubi.jsonl, line 1, a UBI click event,"
                + " has event_attributes.position.ordinal missing: COEC needs where the document was shown, a whole"
                + " number from 0 (the first result). Log it as UBI does, or leave the event out of the log.");
    }

    @Test
    void ubiQueriesGiveTheirUserQueryAndEventsAreCountedOnly() throws Exception {
        Path log = Files.writeString(dir.resolve("ubi.jsonl"), """
                {"timestamp": "2025-01-02T03:04:05.000Z", "query_id": "q-1", "query": "{\\"match\\":{}}", "user_query": "Toner", "client_id": "c-1", "query_response_hit_ids": ["p1", "p2"]}
                {"_index": "ubi_queries", "_id": "x", "_source": {"query_id": "q-2", "user_query": "ink cartridge", "client_id": "c-2"}}
                {"query_id": "q-3", "client_id": "c-3", "query": "{\\"match_all\\":{}}"}
                {"action_name": "click", "query_id": "q-1", "client_id": "c-1", "event_attributes": {"position": {"ordinal": 1}, "object": {"object_id": "p1"}}}
                """);
        QueryLogReader.Tally tally = read(log);
        // q-3 has no user_query: its "query" is the search's DSL, never taken for the user's question.
        assertThat(asked).containsExactly("Toner", "ink cartridge");
        assertThat(tally).isEqualTo(new QueryLogReader.Tally(1, 4, 2, 1, 1));
    }

    @Test
    void aFolderIsReadFileByFileInTheOrderOfTheirNames() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("logs"));
        Files.writeString(folder.resolve("2025-01-02.jsonl"), "{\"query\": \"second\"}\n");
        Files.writeString(folder.resolve("2025-01-01.jsonl"), "{\"query\": \"first\"}\n");
        Files.writeString(folder.resolve(".hidden.jsonl"), "not json\n");
        Files.createDirectory(folder.resolve("archive"));
        assertThat(read(folder).files()).isEqualTo(2);
        assertThat(asked).containsExactly("first", "second");
    }

    @Test
    void aLineNamingOneFieldTwiceIsRefusedRatherThanTheLastValueTaken() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"),
                "{\"query\": \"reset password\", \"query\": \"jane@example.com\"}\n");
        assertThatThrownBy(() -> read(log)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("The query log log.jsonl, line 1, names one field twice (the second at column")
                .hasMessageEndingWith("), so which of its values is meant cannot be told. Write each field once per"
                        + " line.")
                .hasMessageNotContaining("jane");
    }

    @Test
    void aBadLineNamesTheFileAndTheLineButNotWhatItHolds() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "{\"query\": \"ok\"}\n{\"query\": jane@example.com}\n");
        assertThatThrownBy(() -> read(log)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("The query log log.jsonl, line 2, is not valid JSON (the problem is at column")
                .hasMessageNotContaining("jane");
        Path array = Files.writeString(dir.resolve("array.jsonl"), "[{\"query\": \"a\"}]\n");
        assertThatThrownBy(() -> read(array)).hasMessageStartingWith("The query log array.jsonl, line 1, is an array,"
                + " but every line must be one JSON object");
        Path number = Files.writeString(dir.resolve("number.jsonl"), "{\"query\": 12}\n");
        assertThatThrownBy(() -> read(number)).hasMessage("The query log number.jsonl, line 1, has \"query\" as a"
                + " number, but it must be a string: the question as the user typed it.");
        Path other = Files.writeString(dir.resolve("other.jsonl"), "{\"q\": \"a\"}\n");
        assertThatThrownBy(() -> read(other)).hasMessageStartingWith("The query log other.jsonl, line 1, has no"
                + " \"query\".");
        assertThatThrownBy(() -> read(dir.resolve("missing.jsonl"))).hasMessageStartingWith("The query log"
                + " missing.jsonl does not exist");
        Path latin1 = Files.write(dir.resolve("latin1.jsonl"), new byte[] {'{', '"', 'q', 'u', 'e', 'r', 'y', '"',
                ':', '"', (byte) 0xE9, '"', '}', '\n'});
        assertThatThrownBy(() -> read(latin1)).hasMessageContaining("latin1.jsonl, line 1, is not UTF-8");
    }

    @Test
    void aByteOrderMarkBeforeTheFirstLineIsSkipped() throws Exception {
        // The first line was "not valid JSON (the problem is at column 1)".
        Path log = Files.writeString(dir.resolve("log.jsonl"), "\uFEFF{\"query\": \"reset password\"}\n");
        read(log);
        assertThat(asked).containsExactly("reset password");
    }

    @Test
    void aLineBeyondTheReadersLimitsSaysWhichLimitNotThatItIsNoJson() throws Exception {
        Path deep = Files.writeString(dir.resolve("deep.jsonl"), "{\"query\": \"a\", \"x\": " + "[".repeat(1_200)
                + "]".repeat(1_200) + "}\n");
        assertThatThrownBy(() -> read(deep)).hasMessageStartingWith("The query log deep.jsonl, line 1, column ")
                .hasMessageEndingWith(", holds arrays and objects nested 1,001 deep, more than the 1,000 this reader"
                        + " accepts: flatten the data.");
        Path longText = Files.writeString(dir.resolve("long.jsonl"), "{\"query\": \"" + "x".repeat(20_000_001)
                + "\"}\n");
        assertThatThrownBy(() -> read(longText)).hasMessageStartingWith("The query log long.jsonl, line 1, column ")
                .hasMessageContaining("holds a string at least 20,000,001 characters long, more than the 20,000,000"
                        + " this reader accepts").hasMessageNotContaining("xxx");
    }
}
