"""Reference outputs of the answer metrics, for AnswerMetricsParityTest and PorterStemmerParityTest.

Runs, on generated (prediction, references) cases, the code each Java class reproduces:

- SQuAD v1.1's normalize_answer / exact_match_score / f1_score / metric_max_over_ground_truths, copied verbatim
  below from huggingface/evaluate metrics/squad/compute_score.py (commit a7dd338386a4fae9a1767e05eb9ef9479513d9e8;
  the file is unchanged since 86baf122193975dc4a910a6f1fabf0cbaeaf8cd7);
- ROUGE-L F-measure as google-research's rouge_score computes it: rouge/tokenize.py tokenize (commit
  7ce52c05d1ef3f54233faf14772609f45994a7ae), rouge/tokenizers.py DefaultTokenizer (commit
  30adf0ec5f35f9609c2f1d896005e184195d9146: porter.PorterStemmer() when use_stemmer, nltk's default mode
  NLTK_EXTENSIONS), rouge/rouge_scorer.py _score_lcs and _lcs_table (commit
  61ce9f0ca76025dac5b671c0631e443a9975a8a3), rouge/scoring.py fmeasure (commit
  0b7b841b4d58aac0854fd6daa3f80ea2724d14b3), and RougeScorer.score_multi (rouge-score 0.1.2: the score of the
  target whose fmeasure np.argmax picks), transcribed below since rouge-score is not installed here; the stemmer is
  nltk's own PorterStemmer;
- ParlAI's F1Metric.compute with its own normalize_answer, copied below from facebookresearch/ParlAI
  parlai/core/metrics.py (commit a29567f7ce76992fd1f03c51ba9e3b155a37ea51, unchanged since
  25df082053a549d3d2fd51fe7a48c882f675bdc5; its normalize_answer renamed beside SQuAD's, F1Metric's metric objects
  left out), on the knowledge string of the 'knowledge_f1_docs' metric of parlai/tasks/wizard_of_internet/agents.py
  (same commit): the documents joined by ' '. ParlAI's normalize_answer is not SQuAD's: it replaces each mark by a
  space where SQuAD deletes it.

It also stores nltk's Porter stems, in each of its three modes, of every distinct word of the cases plus a seeded
sample built from English stems and suffixes.

Usage: python generate_answer_metrics.py <out folder>   (needs nltk; written with nltk 3.10.3, Python 3.11)
"""
import json
import random
import re
import string
import sys
from collections import Counter

import nltk
from nltk.stem import porter

SEED = 20261206
OUT = sys.argv[1]


# ---- huggingface/evaluate metrics/squad/compute_score.py, verbatim -------------------------------------------------
def normalize_answer(s):
    """Lower text and remove punctuation, articles and extra whitespace."""

    def remove_articles(text):
        return re.sub(r"\b(a|an|the)\b", " ", text)

    def white_space_fix(text):
        return " ".join(text.split())

    def remove_punc(text):
        exclude = set(string.punctuation)
        return "".join(ch for ch in text if ch not in exclude)

    def lower(text):
        return text.lower()

    return white_space_fix(remove_articles(remove_punc(lower(s))))


def f1_score(prediction, ground_truth):
    prediction_tokens = normalize_answer(prediction).split()
    ground_truth_tokens = normalize_answer(ground_truth).split()
    common = Counter(prediction_tokens) & Counter(ground_truth_tokens)
    num_same = sum(common.values())
    if num_same == 0:
        return 0
    precision = 1.0 * num_same / len(prediction_tokens)
    recall = 1.0 * num_same / len(ground_truth_tokens)
    f1 = (2 * precision * recall) / (precision + recall)
    return f1


def exact_match_score(prediction, ground_truth):
    return normalize_answer(prediction) == normalize_answer(ground_truth)


def metric_max_over_ground_truths(metric_fn, prediction, ground_truths):
    scores_for_ground_truths = []
    for ground_truth in ground_truths:
        score = metric_fn(prediction, ground_truth)
        scores_for_ground_truths.append(score)
    return max(scores_for_ground_truths)


