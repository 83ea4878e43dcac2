package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Shown;
import java.text.Normalizer;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the known id an unknown one equals after Unicode normalisation: NFC "café" (é as one code point) and NFD
 * "café" (e and a combining accent) look the same on screen, so "not in the corpus" reads as false. Ids stay exact,
 * as trec_eval compares them (nothing is normalised silently); this only says why two equal-looking ids differ.
 */
public final class UnicodeForms {
    private final Iterable<String> known;
    private Map<String, String> byNfc;

    /** @param known the ids an unknown id is compared with, read only when an id is unknown */
    public UnicodeForms(Iterable<String> known) {
        this.known = known;
    }

    /**
     * @param where whose id the known one is, e.g. {@code the corpus's}
     * @return e.g. {@code differs from the corpus's "café" only in Unicode normalisation (this one is NFD, that one
     *     NFC)}, or empty when no known id equals {@code id} after NFC
     */
    public Optional<String> explain(String id, String where) {
        String nfc = Normalizer.normalize(id, Normalizer.Form.NFC);
        if (byNfc == null) {
            byNfc = new HashMap<>();
            for (String other : known) {
                byNfc.putIfAbsent(Normalizer.normalize(other, Normalizer.Form.NFC), other);
            }
        }
        String match = byNfc.get(nfc);
        if (match == null || match.equals(id)) {
            return Optional.empty();
        }
        return Optional.of("differs from " + where + " \"" + Shown.value(match) + "\" only in Unicode normalisation"
                + " (this one is " + form(id) + ", that one " + form(match) + ")");
    }

    /** What to do about ids that differ only in normalisation, one sentence. */
    public static final String ADVICE = "Save both files in one Unicode normalisation form, NFC (most editors' and"
            + " languages' default): ids are compared exactly, as trec_eval compares them.";

    static String form(String text) {
        if (Normalizer.isNormalized(text, Normalizer.Form.NFC)) {
            return "NFC";
        }
        return Normalizer.isNormalized(text, Normalizer.Form.NFD) ? "NFD" : "in neither NFC nor NFD";
    }
}
