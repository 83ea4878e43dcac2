/**
 * The measures, exact as trec_eval computes them: precision, recall, reciprocal rank and hit at k, and at cutoffs
 * nDCG, MAP, P, recall and success, with R-precision; the measures of unjudged documents (unj, ir_measures' judged,
 * num_nonrel_judged_ret, bpref, infAP, rbp and its residual) over the three judgment states; graded relevance;
 * compensated means; and the Evaluator that scores every ranked list against its judgments, on several threads.
 */
package io.github.rageval.engine.metrics;