# ---- facebookresearch/ParlAI parlai/core/metrics.py (F1Metric's static methods as functions) ----------------------
re_art = re.compile(r'\b(a|an|the)\b')
re_punc = re.compile(r'[!"#$%&()*+,-./:;<=>?@\[\]\\^`{|}~_\']')


def parlai_normalize_answer(s):
    """
    Lower text and remove punctuation, articles and extra whitespace.
    """

    s = s.lower()
    s = re_punc.sub(' ', s)
    s = re_art.sub(' ', s)
    # TODO: this could almost certainly be faster with a regex \s+ -> ' '
    s = ' '.join(s.split())
    return s


def _prec_recall_f1_score(pred_items, gold_items):
    common = Counter(gold_items) & Counter(pred_items)
    num_same = sum(common.values())
    if num_same == 0:
        return 0, 0, 0
    precision = 1.0 * num_same / len(pred_items)
    recall = 1.0 * num_same / len(gold_items)
    f1 = (2 * precision * recall) / (precision + recall)
    return precision, recall, f1


def parlai_f1_compute(guess, answers):
    """F1Metric.compute(guess, answers) without the metric wrapper: the max f1 it wraps."""
    g_tokens = parlai_normalize_answer(guess).split()
    scores = [
        _prec_recall_f1_score(g_tokens, parlai_normalize_answer(a).split())
        for a in answers
    ]
    max_p, max_r, max_f1 = 0, 0, 0
    for p, r, f1 in scores:
        max_p, max_r, max_f1 = max(max_p, p), max(max_r, r), max(f1, max_f1)
    return max_f1


def knowledge_f1(response, documents):
    """wizard_of_internet's 'knowledge_f1_docs': F1Metric.compute(resp, [' '.join(docs)])."""
    return parlai_f1_compute(response, [' '.join(documents)])


# ---- google-research rouge, transcribed -----------------------------------------------------------------------------
def rouge_tokenize(text, stemmer):
    # rouge/tokenize.py tokenize
    text = text.lower()
    text = re.sub(r"[^a-z0-9]+", " ", text)
    tokens = re.split(r"\s+", text)
    if stemmer:
        tokens = [stemmer.stem(x) if len(x) > 3 else x for x in tokens]
    tokens = [x for x in tokens if re.match(r"^[a-z0-9]+$", x)]
    return tokens


def _lcs_table(ref, can):
    # rouge/rouge_scorer.py _lcs_table
    rows = len(ref)
    cols = len(can)
    lcs_table = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(1, rows + 1):
        for j in range(1, cols + 1):
            if ref[i - 1] == can[j - 1]:
                lcs_table[i][j] = lcs_table[i - 1][j - 1] + 1
            else:
                lcs_table[i][j] = max(lcs_table[i - 1][j], lcs_table[i][j - 1])
    return lcs_table


def fmeasure(precision, recall):
    # rouge/scoring.py fmeasure
    if precision + recall > 0:
        return 2 * precision * recall / (precision + recall)
    else:
        return 0.0


def _score_lcs_fmeasure(target_tokens, prediction_tokens):
    # rouge/rouge_scorer.py _score_lcs, its fmeasure
    if not target_tokens or not prediction_tokens:
        return 0
    lcs_length = _lcs_table(target_tokens, prediction_tokens)[-1][-1]
    precision = lcs_length / len(prediction_tokens)
    recall = lcs_length / len(target_tokens)
    return fmeasure(precision, recall)


def rouge_l(target, prediction, stemmer):
    return _score_lcs_fmeasure(rouge_tokenize(target, stemmer), rouge_tokenize(prediction, stemmer))


def rouge_l_multi(targets, prediction, stemmer):
    # RougeScorer.score_multi: index = np.argmax([s[k].fmeasure for s in score_dicts]); the first maximum
    scores = [rouge_l(t, prediction, stemmer) for t in targets]
    return scores[scores.index(max(scores))]


