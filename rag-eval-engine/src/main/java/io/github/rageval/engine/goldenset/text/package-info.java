/**
 * JSON and JSON Lines texts edited in place: where each object and each of its fields lie in the text, how the text
 * is laid out around an edit, and edits that replace only the characters they name, so that a file a person keeps
 * (a golden set, a pool being graded) changes where a grade goes and nowhere else.
 */
package io.github.rageval.engine.goldenset.text;
