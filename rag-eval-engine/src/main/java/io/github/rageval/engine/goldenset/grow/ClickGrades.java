package io.github.rageval.engine.goldenset.grow;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The cut points that turn a COEC into a grade ({@code clickGrades}): {@code 0.5:1,1:2,2:3} grades a COEC from 0.5
 * 1, from 1 2, from 2 3, and below 0.5 0 (judged not relevant). The COECs rise and so do the grades, each grade 1 or
 * more.
 *
 * @param cuts from the lowest COEC up
 */
public record ClickGrades(List<Cut> cuts) {
    private static final Pattern CUT = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*:\\s*(\\d{1,4})\\s*");

    /**
     * One cut point.
     *
     * @param from the lowest COEC given the grade
     * @param grade the grade
     */
    public record Cut(BigDecimal from, int grade) {
    }

    public ClickGrades {
        cuts = List.copyOf(cuts);
    }

    /** The cut points written, or empty when they are not rising pairs {@code coec:grade} with grades from 1. */
    public static Optional<ClickGrades> parse(String text) {
        List<Cut> cuts = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            Matcher matcher = CUT.matcher(part);
            if (!matcher.matches()) {
                return Optional.empty();
            }
            Cut cut = new Cut(new BigDecimal(matcher.group(1)), Integer.parseInt(matcher.group(2)));
            Cut before = cuts.isEmpty() ? null : cuts.get(cuts.size() - 1);
            boolean rising = before == null ? cut.from().signum() > 0 && cut.grade() >= 1
                    : cut.from().compareTo(before.from()) > 0 && cut.grade() > before.grade();
            if (!rising) {
                return Optional.empty();
            }
            cuts.add(cut);
        }
        return Optional.of(new ClickGrades(cuts));
    }

    /** The grade of the highest cut the COEC reaches; 0 below the first. */
    public int grade(BigDecimal coec) {
        int grade = 0;
        for (Cut cut : cuts) {
            if (coec.compareTo(cut.from()) >= 0) {
                grade = cut.grade();
            }
        }
        return grade;
    }
}
