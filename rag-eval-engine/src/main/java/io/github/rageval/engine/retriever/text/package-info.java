/**
 * Text analysis as scikit-learn's word analyzer does it: Python's lowercasing, the token pattern as a Python
 * regular expression translated to Java with Python's Unicode classes, and a fast scanner for the default pattern
 * that gives the same tokens without a regex engine.
 */
package io.github.rageval.engine.retriever.text;
