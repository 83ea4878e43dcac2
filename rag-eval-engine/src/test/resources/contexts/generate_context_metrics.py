"""Reference outputs of ragas' non-LLM context metrics, for ContextMetricsParityTest.

The similarity is the real rapidfuzz (``1 - rapidfuzz.distance.Levenshtein.normalized_distance``), as ragas'
NonLLMStringSimilarity computes it with its default DistanceMeasure.LEVENSHTEIN. The metrics' scoring lines are
transcribed verbatim (ragas itself is not installed) from explodinggradients/ragas, commit
3e28e9dec93897f47a98065be4c62f6d072a45a7:

- src/ragas/metrics/_string.py, NonLLMStringSimilarity._single_turn_ascore;
- src/ragas/metrics/_context_precision.py, NonLLMContextPrecisionWithReference._single_turn_ascore and
  _calculate_average_precision, IDBasedContextPrecision._single_turn_ascore;
- src/ragas/metrics/_context_recall.py, NonLLMContextRecall._single_turn_ascore and _compute_score,
  IDBasedContextRecall._single_turn_ascore.

Only the async plumbing is dropped (SingleTurnSample, callbacks, logging); each similarity is called with
reference=rc, response=ref as ragas calls it. A case whose ragas code raises stores the exception's name instead of a
score; NaN is stored as null (JSON has no NaN).

The cases are generated: identical, near-identical and exactly-half-similar strings (to tell ``>=`` from ``>``),
empty strings and lists, duplicates, Unicode (accents, combining marks, CJK, astral emoji), long paragraphs, several
references, and seeded random mixes.

Usage: python generate_context_metrics.py <out.json>
"""
import json
import random
import sys

import numpy as np
import rapidfuzz
from rapidfuzz import distance

OUT = sys.argv[1]
SEED = 20261206
THRESHOLD = 0.5


# NonLLMStringSimilarity (_string.py), distance_measure = DistanceMeasure.LEVENSHTEIN
def similarity(reference, response):
    return 1 - distance.Levenshtein.normalized_distance(reference, response)


# NonLLMContextPrecisionWithReference (_context_precision.py)
def non_llm_context_precision(retrieved_contexts, reference_contexts):
    scores = []
    for rc in retrieved_contexts:
        scores.append(max([similarity(rc, ref) for ref in reference_contexts]))
    scores = [1 if score >= THRESHOLD else 0 for score in scores]
    return calculate_average_precision(scores)


def calculate_average_precision(verdict_list):
    score = np.nan

    denominator = sum(verdict_list) + 1e-10
    numerator = sum(
        [
            (sum(verdict_list[: i + 1]) / (i + 1)) * verdict_list[i]
            for i in range(len(verdict_list))
        ]
    )
    score = numerator / denominator
    return score


# NonLLMContextRecall (_context_recall.py)
def non_llm_context_recall(retrieved_contexts, reference_contexts):
    scores = []
    for ref in reference_contexts:
        scores.append(max([similarity(rc, ref) for rc in retrieved_contexts]))
    return compute_score(scores)


def compute_score(verdict_list):
    response = [1 if score > THRESHOLD else 0 for score in verdict_list]
    denom = len(response)
    numerator = sum(response)
    score = numerator / denom if denom > 0 else np.nan
    return score


# IDBasedContextPrecision (_context_precision.py)
def id_context_precision(retrieved_context_ids, reference_context_ids):
    retrieved_ids_set = set(str(id) for id in retrieved_context_ids)
    reference_ids_set = set(str(id) for id in reference_context_ids)
    total_retrieved = len(retrieved_ids_set)
    if total_retrieved == 0:
        return np.nan
    hits = sum(1 for ret_id in retrieved_ids_set if str(ret_id) in reference_ids_set)
    score = hits / total_retrieved
    return score


# IDBasedContextRecall (_context_recall.py)
def id_context_recall(retrieved_context_ids, reference_context_ids):
    retrieved_ids_set = set(str(id) for id in retrieved_context_ids)
    reference_ids_set = set(str(id) for id in reference_context_ids)
    hits = sum(1 for ref_id in reference_ids_set if str(ref_id) in retrieved_ids_set)
    total_refs = len(reference_ids_set)
    score = hits / total_refs if total_refs > 0 else np.nan
    return score


def outcome(function, *args):
    """The score (None for NaN), or the name of what the reference code raised."""
    try:
        value = float(function(*args))
    except Exception as error:  # the reference's own failure is the expected outcome
        return {"error": type(error).__name__}
    return {"value": None if value != value else value}


# Characters of every kind the similarity must count as one code point each.
ASCII = "abcdefghijklmnopqrstuvwxyz     ."
ACCENTS = "éèêàçöüßñ"
COMBINING = "\u0301\u0300\u0308"
CJK = "文字検索語義情報"
ASTRAL = "\U0001F600\U0001F680\U0001D11E\U00020BB7"
ALPHABETS = [ASCII, ASCII + ACCENTS, ASCII + COMBINING, CJK + " ", ASCII + ASTRAL, ASCII + ACCENTS + CJK + ASTRAL]


def text(rng, length, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(length))


def edited(rng, source, edits, alphabet):
    """source after edits random substitutions, insertions or deletions."""
    chars = list(source)
    for _ in range(edits):
        kind = rng.randrange(3)
        if kind == 0 and chars:
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
        elif kind == 1 or not chars:
            chars.insert(rng.randint(0, len(chars)), rng.choice(alphabet))
        else:
            del chars[rng.randrange(len(chars))]
    return "".join(chars)


def paragraph(rng, words):
    vocabulary = ["retrieval", "context", "answer", "the", "of", "a", "query", "document", "chunk", "score",
                  "relevant", "passage", "café", "naïve", "検索", "\U0001F600", "model", "index", "vector"]
    return " ".join(rng.choice(vocabulary) for _ in range(words))