# ---- generated cases ------------------------------------------------------------------------------------------------
FIXED = [
    # punctuation, every ASCII mark, and marks outside string.punctuation
    ("Hello, world!", ["hello world"]),
    ("don't stop-believing (1999)", ["dont stopbelieving 1999", "don t stop believing 1999"]),
    (string.punctuation, [""]),
    ("a" + string.punctuation + "b", ["ab", "a b"]),
    ("“Quoted” — dash… ¿qué? «guillemets»", ["quoted dash qué guillemets", "“quoted” — dash… ¿qué? «guillemets»"]),
    ("under_score snake_case_name", ["underscore snakecasename", "under score"]),
    # articles at edges, inside words, capitalised, next to underscores, digits and marks
    ("the", ["the"]),
    ("a", [""]),
    ("An apple a day", ["apple day"]),
    ("The theatre then thereafter", ["theatre then thereafter"]),
    ("THE A AN", ["", "an"]),
    ("a_the an_a the_", ["athe ana the"]),
    ("the1 1the a2 2a an3", ["the1 1the a2 2a an3"]),
    ("the.cat a-b an/c", ["thecat ab anc", "cat b c"]),
    ("ana banana a a a", ["ana banana"]),
    ("tHe cAt", ["cat"]),
    ("the²the ½a Ⅻthe", ["the²the ½a ⅻthe"]),
    ("thé the\u0301 a\u0300 an\u0308", ["thé", "the\u0301 a\u0300 an\u0308"]),
    ("the\u00a0cat\u2003a\u3000dog", ["cat dog"]),
    ("the\u200bcat a\u2060b", ["the\u200bcat a\u2060b", "cat b"]),
    ("ÀN the Ça", ["àn ça"]),
    # Unicode case: final sigma, dotted and dotless I, sharp s, ligatures, titlecase digraphs, Kelvin sign
    ("ΟΔΟΣ ΟΔΟΣ.", ["οδος οδος"]),
    ("ΣΑΣ Σ ΑΣ'Β ΟΔΟΣ_ΟΔΟΣ", ["σας σ ας'β οδος_οδοσ", "σασ σ ασβ οδοσοδοσ"]),
    ("İstanbul ISTANBUL ıstanbul", ["i̇stanbul istanbul ıstanbul", "istanbul"]),
    ("Straße STRASSE ẞ", ["straße strasse ß"]),
    ("ﬁne ﬂow ﬀ Ǆ ǅ ǆ", ["ﬁne ﬂow ﬀ ǆ ǆ ǆ", "fine flow"]),
    ("\u212a Kelvin \u2126", ["k kelvin ω"]),
    # scripts without spaces, emoji and symbols
    ("東京 the 大阪", ["東京 大阪", "東京大阪"]),
    ("👍 the 🎉 a 👍", ["👍 🎉 👍"]),
    ("𝐀 the 𝐁", ["𝐀 𝐁"]),
    ("ǀa the", ["ǀa"]),
    # whitespace Python splits on and Java's \s does not know, and characters that are not whitespace
    ("one\u001ctwo\u001dthree\u001efour\u001ffive", ["one two three four five"]),
    ("one\u0085two\u2028three\u2029four\u000bfive\u000cSix", ["one two three four five six"]),
    ("one\u180etwo \ufeffthree", ["one\u180etwo \ufeffthree", "one two three"]),
    ("\t\n the \r\n", [""]),
    # empty prediction and references
    ("", [""]),
    ("", ["something"]),
    ("something", [""]),
    ("   ", ["the a an", "!!!"]),
    ("...", ["", "x"]),
    # several references, repeated tokens, numbers
    ("Barack Obama", ["Obama", "President Barack Obama", "barack obama"]),
    ("1,000,000 dollars", ["1000000 dollars", "one million dollars"]),
    ("3.14 is pi", ["314 pi", "3 14 is pi"]),
    ("the the the cat cat", ["cat the cat cat", "cat"]),
    ("cat cat dog", ["cat dog dog", "dog cat", "cat cat dog"]),
    # stemmer-sensitive words
    ("running runs ran runner", ["run runs running"]),
    ("generalization generalizations generalize", ["generalizations", "general"]),
    ("caresses ponies ties caress cats", ["caress poni ti"]),
    ("feed agreed plastered bled motoring sing", ["feed agree plaster bled motor sing"]),
    ("conflated troubled sized hopping tanned falling hissing fizzed failing filing", ["conflate trouble size hop"]),
    ("happy sky spy fly try enjoy", ["happi sky"]),
    ("relational conditional rational valenci hesitanci digitizer conformabli radicalli", ["relate condition"]),
    ("dying lying tying news innings outings cannings howe proceed exceed succeed", ["die lie tie news inning"]),
    ("flies dies spied died skies", ["fli die spi"]),
    ("the cats sat. a dog ran. runs", ["cat sat dog ran run"]),
    ("was is has his its bus gas yes", ["wa is ha hi it bu ga ye"]),
    ("goes does uses used using", ["go doe use"]),
    ("analogousli vileli differentli", ["analog vile differ"]),
    ("logi geology archaeology theology", ["geolog archaeolog theolog"]),
]

