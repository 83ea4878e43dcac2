package com.example.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;

/** A team's analyzer whose public no-argument constructor throws: a bug of the project, not a missing constructor. */
public class UnlicensedAnalyzer extends Analyzer {
    public UnlicensedAnalyzer() {
        throw new IllegalStateException("no license");
    }

    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        return new TokenStreamComponents(new WhitespaceTokenizer());
    }
}
