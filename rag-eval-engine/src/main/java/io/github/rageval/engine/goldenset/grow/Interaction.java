package io.github.rageval.engine.goldenset.grow;

/**
 * One result shown or clicked, as a query log records it: a plain record's {@code results} and {@code clicks}, or a
 * UBI event whose {@code action_name} is {@code impression} or {@code click}.
 *
 * @param kind shown or clicked
 * @param userQuery the question as the user typed it; null when a UBI event carries none (it is then joined to its
 *     query by {@code queryId})
 * @param queryId the UBI search the event belongs to; null for a plain record
 * @param docId the document shown or clicked
 * @param position where it was shown: 0 for the first result (a plain record's index in {@code results}, a UBI
 *     event's {@code event_attributes.position.ordinal} as logged)
 */
public record Interaction(Kind kind, String userQuery, String queryId, String docId, int position) {

    /** What happened to the result. */
    public enum Kind {
        /** The result was shown. */
        IMPRESSION,
        /** The result was clicked. */
        CLICK
    }
}
