package com.example.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;

/** A team's own analysis chain, standing for its search cluster's: whitespace tokens, lowercased, nothing more. */
public class WholeLowercaseAnalyzer extends Analyzer {
    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer tokenizer = new WhitespaceTokenizer();
        TokenStream lowercased = new LowerCaseFilter(tokenizer);
        return new TokenStreamComponents(tokenizer, lowercased);
    }
}
