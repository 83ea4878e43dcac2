package io.github.rageval.engine.grow;

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
                {"query": "reset password", "timestamp": "2025-01-02T03:04:05Z", "user_id": 17}

                {"query": "refund", "results": [{"id": "d1"}, "d2"], "clicks": {"d1": 1}}
                {"query": "sso", "timestamp": 1735787045, "results": "anything", "clicks": null}
                """);
        QueryLogReader.Tally tally = read(log);
        assertThat(asked).containsExactly("reset password", "refund", "sso");
        assertThat(tally).isEqualTo(new QueryLogReader.Tally(1, 3, 3, 0, 0));
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
}
