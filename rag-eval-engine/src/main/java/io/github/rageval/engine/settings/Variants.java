package io.github.rageval.engine.settings;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.fusion.HybridSettings;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The retrievers a build compares ({@code variants}) and the one whose results the gate holds ({@code gateVariant}).
 * Empty: the build evaluates its one {@code retriever}, as without this feature.
 *
 * @param list the variants, in report order
 * @param gate the name of the gated variant; null or blank for the first
 */
public record Variants(List<Variant> list, String gate) {
    /** No variants: the build's own retriever. */
    public static final Variants NONE = new Variants(List.of(), null);
    /** What a variant's name may hold: it is a column in reports and an entry of one-line settings. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");
    /** How a variant's chunking is written on its line: options named {@code chunking.} ({@link VariantDefinition}). */
    private static final String LINE_CHUNKING = "chunking.*";

    public Variants {
        list = list == null ? List.of() : List.copyOf(list);
        gate = gate == null || gate.isBlank() ? null : gate.trim();
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    /** The variant the gate holds: the one {@code gate} names, else the first. */
    public Variant gateVariant() {
        return gate == null ? list.get(0) : byName(gate).orElseThrow();
    }

    public Optional<Variant> byName(String name) {
        return list.stream().filter(v -> v.name().equals(name)).findFirst();
    }

    /**
     * Checks everything that can be checked before any file is read: names well formed and unique, the gate
     * variant known, each retriever known with its options, and each hybrid fusing other, non-hybrid, variants.
     *
     * @throws ConfigurationException naming the variant and what to change
     */
    public void check() throws ConfigurationException {
        check(SettingWords.PARAMETERS);
    }

    /** As {@link #check()}, messages naming the settings in the words of the front end that set them. */
    public void check(SettingWords words) throws ConfigurationException {
        String gateVariant = words.name(GoalSettings.GATE_VARIANT);
        if (list.isEmpty()) {
            if (gate != null) {
                throw new ConfigurationException(words.valued(GoalSettings.GATE_VARIANT,
                        gate) + " is set but no"
                        + " variants are configured. Configure " + words.name(GoalSettings.VARIANTS)
                                + ", or remove "
                        + gateVariant + ".");
            }
            return;
        }
        Set<String> names = new HashSet<>();
        for (Variant variant : list) {
            if (!NAME.matcher(variant.name()).matches()) {
                throw new ConfigurationException("variant name '" + variant.name() + "' is not allowed. Give each"
                        + " variant a " + (words.readsPom() ? "<name>" : "name")
                                + " of letters, digits, '_', '.' or '-' (starting with a letter or digit),"
                        + " e.g. bm25-chunked.");
            }
            if (!names.add(variant.name())) {
                throw new ConfigurationException("two variants are named '" + variant.name() + "'. Give each"
                        + " variant its own name: reports and " + gateVariant + " tell them apart by it.");
            }
        }
        if (gate != null && byName(gate).isEmpty()) {
            String suggestion = RetrieverOptions.closest(gate, list.stream().map(Variant::name).toList())
                    .map(s -> " Did you mean " + s + "?").orElse("");
            throw new ConfigurationException(words.valued(GoalSettings.GATE_VARIANT, gate)
                    + " names no variant."
                    + suggestion + " Name one of " + String.join(", ", list.stream().map(Variant::name).toList())
                    + ", or remove " + gateVariant + " to gate the first.");
        }
        for (Variant variant : list) {
            try {
                if (variant.isHybrid()) {
                    fusion(variant);
                } else {
                    checkRetriever(variant, words);
                }
            } catch (ConfigurationException e) {
                throw new ConfigurationException("variant '" + variant.name() + "': " + e.getMessage(), e);
            }
        }
    }

    /**
     * A variant's retriever and options, named as the user wrote the variant: Maven's elements
     * ({@code retriever = 'bm2'}, {@code chunking}), or its entry of the variants line ({@code --variants b:bm2}, its
     * {@code chunking.*} options).
     */
    private static void checkRetriever(Variant variant, SettingWords words) throws ConfigurationException {
        if (words.readsPom()) {
            Retrievers.check(variant.retriever());
            return;
        }
        Retrievers.check(variant.retriever(), new SettingWords() {
            @Override
            public String name(GoalSetting setting) {
                return setting == GoalSettings.CHUNKING ? LINE_CHUNKING : setting == GoalSettings.RETRIEVER_OPTIONS
                        ? variant.retriever().optionWords().options() : words.name(setting);
            }

            @Override
            public String valued(GoalSetting setting, String value) {
                return setting == GoalSettings.RETRIEVER ? words.name(GoalSettings.VARIANTS) + " " + variant.name()
                        + ":" + Shown.value(value) : words.valued(setting, value);
            }

            @Override
            public String assignment(GoalSetting setting, String value) {
                return words.assignment(setting, value);
            }

            @Override
            public String command(Goal goal) {
                return words.command(goal);
            }
        });
    }

    /** The hybrid variant's settings, its inputs checked against the other variants. */
    public HybridSettings fusion(Variant hybrid) throws ConfigurationException {
        OptionWords optionWords = hybrid.retriever().optionWords();
        HybridSettings settings = HybridSettings.parse(new RetrieverOptions(HybridSettings.NAME,
                hybrid.retriever().options(), List.of(), null, optionWords));
        if (hybrid.retriever().chunking() != null) {
            String chunking = optionWords.readsPom() ? GoalSettings.CHUNKING.name() : LINE_CHUNKING;
            throw new ConfigurationException(chunking + " is set on a hybrid variant, which fuses the rankings of"
                    + " other variants and so cuts nothing itself. Set " + chunking + " on the variants it fuses.");
        }
        for (String input : settings.fuse()) {
            Optional<Variant> fused = byName(input);
            if (fused.isEmpty()) {
                String suggestion = RetrieverOptions.closest(input, list.stream().map(Variant::name).toList())
                        .map(s -> " Did you mean " + s + "?").orElse("");
                throw new ConfigurationException("fuse names '" + input + "', which is no variant of this build."
                        + suggestion + " Name other variants, e.g. " + optionWords.example(HybridSettings.FUSE,
                        String.join(",", list.stream().filter(v -> !v.isHybrid()).map(Variant::name).limit(2)
                                .toList())) + ".");
            }
            if (fused.get().isHybrid()) {
                throw new ConfigurationException("fuse names '" + input + "', which is itself a hybrid variant."
                        + " Fuse retrieving variants only; to fuse more of them, name them all in one fuse.");
            }
        }
        return settings;
    }

    /**
     * A variant's settings as report.json and the baseline record them: a retriever's own ({@link
     * Retrievers#describe}); for a hybrid, its fusion settings followed by each fused variant's, prefixed
     * {@code <name>.}, so that changing an input changes the hybrid's fingerprint too.
     */
    public Map<String, Object> describe(Variant variant) throws ConfigurationException {
        if (!variant.isHybrid()) {
            return Retrievers.describe(variant.retriever());
        }
        HybridSettings fusion = fusion(variant);
        Map<String, Object> settings = new LinkedHashMap<>(fusion.describe());
        for (String input : fusion.fuse()) {
            Retrievers.describe(byName(input).orElseThrow().retriever())
                    .forEach((key, value) -> settings.put(input + "." + key, value));
        }
        return settings;
    }
}
