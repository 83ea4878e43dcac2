package io.github.rageval.engine.metrics.answers;

import io.github.rageval.engine.retriever.text.PythonLowercase;
import io.github.rageval.engine.retriever.text.PythonText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * nltk's Porter stemmer ({@code nltk/stem/porter.py}, nltk 3.10.3), rule for rule and in each of its three modes:
 * Porter's published algorithm (M. Porter, "An algorithm for suffix stripping", Program 14(3), 1980), Martin
 * Porter's later extensions, and nltk's own (its default, and so the one {@code rouge_score}'s
 * {@code porter.PorterStemmer()} uses). Steps 1a, 1b, 1c, 2, 3, 4, 5a and 5b each remove or replace a suffix when
 * the rest of the word has the required <i>measure</i> m (the number of vowel-consonant runs, {@code [C](VC)^m[V]}).
 *
 * <p>Like nltk it lowercases the word first (Python's {@code str.lower()}). nltk indexes a word by code points, this
 * class by UTF-16 units, so the two agree on every word of the Basic Multilingual Plane (all {@code rouge_score}
 * stems are ASCII {@code [a-z0-9]} tokens); only the length test of the two extended modes counts code points.
 */
public final class PorterStemmer {
    /** nltk's {@code PorterStemmer.mode}. */
    public enum Mode {
        /** Faithful to the 1980 paper. */
        ORIGINAL_ALGORITHM,
        /** With the changes in Martin Porter's own implementations. */
        MARTIN_EXTENSIONS,
        /** nltk's default: Martin's changes and nltk's, plus a table of irregular forms. */
        NLTK_EXTENSIONS
    }

    /** nltk's {@code irregular_forms}, each form to its stem (NLTK_EXTENSIONS only). */
    private static final Map<String, String> IRREGULAR = Map.ofEntries(Map.entry("sky", "sky"),
            Map.entry("skies", "sky"), Map.entry("dying", "die"), Map.entry("lying", "lie"), Map.entry("tying", "tie"),
            Map.entry("news", "news"), Map.entry("innings", "inning"), Map.entry("inning", "inning"),
            Map.entry("outings", "outing"), Map.entry("outing", "outing"), Map.entry("cannings", "canning"),
            Map.entry("canning", "canning"), Map.entry("howe", "howe"), Map.entry("proceed", "proceed"),
            Map.entry("exceed", "exceed"), Map.entry("succeed", "succeed"));

    /** A suffix rule: the suffix ({@code "*d"}: a double consonant), its replacement, and when it applies. */
    private record Rule(String suffix, String replacement, Predicate<String> condition) {
    }

    private final Mode mode;

    public PorterStemmer(Mode mode) {
        this.mode = mode;
    }

    /** {@code PorterStemmer(mode).stem(word)}. */
    public String stem(String word) {
        String stem = PythonLowercase.lower(word);
        if (mode == Mode.NLTK_EXTENSIONS && IRREGULAR.containsKey(stem)) {
            return IRREGULAR.get(stem);
        }
        // nltk leaves words of one or two characters alone, which the paper does not
        if (mode != Mode.ORIGINAL_ALGORITHM && PythonText.length(word) <= 2) {
            return stem;
        }
        stem = step1a(stem);
        stem = step1b(stem);
        stem = step1c(stem);
        stem = step2(stem);
        stem = step3(stem);
        stem = step4(stem);
        stem = step5a(stem);
        return step5b(stem);
    }

    private static boolean isVowel(char c) {
        return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
    }

    /** A letter other than a vowel, and other than a {@code y} after a consonant. */
    private static boolean isConsonant(String word, int at) {
        int i = at;
        if (isVowel(word.charAt(i))) {
            return false;
        }
        if (word.charAt(i) != 'y') {
            return true;
        }
        // a run of y's alternates, the first one taking the opposite of the letter before the run
        boolean negate = false;
        while (i > 0 && word.charAt(i) == 'y') {
            negate = !negate;
            i--;
        }
        return !isVowel(word.charAt(i)) != negate;
    }

    /** m: the number of vowel-to-consonant changes. */
    private static int measure(String stem) {
        int count = 0;
        boolean previousVowel = false;
        for (int i = 0; i < stem.length(); i++) {
            boolean consonant = isConsonant(stem, i);
            if (consonant && previousVowel) {
                count++;
            }
            previousVowel = !consonant;
        }
        return count;
    }

    private static boolean hasPositiveMeasure(String stem) {
        return measure(stem) > 0;
    }

    private static boolean containsVowel(String stem) {
        for (int i = 0; i < stem.length(); i++) {
            if (!isConsonant(stem, i)) {
                return true;
            }
        }
        return false;
    }

    /** *d: ends with a double consonant. */
    private static boolean endsDoubleConsonant(String word) {
        int n = word.length();
        return n >= 2 && word.charAt(n - 1) == word.charAt(n - 2) && isConsonant(word, n - 1);
    }

    /** *o: ends consonant-vowel-consonant, the last not w, x or y (nltk: also a two-letter vowel-consonant word). */
    private boolean endsCvc(String word) {
        int n = word.length();
        if (n >= 3 && isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1)) {
            char last = word.charAt(n - 1);
            if (last != 'w' && last != 'x' && last != 'y') {
                return true;
            }
        }
        return mode == Mode.NLTK_EXTENSIONS && n == 2 && !isConsonant(word, 0) && isConsonant(word, 1);
    }

    private static String withoutSuffix(String word, String suffix) {
        return word.substring(0, word.length() - suffix.length());
    }

    /** The first rule whose suffix the word has decides: applied if its condition holds, else the word stays. */
    private static String applyFirst(String word, List<Rule> rules) {
        for (Rule rule : rules) {
            if (rule.suffix.equals("*d") && endsDoubleConsonant(word)) {
                String stem = word.substring(0, word.length() - 2);
                return rule.condition == null || rule.condition.test(stem) ? stem + rule.replacement : word;
            }
            if (word.endsWith(rule.suffix)) {
                String stem = withoutSuffix(word, rule.suffix);
                return rule.condition == null || rule.condition.test(stem) ? stem + rule.replacement : word;
            }
        }
        return word;
    }

    /** SSES to SS, IES to I, SS stays, S goes (nltk: a four-letter {@code -ies} word keeps {@code ie}). */
    private String step1a(String word) {
        if (mode == Mode.NLTK_EXTENSIONS && word.endsWith("ies") && word.length() == 4) {
            return withoutSuffix(word, "ies") + "ie";
        }
        return applyFirst(word, List.of(new Rule("sses", "ss", null), new Rule("ies", "i", null),
                new Rule("ss", "ss", null), new Rule("s", "", null)));
    }

    /** (m>0) EED to EE; (*v*) ED and ING go, then AT, BL, IZ gain an E, a double consonant halves, or CVC gains E. */
    private String step1b(String word) {
        if (mode == Mode.NLTK_EXTENSIONS && word.endsWith("ied")) {
            return withoutSuffix(word, "ied") + (word.length() == 4 ? "ie" : "i");
        }
        if (word.endsWith("eed")) {
            String stem = withoutSuffix(word, "eed");
            return measure(stem) > 0 ? stem + "ee" : word;
        }
        String intermediate = null;
        for (String suffix : List.of("ed", "ing")) {
            if (word.endsWith(suffix) && containsVowel(withoutSuffix(word, suffix))) {
                intermediate = withoutSuffix(word, suffix);
                break;
            }
        }
        if (intermediate == null) {
            return word;
        }
        char last = intermediate.charAt(intermediate.length() - 1);
        return applyFirst(intermediate, List.of(new Rule("at", "ate", null), new Rule("bl", "ble", null),
                new Rule("iz", "ize", null),
                new Rule("*d", String.valueOf(last), stem -> last != 'l' && last != 's' && last != 'z'),
                new Rule("", "e", stem -> measure(stem) == 1 && endsCvc(stem))));
    }

    /** Y to I after a vowel somewhere (nltk: right after a consonant that is not the whole stem). */
    private String step1c(String word) {
        Predicate<String> condition = mode == Mode.NLTK_EXTENSIONS
                ? stem -> stem.length() > 1 && isConsonant(stem, stem.length() - 1)
                : PorterStemmer::containsVowel;
        return applyFirst(word, List.of(new Rule("y", "i", condition)));
    }

    /** (m>0) double suffixes to single ones: ATIONAL to ATE, TIONAL to TION, ENCI to ENCE, ... */
    private String step2(String word) {
        if (mode == Mode.NLTK_EXTENSIONS && word.endsWith("alli") && hasPositiveMeasure(withoutSuffix(word, "alli"))) {
            // nltk applies ALLI to AL before the others, then step 2 again
            return step2(withoutSuffix(word, "alli") + "al");
        }
        Predicate<String> m = PorterStemmer::hasPositiveMeasure;
        List<Rule> rules = new ArrayList<>(List.of(new Rule("ational", "ate", m),
                new Rule("tional", "tion", m), new Rule("enci", "ence", m), new Rule("anci", "ance", m),
                new Rule("izer", "ize", m),
                mode == Mode.ORIGINAL_ALGORITHM ? new Rule("abli", "able", m) : new Rule("bli", "ble", m),
                new Rule("alli", "al", m), new Rule("entli", "ent", m), new Rule("eli", "e", m),
                new Rule("ousli", "ous", m), new Rule("ization", "ize", m), new Rule("ation", "ate", m),
                new Rule("ator", "ate", m), new Rule("alism", "al", m), new Rule("iveness", "ive", m),
                new Rule("fulness", "ful", m), new Rule("ousness", "ous", m), new Rule("aliti", "al", m),
                new Rule("iviti", "ive", m), new Rule("biliti", "ble", m)));
        if (mode == Mode.NLTK_EXTENSIONS) {
            rules.add(new Rule("fulli", "ful", m));
            // the l of LOGI stays with the stem, so that geo-, theo- work like archaeo-, philo-
            String withL = word.substring(0, Math.max(0, word.length() - 3));
            rules.add(new Rule("logi", "log", stem -> hasPositiveMeasure(withL)));
        }
        if (mode == Mode.MARTIN_EXTENSIONS) {
            rules.add(new Rule("logi", "log", m));
        }
        return applyFirst(word, rules);
    }

    /** (m>0) ICATE to IC, ATIVE goes, ALIZE to AL, ICITI to IC, ICAL to IC, FUL and NESS go. */
    private static String step3(String word) {
        Predicate<String> m = PorterStemmer::hasPositiveMeasure;
        return applyFirst(word, List.of(new Rule("icate", "ic", m), new Rule("ative", "", m),
                new Rule("alize", "al", m), new Rule("iciti", "ic", m), new Rule("ical", "ic", m),
                new Rule("ful", "", m), new Rule("ness", "", m)));
    }

    /** (m>1) the remaining suffixes go: AL, ANCE, ENCE, ER, IC, ..., ION after S or T, ..., IZE. */
    private static String step4(String word) {
        Predicate<String> m = stem -> measure(stem) > 1;
        return applyFirst(word, List.of(new Rule("al", "", m), new Rule("ance", "", m), new Rule("ence", "", m),
                new Rule("er", "", m), new Rule("ic", "", m), new Rule("able", "", m), new Rule("ible", "", m),
                new Rule("ant", "", m), new Rule("ement", "", m), new Rule("ment", "", m), new Rule("ent", "", m),
                new Rule("ion", "", stem -> measure(stem) > 1
                        && (stem.charAt(stem.length() - 1) == 's' || stem.charAt(stem.length() - 1) == 't')),
                new Rule("ou", "", m), new Rule("ism", "", m), new Rule("ate", "", m), new Rule("iti", "", m),
                new Rule("ous", "", m), new Rule("ive", "", m), new Rule("ize", "", m)));
    }

    /** (m>1) E goes; (m=1 and not *o) E goes. */
    private String step5a(String word) {
        if (word.endsWith("e")) {
            String stem = withoutSuffix(word, "e");
            if (measure(stem) > 1 || measure(stem) == 1 && !endsCvc(stem)) {
                return stem;
            }
        }
        return word;
    }

    /** (m>1 and *d and *L) a final double L halves. */
    private static String step5b(String word) {
        // the measure of the word less one l, not of the stem less both
        String lessOneL = word.substring(0, Math.max(0, word.length() - 1));
        return applyFirst(word, List.of(new Rule("ll", "l", stem -> measure(lessOneL) > 1)));
    }
}
