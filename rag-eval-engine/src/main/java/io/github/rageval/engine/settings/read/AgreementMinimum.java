package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.math.BigDecimal;

/**
 * {@code minJudgeAgreement} as the goals that ask a judge read it (judge, faithfulness): a Cohen's kappa, a plain
 * decimal from -1 to 1, or unset.
 */
final class AgreementMinimum {
    private AgreementMinimum() {
    }

    /** @return the least kappa asked for, or null when the setting is unset (the agreement reported only) */
    static BigDecimal read(TypedValues typed) throws ConfigurationException {
        FrontEnd frontEnd = typed.frontEnd();
        String written = typed.text(GoalSettings.MIN_JUDGE_AGREEMENT);
        if (written == null) {
            return null;
        }
        BigDecimal minimum;
        try {
            minimum = PlainDecimal.parse(written.trim());
        } catch (NumberFormatException e) {
            throw new ConfigurationException(frontEnd.valued(GoalSettings.MIN_JUDGE_AGREEMENT, written) + " "
                    + e.getMessage() + ". Write a Cohen's kappa from -1 to 1, such as 0.6.");
        }
        if (minimum.compareTo(BigDecimal.ONE) > 0 || minimum.compareTo(BigDecimal.ONE.negate()) < 0) {
            throw new ConfigurationException(frontEnd.valued(GoalSettings.MIN_JUDGE_AGREEMENT, written) + " is"
                    + " not a Cohen's kappa: write one from -1 to 1, such as 0.6 (1 is perfect agreement, 0 that of"
                    + " chance).");
        }
        return minimum;
    }
}