WORDS = ("the a an The A An THE cat dog run running runs ran runner generalization generalizations general "
         "happy happiness sky skies fly flies dying news innings hopeful hopefulness relational conditional "
         "rational digitizer electrical adjustable replacement adoption communism activate effective "
         "ponies caresses agreed plastered motoring troubled hopping falling filing controlling roll "
         "was is has bus yes go does used ok it its be by on in at of to "
         "café naïve Straße ΟΔΟΣ ΣΑΣ İstanbul ıstanbul ﬁne Ǆ 東京 大阪 👍 🎉 𝐀 ² ½ Ⅻ 1999 3.14 1,000 42 "
         "the_a a_b under_score the1 1the").split()
GLUES = [" ", " ", " ", " ", "  ", "\t", "\n", "\u00a0", "\u2003", "\u3000", "\u001c", "\u0085", ", ", ". ", "-",
         "'", "_", "", "!", " (", ") ", "\u200b", "\u0301", "/"]


def random_text(rng, max_words):
    words = [rng.choice(WORDS) for _ in range(rng.randint(0, max_words))]
    text = ""
    for i, word in enumerate(words):
        text += (rng.choice(GLUES) if i else rng.choice(["", "", " ", "\u00a0"])) + word
    return text + rng.choice(["", "", ".", "!", " ", "\n"])


def random_cases(rng, count):
    cases = []
    for _ in range(count):
        prediction = random_text(rng, 12)
        references = [random_text(rng, 12) for _ in range(rng.randint(1, 4))]
        if rng.random() < 0.6:
            # references that share words with the prediction, so that F1 and ROUGE are neither 0 nor 1
            shared = prediction.split()
            rng.shuffle(shared)
            references[0] = " ".join(shared[: rng.randint(0, len(shared))]) + " " + random_text(rng, 4)
        cases.append((prediction, references))
    return cases


def long_cases(rng):
    cases = []
    for size in (200, 600):
        prediction = random_text(rng, size)
        words = prediction.split()
        references = [" ".join(w for w in words if rng.random() < 0.7), random_text(rng, size)]
        cases.append((prediction, references))
    return cases


def outputs(prediction, references, stemmers):
    plain, stemmed = None, stemmers[porter.PorterStemmer.NLTK_EXTENSIONS]
    return {
        "prediction": prediction,
        "references": references,
        "squad_normalized": [normalize_answer(t) for t in [prediction] + references],
        "exact_match": float(metric_max_over_ground_truths(exact_match_score, prediction, references)),
        "f1": float(metric_max_over_ground_truths(f1_score, prediction, references)),
        "rouge_tokens": [rouge_tokenize(t, plain) for t in [prediction] + references],
        "rouge_stemmed_tokens": [rouge_tokenize(t, stemmed) for t in [prediction] + references],
        "rouge_l": float(rouge_l_multi(references, prediction, plain)),
        "rouge_l_stemmed": float(rouge_l_multi(references, prediction, stemmed)),
        "rouge_l_each": [float(rouge_l(t, prediction, plain)) for t in references],
        "parlai_normalized": [parlai_normalize_answer(t) for t in [prediction] + references],
        "knowledge_f1": float(knowledge_f1(prediction, references)),
    }


