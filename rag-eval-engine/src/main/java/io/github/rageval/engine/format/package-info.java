/**
 * Number and text formats shared by reports and messages: Python's float repr and list repr (the specification's
 * printed digits), fixed decimals, escaping for HTML, Markdown and JSON strings, and how messages name an entry of a
 * map setting as the user wrote it.
 */
package io.github.rageval.engine.format;
