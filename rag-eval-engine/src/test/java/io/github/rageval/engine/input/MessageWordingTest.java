package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.tfidf.TfidfRetrieverFactory;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Messages that said something else than what was wrong: ids equal after Unicode normalisation called "not in the
 * corpus", a whole number too large called "not an integer", a run of comments listed as "(the run's queries: )",
 * a double period after a token pattern.
 */
class MessageWordingTest {
    private static final String NFC = Normalizer.normalize("café", Normalizer.Form.NFC);
    private static final String NFD = Normalizer.normalize("café", Normalizer.Form.NFD);

    @TempDir
    Path dir;

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    @Test
    void anIdThatDiffersOnlyInNormalisationIsSaidToAndNotNormalisedSilently() throws Exception {
        Path corpusFile = file("corpus.json", "[{\"doc_id\": \"" + NFC + "\", \"text\": \"x\"}]");
        Path goldenFile = file("golden.json", "[{\"query\": \"q\", \"relevant_doc_ids\": [\"" + NFD + "\"]}]");
        Corpus corpus = new CorpusLoader().load(corpusFile, document -> { });
        GoldenDataset golden = new GoldenDatasetLoader().load(goldenFile);

        assertThatThrownBy(() -> RelevantIdCheck.requireKnown(golden, corpus, corpusFile))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("\"" + NFD + "\" in record 1 (line 1, column 2) (differs from the corpus's \""
                        + NFC + "\" only in Unicode normalisation (this one is NFD, that one NFC))")
                .hasMessageContaining("Save both files in one Unicode normalisation form, NFC");
    }

    @Test
    void runQueriesThatDifferOnlyInNormalisationAreSaidTo() throws Exception {
        Path qrels = file("qrels.txt", NFC + " 0 a 1\n");
        Path run = file("run.txt", NFD + " Q0 a 1 2.0 t\n");

        assertThatThrownBy(() -> RagEvaluation.run(EvaluationSettings.builder().k(3)
                .sources(DataSources.builder().run(run).qrels(qrels).build()).scoring(ScoringOptions.DEFAULTS).build()))
                .hasMessageContaining("1 judged query of " + qrels + " only differ from the run's in Unicode"
                        + " normalisation: \"" + NFC + "\" differs from the run's query \"" + NFD + "\"");
    }

    @Test
    void aGradeTooLargeIsOutOfRange() throws Exception {
        Path qrels = file("qrels.txt", "q1 0 a 99999999999\n");
        Path golden = file("golden.json", "[{\"query\": \"q\", \"relevant\": {\"a\": 99999999999}}]");

        assertThatThrownBy(() -> new QrelsLoader().load(qrels))
                .hasMessageContaining("relevance '99999999999' is out of range: a grade is a whole number from"
                        + " -2147483648 to 2147483647.");
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(golden))
                .hasMessageContaining("is 99999999999, out of range: a grade is a whole number from -2147483648");
    }

    @Test
    void aRunOfCommentsHasNoResults() throws Exception {
        Path run = file("run.txt", "# produced by nothing\n# at all\n");

        assertThatThrownBy(() -> new RunLoader().load(run))
                .hasMessage("run file " + run + " has no results: every line is a comment. Add one line per result,"
                        + " like " + RunLoader.TREC_SHAPE + ".");
    }

    @Test
    void aTokenPatternMessageEndsWithOnePeriod() {
        assertThatThrownBy(() -> TfidfRetrieverFactory.options(new RetrieverOptions("tfidf",
                Map.of(TfidfRetrieverFactory.TOKEN_PATTERN, "(a)(b)"))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageNotContaining(").. ")
                .hasMessageContaining("with (?:...). Write the pattern in Python's");
    }
}