# ---- Porter stem list -----------------------------------------------------------------------------------------------
STEMS = ("run hop fall fil troubl conflat siz agre feed plaster motor sing happ sky fl tr enjoy relat condit ration "
         "valen hesit digit conform radic differ vil analog vietnam predic oper feud decis hope call formal sensit "
         "sensib triplic electr good reviv allow infer airlin gyroscop adjust defens irrit replac depend adopt "
         "homolog commun activ angular effect bowdler prob rat ceas control rol generaliz nation organ civil "
         "pack walk talk sk d l t cr sp agr pl ed y yy ys be se ge ol geo theo archaeo philo bl at iz"
         ).split()
SUFFIXES = ("", "s", "es", "ies", "ied", "ed", "eed", "ing", "ings", "er", "ers", "ly", "lly", "y", "ies", "ness",
            "ful", "fulness", "fully", "ation", "ations", "ational", "tional", "ization", "izations", "izer", "ize",
            "ise", "ism", "ist", "ity", "iti", "ive", "ively", "iveness", "ous", "ously", "ousness", "ent", "ently",
            "ence", "ency", "enci", "ance", "anci", "able", "ably", "abli", "bli", "ible", "al", "ally", "alli",
            "alism", "aliti", "ical", "icate", "iciti", "ative", "alize", "ement", "ment", "ant", "ion", "ou",
            "ate", "ator", "e", "ll", "logi", "logy", "y", "yy", "ying")


def stem_words(cases, rng):
    words = set()
    for prediction, references in cases:
        for text in [prediction] + references:
            words.update(re.findall(r"[a-z0-9]+", text.lower()))
            words.update(w for w in text.lower().split() if w.isalpha() and all(ord(c) < 0x10000 for c in w))
    for stem in STEMS:
        for suffix in SUFFIXES:
            words.add(stem + suffix)
    letters = "aeiouybcdglmnprstlz"
    while len(words) < 4000:
        length = rng.randint(1, 12)
        words.add("".join(rng.choice(letters) for _ in range(length)) + rng.choice(SUFFIXES))
    words.update(["y", "yy", "yyy", "yyyy", "yyyyy", "by", "toy", "syzygy", "i", "is", "as", "ss", "sss", "s", "e"])
    return sorted(words)


def main():
    rng = random.Random(SEED)
    stemmers = {mode: porter.PorterStemmer(mode) for mode in
                (porter.PorterStemmer.ORIGINAL_ALGORITHM, porter.PorterStemmer.MARTIN_EXTENSIONS,
                 porter.PorterStemmer.NLTK_EXTENSIONS)}
    cases = FIXED + long_cases(rng) + random_cases(rng, 400)
    write(OUT + "/answer-metrics-reference.json", {"seed": SEED, "nltk": nltk.__version__},
          "cases", [outputs(p, r, stemmers) for p, r in cases])
    modes = list(stemmers)
    write(OUT + "/porter-stems-reference.json", {"nltk": nltk.__version__, "modes": modes},
          "stems", [[word] + [stemmers[mode].stem(word) for mode in modes] for word in stem_words(cases, rng)])


def write(path, header, key, rows):
    """JSON with one row per line, so that a change to the reference shows as a readable diff."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(header, ensure_ascii=True)[:-1] + ', "' + key + '": [\n')
        out.write(",\n".join(json.dumps(row, ensure_ascii=True) for row in rows))
        out.write("\n]}\n")

if __name__ == "__main__":
    main()