def half_similar_pairs():
    """Pairs whose similarity is exactly 0.5 (distance half the longer length), and their neighbours."""
    return [
        ("abcd", "abxy"), ("ab", "a"), ("abcdef", "abcxyz"), ("aaaa", "aabb"), ("xy", ""), ("abcd", "ab"),
        ("\U0001F600a", "a"), ("éa", "a"), ("検索", "検"), ("e\u0301", "e"), ("abcde", "abxye"), ("abcde", "axyze"),
        ("abcdefg", "abcdxyz"), ("abcdefg", "abcxyzw"), ("abcdefgh", "abcdwxyz"), ("abcdefghi", "abcdwxyzv"),
        ("abcdefghij", "abcdevwxyz"), ("abcdefghijk", "abcdefwxyzv"),
    ]


def similarity_pairs(rng):
    pairs = [("", ""), ("a", ""), ("", "a"), ("same text", "same text"), ("kitten", "sitting"),
             ("flaw", "lawn"), ("é", "e\u0301"), ("\U0001F600", "\U0001F601"), ("\U0001F600\U0001F600", "\U0001F600"),
             ("文字検索", "文字情報"), ("naïve café", "naive cafe"), ("a" * 300, "a" * 299 + "b")]
    pairs += half_similar_pairs()
    for _ in range(150):
        alphabet = rng.choice(ALPHABETS)
        source = text(rng, rng.randint(0, 40), alphabet)
        pairs.append((source, edited(rng, source, rng.randint(0, max(1, len(source))), alphabet)))
    for _ in range(30):
        alphabet = rng.choice(ALPHABETS)
        pairs.append((text(rng, rng.randint(0, 12), alphabet), text(rng, rng.randint(0, 12), alphabet)))
    for _ in range(20):
        source = paragraph(rng, rng.randint(80, 300))
        pairs.append((source, edited(rng, source, rng.randint(0, len(source)), ASCII + ACCENTS + ASTRAL)))
    return pairs


def context_cases(rng):
    half = half_similar_pairs()
    cases = [
        ([], []), ([], ["ref"]), (["ret"], []), (["same"], ["same"]), (["same", "same"], ["same"]),
        (["abcd"], ["abxy"]), (["abxy"], ["abcd"]), (["abcd", "abcd"], ["abxy", "abxy"]),
        (["abcde"], ["abxye"]), (["abcde"], ["axyze"]), (["", ""], [""]), ([""], ["a"]), (["a"], [""]),
        (["zzzz", "abcd", "qqqq"], ["abxy"]), (["zzzz", "zzzz", "abcd"], ["abcd", "zzzz"]),
        (["\U0001F600a"], ["a"]), (["e\u0301"], ["é"]), (["文字検索"], ["文字情報", "検索"]),
    ]
    for left, right in half:
        cases.append(([left, "unrelated text"], [right]))
        cases.append(([right], [left, "other"]))
    for _ in range(250):
        alphabet = rng.choice(ALPHABETS)
        references = [text(rng, rng.randint(0, 30), alphabet) for _ in range(rng.randint(0, 4))]
        retrieved = []
        for _ in range(rng.randint(0, 8)):
            if references and rng.random() < 0.6:
                source = rng.choice(references)
                retrieved.append(edited(rng, source, rng.randint(0, max(1, len(source))), alphabet))
            elif retrieved and rng.random() < 0.2:
                retrieved.append(rng.choice(retrieved))
            else:
                retrieved.append(text(rng, rng.randint(0, 30), alphabet))
        cases.append((retrieved, references))
    for _ in range(12):
        references = [paragraph(rng, rng.randint(60, 200)) for _ in range(rng.randint(1, 3))]
        retrieved = [edited(rng, rng.choice(references), rng.randint(0, 600), ASCII) for _ in range(rng.randint(1, 4))]
        retrieved.append(paragraph(rng, 120))
        rng.shuffle(retrieved)
        cases.append((retrieved, references))
    return cases


def id_cases(rng):
    cases = [([], []), ([], ["a"]), (["a"], []), (["a", "a", "a"], ["a"]), (["a", "b"], ["b", "b", "c"]),
             (["1", "01"], ["1"]), (["x"], ["X"]), (["doc#1", "doc#2"], ["doc#2", "doc#3", "doc#4"])]
    for _ in range(200):
        pool = [f"d{i}" for i in range(rng.randint(1, 15))]
        retrieved = [rng.choice(pool) for _ in range(rng.randint(0, 12))]
        references = [rng.choice(pool) for _ in range(rng.randint(0, 6))]
        cases.append((retrieved, references))
    return cases


def main():
    rng = random.Random(SEED)
    similarities = [{"a": a, "b": b, "similarity": similarity(a, b)} for a, b in similarity_pairs(rng)]
    contexts = [{"retrieved": retrieved, "references": references,
                 "precision": outcome(non_llm_context_precision, retrieved, references),
                 "recall": outcome(non_llm_context_recall, retrieved, references)}
                for retrieved, references in context_cases(rng)]
    ids = [{"retrieved": retrieved, "references": references,
            "precision": outcome(id_context_precision, retrieved, references),
            "recall": outcome(id_context_recall, retrieved, references)}
           for retrieved, references in id_cases(rng)]
    with open(OUT, "w", encoding="utf-8") as out:
        json.dump({"rapidfuzz": rapidfuzz.__version__,
                   "ragas_commit": "3e28e9dec93897f47a98065be4c62f6d072a45a7",
                   "seed": SEED, "similarities": similarities, "contexts": contexts, "ids": ids}, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
