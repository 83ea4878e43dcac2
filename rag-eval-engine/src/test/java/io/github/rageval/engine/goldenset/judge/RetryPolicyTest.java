package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The bound on one answer is a setting; the budget of a question makes room for every attempt it allows. */
class RetryPolicyTest {
    @Test
    void aLongerAnswerTimeoutGrowsTheBudgetToEveryAttemptTakenWhole() {
        RetryPolicy longer = RetryPolicy.DEFAULT.withAnswerTimeout(Duration.ofMinutes(10));

        assertThat(longer.answerTimeout()).isEqualTo(Duration.ofMinutes(10));
        assertThat(longer.budget()).isEqualTo(Duration.ofMinutes(50));
        assertThat(longer.attempts()).isEqualTo(RetryPolicy.DEFAULT.attempts());
    }

    @Test
    void aShorterAnswerTimeoutKeepsTheBudget() {
        RetryPolicy shorter = RetryPolicy.DEFAULT.withAnswerTimeout(Duration.ofSeconds(5));

        assertThat(shorter.answerTimeout()).isEqualTo(Duration.ofSeconds(5));
        assertThat(shorter.budget()).isEqualTo(RetryPolicy.DEFAULT.budget());
    }
}
