/**
 * Scores of a recorded answer against reference answers or the passages it was given, each in [0, 1] and each
 * computed exactly as the tool that defined it computes it (its normalisation, tokenisation and quirks included):
 *
 * <ul>
 *   <li>{@link io.github.rageval.engine.metrics.answers.SquadScores}: SQuAD v1.1's exact match and token F1, the best
 *       over the references (huggingface/evaluate {@code metrics/squad/compute_score.py}), on the text
 *       {@link io.github.rageval.engine.metrics.answers.SquadText} normalises;</li>
 *   <li>{@link io.github.rageval.engine.metrics.answers.RougeL}: ROUGE-L F-measure (longest common subsequence of
 *       tokens) as google-research's {@code rouge_score} computes it, optionally with its Porter stemmer
 *       ({@link io.github.rageval.engine.metrics.answers.PorterStemmer}, nltk's);</li>
 *   <li>{@link io.github.rageval.engine.metrics.answers.KnowledgeF1}: Knowledge F1 (Shuster et al. 2021), the token
 *       F1 between the answer and the knowledge it was given, as ParlAI computes it.</li>
 * </ul>
 *
 * <p>The generator {@code src/test/resources/answers/generate_answer_metrics.py} runs the references' own code on
 * generated cases (punctuation, articles, Unicode case and whitespace, empty texts, stemmer-sensitive words, seeded
 * mixes); the parity tests compare every value.
 */
package io.github.rageval.engine.metrics.answers;
