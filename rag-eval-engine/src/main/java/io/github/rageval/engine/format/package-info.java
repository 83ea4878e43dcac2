/**
 * Number and text formats shared by reports and messages: Python's float repr and list repr (the specification's
 * printed digits), fixed decimals, and escaping for HTML, Markdown and JSON strings.
 */
package io.github.rageval.engine.format;
