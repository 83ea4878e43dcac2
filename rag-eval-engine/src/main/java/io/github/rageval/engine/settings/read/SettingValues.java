package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.VariantDefinition;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a goal was given, by setting name ({@link GoalSettings}), from whichever front end collected it, before anything
 * is typed or checked. Two things are kept apart because a value cannot tell them: the values (a Maven parameter
 * holds its default when nothing was written) and the settings the user wrote, with where each came from
 * ({@link Origin}). A map setting may have two values, the POM's map and its one-line form, the line applied over the
 * map entry by entry; {@code variants} likewise has the POM's list and its line.
 */
public final class SettingValues {
    private final Map<String, String> texts;
    private final Map<String, Map<String, String>> maps;
    private final List<VariantDefinition> variants;
    private final Map<String, Origin> written;

    private SettingValues(Builder builder) {
        texts = Collections.unmodifiableMap(new LinkedHashMap<>(builder.texts));
        maps = Collections.unmodifiableMap(new LinkedHashMap<>(builder.maps));
        variants = List.copyOf(builder.variants);
        written = Collections.unmodifiableMap(new TreeMap<>(builder.written));
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The text a setting holds: its one-line form for a map setting; empty when it holds none. */
    public Optional<String> text(String name) {
        return Optional.ofNullable(texts.get(name));
    }

    /** A map setting's POM map, as Maven filled it (null values for empty elements); null when there is none. */
    public Map<String, String> map(String name) {
        return maps.get(name);
    }

    /** The POM's {@code <variants>}, in order; empty when there are none. */
    public List<VariantDefinition> variants() {
        return variants;
    }

    /** Every setting the user wrote, default value or not, with where it came from. */
    public Map<String, Origin> written() {
        return written;
    }

    /** Whether the user wrote the setting (from anywhere). */
    public boolean isWritten(String name) {
        return written.containsKey(name);
    }

    /** The settings the user wrote where they can take them away ({@link Origin#OWN}). */
    public Set<String> writtenOwn() {
        Set<String> own = new TreeSet<>();
        written.forEach((name, origin) -> {
            if (origin == Origin.OWN) {
                own.add(name);
            }
        });
        return own;
    }

    /** Collects the values; a name that is no setting of the table is a programming error. */
    public static final class Builder {
        private final Map<String, String> texts = new LinkedHashMap<>();
        private final Map<String, Map<String, String>> maps = new LinkedHashMap<>();
        private final List<VariantDefinition> variants = new java.util.ArrayList<>();
        private final Map<String, Origin> written = new LinkedHashMap<>();

        private Builder() {
        }

        /** The text a setting holds; null is none. */
        public Builder text(String name, String value) {
            requireSetting(name);
            if (value != null) {
                texts.put(name, value);
            }
            return this;
        }

        /** A map setting's POM map; null is none. */
        public Builder map(String name, Map<String, String> map) {
            requireSetting(name);
            if (map != null) {
                maps.put(name, new LinkedHashMap<>(map));
            }
            return this;
        }

        /** The POM's variants. */
        public Builder variants(List<VariantDefinition> list) {
            if (list != null) {
                variants.addAll(list);
            }
            return this;
        }

        /** The user wrote this setting, here; written twice, the own place wins (it is the one to correct). */
        public Builder written(String name, Origin origin) {
            requireSetting(name);
            written.merge(name, origin, (before, now) -> before == Origin.OWN || now == Origin.OWN ? Origin.OWN
                    : Origin.REACHING);
            return this;
        }

        public SettingValues build() {
            return new SettingValues(this);
        }

        private static void requireSetting(String name) {
            if (GoalSettings.ALL.stream().noneMatch(setting -> setting.name().equals(name))) {
                throw new IllegalArgumentException("no setting named " + name);
            }
        }
    }
}
