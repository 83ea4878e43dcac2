package io.github.rageval.engine.settings.table;

/**
 * How messages name an entry of a map setting (a retriever's options, its chunking), as the user wrote it: Maven's
 * parameter ({@code retrieverOptions k1 = 'abc'}, {@code chunking size = 0}, a variant's {@code <fuse>a,b</fuse>}),
 * the command line's option ({@code --retriever-options k1=abc}), or a variant's entry of {@code --variants}
 * ({@code --variants b:bm25:k1=abc}): a view of the front end's {@link SettingWords} for the retriever packages, built
 * by {@link SettingWords#entries} or, for a variant's entry, by the variants' definition.
 *
 * @param options the entries as a whole: {@code retrieverOptions}, {@code --retriever-options},
 *     {@code --variants b:bm25}
 * @param entry what precedes one entry's name: {@code "retrieverOptions "}, {@code "--variants b:bm25:"}
 * @param readsPom whether the user writes the entries as a POM's elements ({@code name = 'value'},
 *     {@code <fuse>a,b</fuse>}) rather than on one line ({@code name=value}, {@code fuse=a+b})
 */
public record OptionWords(String options, String entry, boolean readsPom) {
    /** The parameter's own name: what messages say when no front end is at hand, and what Maven's say. */
    public static final OptionWords PARAMETERS = SettingWords.PARAMETERS.entries(GoalSettings.RETRIEVER_OPTIONS);

    /** One option, as written among the options: {@code retrieverOptions k1}, {@code --retriever-options k1}. */
    public String named(String option) {
        return entry + option;
    }

    /** One option with the value written: {@code retrieverOptions k1 = 'abc'}, {@code --retriever-options k1=abc}. */
    public String valued(String option, String value) {
        return entry + quoted(option, value);
    }

    /** An option with the value written, where the sentence already says whose: {@code fuse = 'a'}, {@code fuse=a}. */
    public String quoted(String option, String value) {
        return readsPom ? option + " = '" + value + "'" : option + "=" + value;
    }

    /** An option with a value a message states: {@code depth = 3}, {@code depth=3}. */
    public String stated(String option, String value) {
        return readsPom ? option + " = " + value : option + "=" + value;
    }

    /** What follows "set" in advice: {@code method to rrf}, {@code method=rrf}. */
    public String setTo(String option, String value) {
        return readsPom ? option + " to " + value : option + "=" + value;
    }

    /**
     * An example of an option holding a list: a POM's element ({@code <fuse>a,b</fuse>}) or an entry of a line,
     * whose commas separate options, so the list is joined by {@code +} ({@code fuse=a+b}).
     */
    public String example(String option, String list) {
        return readsPom ? "<" + option + ">" + list + "</" + option + ">" : option + "=" + list.replace(',', '+');
    }
}
