package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.evaluation.Fixtures;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

/**
 * A retriever's options, a hybrid's depth and a variant's own elements are named as the user wrote them: Maven's
 * parameters and elements in a POM build, the command line's {@code --retriever-options} entries and
 * {@code --variants} line on the command line.
 */
class RetrieverWordsTest {
    private static final String CORPUS = Fixtures.CORPUS.toString();
    private static final String GOLDEN = Fixtures.GOLDEN.toString();
    private static final String HYBRID = "a:tfidf|b:tfidf|h:hybrid:fuse=a+";

    /** The error of a check whose corpus and golden set are the fixtures', with the other settings given. */
    private static AbstractThrowableAssert<?, ? extends Throwable> error(FrontEnd frontEnd, String... nameValues) {
        String[] settings = new String[nameValues.length + 4];
        System.arraycopy(new String[] {"corpus", CORPUS, "goldenDataset", GOLDEN}, 0, settings, 0, 4);
        System.arraycopy(nameValues, 0, settings, 4, nameValues.length);
        return assertThatThrownBy(() -> GoalRequest.parse(Goal.CHECK, OwnSettings.of(settings), frontEnd));
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> onTheCommandLine(String... nameValues) {
        return error(CommandLineNames.COMMAND_LINE, nameValues);
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> inMaven(String... nameValues) {
        return error(TestFrontEnd.MAVEN_NAMES, nameValues);
    }

    @Test
    void aRetrieverOptionIsNamedAsAnEntryOfTheRetrieverOptionsOption() {
        onTheCommandLine("retrieverOptions", "lowercase=maybe").hasMessage("--retriever-options lowercase=maybe of"
                + " the tfidf retriever is not a boolean. Write true or false.");
        onTheCommandLine("retrieverOptions", "lowercas=false").hasMessageStartingWith("--retriever-options has"
                + " 'lowercas', which the tfidf retriever does not read. Did you mean lowercase?");
        inMaven("retrieverOptions", "lowercase=maybe").hasMessage("retrieverOptions lowercase = 'maybe' of the tfidf"
                + " retriever is not a boolean. Write true or false.");
    }

    @Test
    void aVariantsOptionIsNamedAsTheVariantsLineWritesIt() {
        onTheCommandLine("variants", "a:tfidf|b:tfidf:lowercase=maybe").hasMessage("variant 'b': --variants"
                + " b:tfidf:lowercase=maybe of the tfidf retriever is not a boolean. Write true or false.");
        inMaven("variants", "a:tfidf|b:tfidf:lowercase=maybe").hasMessage("variant 'b': retrieverOptions lowercase ="
                + " 'maybe' of the tfidf retriever is not a boolean. Write true or false.");
    }

    @Test
    void aVariantsRetrieverIsNamedAsTheVariantsLineWritesIt() {
        onTheCommandLine("variants", "a:tfidf|b:tfidff").hasMessageStartingWith("variant 'b': --variants b:tfidff is"
                + " neither a built-in retriever (");
        inMaven("variants", "a:tfidf|b:tfidff").hasMessageStartingWith("variant 'b': retriever = 'tfidff' is neither"
                + " a built-in retriever (");
    }

    @Test
    void aHybridsDepthNamesKAndDepthAsTheFrontEndWritesThem() {
        onTheCommandLine("k", "5", "variants", HYBRID + "b,depth=3").hasMessage("variant 'h': the hybrid retriever's"
                + " option depth=3 is below --k 5: it would fuse only the first 3 results of each variant and so list"
                + " fewer than k. Set depth=5 or more.");
        inMaven("k", "5", "variants", HYBRID + "b,depth=3").hasMessage("variant 'h': the hybrid retriever's option"
                + " depth = 3 is below k = 5: it would fuse only the first 3 results of each variant and so list fewer"
                + " than k. Set depth to 5 or more.");
    }

    @Test
    void aHybridsExamplesAreWrittenAsTheVariantsLineWritesThem() {
        onTheCommandLine("variants", HYBRID).hasMessageContaining("option fuse=a+ names one variant only")
                .hasMessageEndingWith("e.g. fuse=bm25+dense.");
        onTheCommandLine("variants", HYBRID + "c").hasMessageEndingWith("Name other variants, e.g. fuse=a+b.");
        onTheCommandLine("variants", HYBRID + "b,method=weighted").hasMessageEndingWith("e.g. weights=0.5+0.5.");
        onTheCommandLine("variants", HYBRID + "b,method=combsum,rrfK=10").hasMessageEndingWith("Remove rrfK, or set"
                + " method=rrf.");
        inMaven("variants", HYBRID + "c").hasMessageEndingWith("Name other variants, e.g. <fuse>a,b</fuse>.");
        inMaven("variants", HYBRID + "b,method=weighted").hasMessageEndingWith("e.g. <weights>0.5,0.5</weights>.");
    }

    @Test
    void aHybridsChunkingIsNamedAsTheVariantsLineWritesIt() {
        onTheCommandLine("variants", HYBRID + "b,chunking.size=50").hasMessage("variant 'h': chunking.* is set on a"
                + " hybrid variant, which fuses the rankings of other variants and so cuts nothing itself. Set"
                + " chunking.* on the variants it fuses.");
        inMaven("variants", HYBRID + "b,chunking.size=50").hasMessage("variant 'h': chunking is set on a hybrid"
                + " variant, which fuses the rankings of other variants and so cuts nothing itself. Set chunking on"
                + " the variants it fuses.");
    }

    @Test
    void theVariantsLineIsNamedAsTheFrontEndWritesIt() {
        onTheCommandLine("variants", "a:tfidf|b").hasMessageStartingWith("--variants entry 'b' in 'a:tfidf|b' is not"
                + " of the form name:retriever[:options].");
        onTheCommandLine("variants", "a:tfidf|b:").hasMessageStartingWith("--variants entry 'b:' in 'a:tfidf|b:'"
                + " names no retriever.");
        onTheCommandLine("variants", "a:tfidf|a:tfidf").hasMessageStartingWith("--variants names 'a' twice in");
        onTheCommandLine("variants", "a:tfidf:lowercase").hasMessageStartingWith("--variants options entry"
                + " 'lowercase'");
        onTheCommandLine("variants", "-a:tfidf").hasMessageStartingWith("variant name '-a' is not allowed. Give each"
                + " variant a name of letters");
        inMaven("variants", "a:tfidf|b").hasMessageStartingWith("variants entry 'b' in 'a:tfidf|b' is not of the"
                + " form name:retriever[:options].");
        inMaven("variants", "-a:tfidf").hasMessageStartingWith("variant name '-a' is not allowed. Give each variant"
                + " a <name> of letters");
    }

    @Test
    void chunkingIsNamedAsTheFrontEndWritesIt() {
        onTheCommandLine("chunking", "size=0").hasMessage("--chunking size=0 is not allowed. A chunk holds at least one"
                + " word.");
        onTheCommandLine("chunking", "overlap=5").hasMessageStartingWith("--chunking is set without a size.");
        onTheCommandLine("chunking", "sise=5").hasMessageStartingWith("--chunking has 'sise', which is not a chunking"
                + " setting.");
        onTheCommandLine("variants", "a:tfidf:chunking.size=x").hasMessageStartingWith("--variants"
                + " a:tfidf:chunking.size=x is not a whole number");
        inMaven("chunking", "size=0").hasMessage("chunking size = 0 is not allowed. A chunk holds at least one word.");
        inMaven("chunking", "size=x").hasMessageStartingWith("chunking size = 'x' is not a whole number");
    }
}
