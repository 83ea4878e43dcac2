package io.github.rageval.engine.config;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.Set;
import java.util.function.Function;

/**
 * Settings the user wrote where another setting they wrote makes them unread: a {@code corpus} beside a BEIR folder
 * that holds its own, a {@code goldenDataset} beside {@code qrels} that judge the run instead. Most of these settings
 * have defaults, so their values cannot tell whether the user wrote them; what was written can (the command line's
 * options, the POM's elements and the {@code -D} properties). One rule for the command line and the goals, in their
 * own names for the settings.
 */
public final class UnreadSettings {
    private UnreadSettings() {
    }

    /**
     * @param written the names ({@link GoalSetting#name()}) of the settings the user wrote, default value or not
     * @param shown how a setting is named in the message: its option on the command line, its parameter in Maven
     * @throws ConfigurationException for the first setting that would be ignored
     */
    public static void check(Set<String> written, Function<GoalSetting, String> shown)
            throws ConfigurationException {
        Function<String, String> name = setting -> shown.apply(GoalSettings.named(setting).orElseThrow());
        if (written.contains("beir") && (written.contains("corpus") || written.contains("goldenDataset"))) {
            throw new ConfigurationException(name.apply("beir") + " names a folder holding both the corpus and the"
                    + " judgments: give it without " + name.apply("corpus") + " and " + name.apply("goldenDataset")
                    + ".");
        }
        if (written.contains("beirSplit") && !written.contains("beir")) {
            throw new ConfigurationException(name.apply("beirSplit") + " names a qrels split of a BEIR folder, but "
                    + name.apply("beir") + " is not given: the split would be ignored. Give " + name.apply("beir")
                    + " too, or remove " + name.apply("beirSplit") + ".");
        }
        if (written.contains("qrels") && written.contains("beir")) {
            throw new ConfigurationException(name.apply("qrels") + " and " + name.apply("beir") + " both give the"
                    + " judgments of the run, and a run reads nothing else of a BEIR folder: "
                    + name.apply("beir") + " would be ignored. Give one of them.");
        }
        if (written.contains("qrels") && written.contains("goldenDataset")) {
            throw new ConfigurationException(name.apply("qrels") + " and " + name.apply("goldenDataset") + " both"
                    + " give the judgments of the run: " + name.apply("goldenDataset") + " would be ignored. Give"
                    + " one of them.");
        }
    }
}
