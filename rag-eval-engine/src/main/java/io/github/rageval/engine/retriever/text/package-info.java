/**
 * Text analysis as scikit-learn's word analyzer does it: Python's lowercasing, the token pattern as a Python
 * regular expression translated to Java with Python's Unicode classes, and a fast scanner for the default pattern
 * that gives the same tokens without a regex engine; and what Python 3 does with a {@code str} on code points (its
 * length, whitespace, word characters, {@code split}, {@code strip} and order), for every port of a Python tool
 * that must cut, split or lowercase text exactly as the tool does.
 */
package io.github.rageval.engine.retriever.text;
