package io.github.rageval.engine.goldenset.judge;

import java.net.http.HttpHeaders;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How the judge waits before asking again after an answer that says "later" (HTTP 408, 429, 5xx, a timeout or a
 * dropped connection): the server's own {@code Retry-After} when it sends one (seconds or an HTTP date, RFC 9110
 * 10.2.3), otherwise exponential backoff with jitter (a wait drawn between half and all of {@code base * 2^(n-1)},
 * capped), so that many builds refused at once do not come back in step; every attempt ends within a whole-answer
 * timeout, and all the attempts and waits of one question within a total budget. A server asking to wait beyond what
 * is left of the budget is not waited for: the question fails at once, saying so.
 *
 * <p>The waits are not part of any report, so the jitter's randomness does not touch determinism.
 *
 * @param attempts how many times one question is asked at most
 * @param answerTimeout the whole answer's bound, headers and body (a body that trickles counts)
 * @param base the first backoff wait
 * @param cap the longest backoff wait
 * @param budget the bound on one question's attempts and waits together
 * @param sleeper how a wait is spent (a test records it)
 */
record RetryPolicy(int attempts, Duration answerTimeout, Duration base, Duration cap, Duration budget,
                   Sleeper sleeper) {
    /** What the judge uses: 5 attempts, 60 s per answer, waits from 1 s up to 30 s, 5 minutes per question. */
    static final RetryPolicy DEFAULT = new RetryPolicy(5, Duration.ofSeconds(60), Duration.ofSeconds(1),
            Duration.ofSeconds(30), Duration.ofMinutes(5), Thread::sleep);

    /**
     * This policy with another bound on one answer; the budget for a question grows to let every attempt take it
     * whole.
     */
    RetryPolicy withAnswerTimeout(Duration timeout) {
        Duration attemptsWhole = timeout.multipliedBy(attempts);
        return new RetryPolicy(attempts, timeout, base, cap, attemptsWhole.compareTo(budget) > 0 ? attemptsWhole
                : budget, sleeper);
    }

    /** Spends a wait. */
    @FunctionalInterface
    interface Sleeper {
        void sleep(long millis) throws InterruptedException;
    }

    /** Whether an HTTP status means "ask again later". */
    static boolean retried(int status) {
        return status == 408 || status == 429 || status >= 500;
    }

    /** The wait before attempt {@code next} (2, 3, ...): the server's {@code Retry-After}, or the backoff. */
    Duration wait(int next, Optional<HttpHeaders> headers, ZonedDateTime now) {
        OptionalLong asked = headers.flatMap(h -> h.firstValue("Retry-After")).map(value -> retryAfter(value, now))
                .orElse(OptionalLong.empty());
        if (asked.isPresent()) {
            return Duration.ofMillis(asked.getAsLong());
        }
        long ceiling = Math.min(cap.toMillis(), base.toMillis() << Math.min(next - 2, 20));
        long floor = ceiling / 2;
        return Duration.ofMillis(floor + (ceiling > floor ? ThreadLocalRandom.current().nextLong(ceiling - floor + 1)
                : 0));
    }

    /** A {@code Retry-After} value in milliseconds: delta-seconds or an HTTP date; empty when it is neither. */
    static OptionalLong retryAfter(String value, ZonedDateTime now) {
        String text = value.strip();
        if (text.matches("\\d{1,9}")) {
            return OptionalLong.of(Long.parseLong(text) * 1000);
        }
        try {
            ZonedDateTime at = ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME);
            return OptionalLong.of(Math.max(0, Duration.between(now, at).toMillis()));
        } catch (DateTimeParseException e) {
            return OptionalLong.empty();
        }
    }
}
