#!/usr/bin/python3
"""Generate the scikit-learn reference data for the engine's parity test (SklearnParityTest).

Usage, from the repository root, with Debian's scikit-learn (python3-sklearn):

    /usr/bin/python3 rag-eval-engine/src/test/python/generate_sklearn_reference.py

It writes into rag-eval-engine/src/test/resources/parity/ (paths are resolved from this file's location, so
the working directory does not matter):

- parity/seed/{default,min4}.json: the seed corpus (src/test/resources/seed/corpus.json) against the
  queries of seed/golden.json.
- parity/multilingual/corpus.json and queries.json: a generated corpus built to stress tokenization
  (mixed case, punctuation, digits, underscores, hyphens, apostrophes, precomposed and decomposed accents,
  Greek final sigma in Python's contexts, German sharp s, Turkish dotted/dotless i, Cyrillic, CJK, Arabic
  with harakat, Devanagari, characters outside the Basic Multilingual Plane, superscript and other numeric
  characters, fullwidth forms, emoji, tabs, no-break spaces, U+2028, zero-width joiner, 1-character words,
  repeated words, duplicate documents, out-of-vocabulary queries), and
  parity/multilingual/{default,min4,group,nolower,sublinear}.json.

Each config file holds the vectorizer settings, the library versions, the fitted vocabulary with its idf,
and per query the analyzer's tokens and the cosine similarity of every document scoring above zero, as
computed by TfidfVectorizer + sklearn.metrics.pairwise.cosine_similarity. Nothing but the standard library,
numpy, scipy and scikit-learn is used. The output is deterministic (fixed seed, sorted keys): running the
script twice gives byte-identical files.
"""

import json
import platform
import random
import sys
from pathlib import Path

import numpy
import scipy
import sklearn
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics.pairwise import cosine_similarity

SEED = 20261202

MODULE_DIR = Path(__file__).resolve().parents[3]
RESOURCES_DIR = MODULE_DIR / "src" / "test" / "resources"
PARITY_DIR = RESOURCES_DIR / "parity"

DEFAULT_PATTERN = r"(?u)\b\w\w+\b"

# One capturing group: re.findall (and so scikit-learn) returns the group, not the whole match, so
# "state-of-the-art" yields "state" and "john's" yields "john". The non-capturing group checks that only
# the one real group counts.
GROUP_PATTERN = r"(?u)\b(\w\w+)(?:['-]\w+)*\b"

CONFIGS = {
    "default": {"token_pattern": DEFAULT_PATTERN, "lowercase": True, "sublinear_tf": False},
    "min4": {"token_pattern": r"(?u)\b\w{4,}\b", "lowercase": True, "sublinear_tf": False},
    "group": {"token_pattern": GROUP_PATTERN, "lowercase": True, "sublinear_tf": False},
    "nolower": {"token_pattern": DEFAULT_PATTERN, "lowercase": False, "sublinear_tf": False},
    "sublinear": {"token_pattern": DEFAULT_PATTERN, "lowercase": True, "sublinear_tf": True},
}

SEED_CONFIGS = ("default", "min4")

# Size of the generated corpus; the whole parity/ folder must stay under about 3 MB.
MULTILINGUAL_DOCS = 400
MULTILINGUAL_DUPLICATES = 14
MULTILINGUAL_QUERIES = 120
PSEUDO_WORDS = 450
# Query words are mostly those found in at most this many documents (see generate_queries).
MAX_QUERY_DF = 25
COMMON_WORD_QUERY_SHARE = 0.1

# Words that exercise one tokenization or case-folding rule each. Comments name the rule.
SPECIAL_WORDS = [
    # ASCII mixed case, digits, underscores
    "iPhone", "McDonald", "NASA", "HTTP2", "OAuth", "JavaScript", "x86_64", "ipv6", "2fa", "covid19",
    "3d", "2026", "42", "007", "snake_case", "__init__", "_private", "a_b", "x_", "CamelCase",
    # hyphens and ASCII apostrophes (split by \b) next to the typographic apostrophe U+2019 (also a split)
    "state-of-the-art", "e-mail", "co-op", "x-ray", "john's", "it's", "don't", "o'neil", "rock'n'roll",
    "users'", "JOHN'S", "john\u2019s", "l'amour",
    # precomposed accented Latin, and the same words decomposed (e + U+0301 is not \w in Python)
    "caf\u00e9", "na\u00efve", "r\u00e9sum\u00e9", "se\u00f1or", "\u00fcber", "fa\u00e7ade",
    "\u00c6r\u00f8", "\u00f8re", "CAF\u00c9", "cafe\u0301", "re\u0301sume\u0301", "nin\u0303o",
    "E\u0301COLE", "\u00e9cole",
    # Greek: capital sigma lowercases to final sigma at the end of a word
    "\u039f\u0394\u039f\u03a3", "\u03bf\u03b4\u03bf\u03c2", "\u03a3\u03bf\u03c6\u03af\u03b1",
    "\u039b\u039f\u0393\u039f\u03a3", "\u03bb\u03cc\u03b3\u03bf\u03c2", "\u03a3\u03a3",
    "\u03a3\u039f\u03a3\u039f\u03a3",
    # final sigma next to "_" or a digit: Python's rule (case-ignorable characters) is not a word-break rule
    "\u039f\u0394\u039f\u03a3_\u039f\u0394\u039f\u03a3", "\u039f\u0394\u039f\u03a32\u0391",
    "\u0391_\u03a3",
    # final sigma across case-ignorable characters (apostrophes, soft hyphen, middle dot, combining marks,
    # modifier letters) and after a titlecase letter
    "\u039f\u0394\u039f\u03a3'S", "\u039f\u0394\u039f\u03a3\u00ad\u0391",
    "\u039f\u0394\u039f\u03a3\u2019\u0391", "\u039f\u0394\u039f\u03a3\u00b7\u0391", "\u0391\u0301\u03a3",
    "\u02b0\u03a3", "\u01c5\u03a3",
    "\u0391\u03a3\u0345",
    # German sharp s, lowercase and capital (U+1E9E lowercases to U+00DF)
    "Stra\u00dfe", "STRASSE", "Fu\u00df", "GRO\u1e9e", "gro\u00df",
    # Turkish: dotted capital I lowercases to i + U+0307 (a combining mark), dotless i stays
    "\u0130stanbul", "ISTANBUL", "\u0131l\u0131k", "I\u015f\u0131k", "D\u0130YARBAKIR", "\u0130",
    # Cyrillic
    "\u041c\u043e\u0441\u043a\u0432\u0430", "\u043f\u0440\u0438\u0432\u0435\u0442",
    "\u0401\u0416\u0418\u041a", "\u0451\u0436\u0438\u043a", "\u041a\u0438\u0457\u0432",
    # CJK ideographs, kana, Hangul
    "\u6771\u4eac", "\u5317\u4eac\u5927\u5b66", "\u65e5\u672c\u8a9e", "\u4e2d\u6587",
    "\u6f22\u5b57\u30c6\u30b9\u30c8", "\ud55c\uad6d\uc5b4", "\u5b57",
    # outside the Basic Multilingual Plane: a CJK extension B ideograph, Deseret capitals (which lowercase),
    # mathematical bold capitals (which do not) and mathematical double-struck digits (Nd)
    "\U00020bb7\u91ce\u5bb6", "\U00010400\U00010401\U00010402", "\U0001d400\U0001d401\U0001d402",
    "\U0001d7d9\U0001d7da\U0001d7db",
    # Arabic, plain, with harakat (U+064E..U+0650 are combining marks) and with tatweel (U+0640, Lm)
    "\u0645\u0631\u062d\u0628\u0627", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629",
    "\u0643\u062a\u0627\u0628", "\u0643\u064e\u062a\u064e\u0628\u064e", "\u0643\u0640\u062a\u0627\u0628",
    # Devanagari: vowel signs and virama are combining marks, not \w in Python
    "\u0939\u093f\u0928\u094d\u0926\u0940", "\u0928\u092e\u0938\u094d\u0924\u0947",
    # superscripts and other numeric characters (No, Nl): \w in Python
    "m\u00b2", "x\u00b3", "10\u00b3", "mc\u00b2", "\u00bd", "1\u00bd", "\u216b", "\u216bth",
    "\u2460\u2461", "\u2460st", "\u00b2\u00b3",
    # fullwidth digits and letters (fullwidth capitals lowercase to fullwidth small letters)
    "\uff11\uff12\uff13", "\uff12\uff10\uff12\uff16", "\uff21\uff22\uff23", "\uff41\uff42\uff43",
    # connector punctuation other than "_" (Pc) is not \w in Python
    "foo\u203fbar", "\uff46\uff4f\uff4f\uff3f\uff42\uff41\uff52",
    # emoji, alone, glued to a word, and a zero-width-joiner sequence; a ZWJ inside a word
    "\U0001f642", "\U0001f680rocket", "caf\u00e9\u2615", "\U0001f468\u200d\U0001f469\u200d\U0001f467",
    "ab\u200dcd", "zero\u200dwidth",
    # titlecase digraph, ligature, Kelvin sign, Ohm sign
    "\u01c5ungla", "\ufb01nance", "\u212aelvin", "\u2126hm",
    # 1-character words (dropped by \w\w+ and \w{4,})
    "a", "I", "x", "\u00e9", "7", "\u00df", "\u03a3", "\u5b66",
]

# Characters between words; most are plain spaces so the corpus still reads as text.
SEPARATORS = [
    (" ", 60), ("  ", 4), ("\t", 4), ("\u00a0", 4), ("\u2028", 3), ("\n", 3), (", ", 6), (". ", 6),
    ("; ", 2), (" - ", 2), (" (", 1), (") ", 1), ("/", 2), ("\u3000", 2), ("\u2014", 1), ("...", 1),
    ("!", 1), ("?", 1), (" \"", 1), ("\" ", 1), ("-", 1), (":", 1),
]

SYLLABLES_ONSET = ["b", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "ch", "st", "tr"]
SYLLABLES_VOWEL = ["a", "e", "i", "o", "u", "ai", "ou"]

# Letters never used by the vocabulary's pseudo-words: out-of-vocabulary query words are built from these.
OOV_ONSET = ["qw", "xh", "jy"]


def versions():
    return {
        "python": platform.python_version(),
        "numpy": numpy.__version__,
        "sklearn": sklearn.__version__,
        "scipy": scipy.__version__,
    }


def pseudo_words(rng, count, onsets):
    words = []
    seen = set()
    while len(words) < count:
        syllables = rng.randint(2, 4)
        word = "".join(rng.choice(onsets) + rng.choice(SYLLABLES_VOWEL) for _ in range(syllables))
        if word not in seen:
            seen.add(word)
            words.append(word)
    return words


def vary_case(rng, word):
    """Mixed case at use time, so lowercasing matters; str.upper() itself may change a word (ß -> SS)."""
    roll = rng.random()
    if roll < 0.15:
        return word.capitalize()
    if roll < 0.22:
        return word.upper()
    return word


def weighted_choice(rng, pairs):
    items = [item for item, _ in pairs]
    weights = [weight for _, weight in pairs]
    return rng.choices(items, weights=weights, k=1)[0]


def join_words(rng, words):
    parts = [words[0]]
    for word in words[1:]:
        parts.append(weighted_choice(rng, SEPARATORS))
        parts.append(word)
    return "".join(parts)


def build_vocabulary(rng):
    """Special and pseudo words in one shuffled list; the position is the Zipf rank, so idf varies."""
    vocabulary = SPECIAL_WORDS + pseudo_words(rng, PSEUDO_WORDS, SYLLABLES_ONSET)
    rng.shuffle(vocabulary)
    weights = [1.0 / (rank + 1) ** 1.05 for rank in range(len(vocabulary))]
    return vocabulary, weights


def generate_words(rng, vocabulary, weights):
    length = rng.randint(20, 120)
    words = []
    while len(words) < length:
        if words and rng.random() < 0.08:
            # a word repeated within the document: term frequency above 1
            words.append(rng.choice(words))
        else:
            words.append(vary_case(rng, rng.choices(vocabulary, weights=weights, k=1)[0]))
    return words


def generate_corpus(rng, vocabulary, weights):
    """The documents as word lists (kept for drawing queries) and as corpus records."""
    unique_count = MULTILINGUAL_DOCS - MULTILINGUAL_DUPLICATES
    unique = [generate_words(rng, vocabulary, weights) for _ in range(unique_count)]
    documents = [(words, join_words(rng, words)) for words in unique]
    for _ in range(MULTILINGUAL_DUPLICATES):
        # exact copies give exact score ties; copying a copy now and then gives groups of three or more
        documents.insert(rng.randrange(len(documents) + 1), rng.choice(documents))
    corpus = [{"doc_id": "d%04d" % (index + 1), "text": text} for index, (_, text) in enumerate(documents)]
    return [words for words, _ in documents], corpus


def out_of_vocabulary_queries(rng):
    """Queries sharing no term with the corpus: empty results."""
    fresh = pseudo_words(rng, 6, OOV_ONSET)
    return [
        "",
        "   \t ",
        "?!",
        "a I x 7",
        "\U0001f642 \U0001f680",
        "\u00e9 \u00df \u03a3 \u5b66",
        " ".join(fresh[:3]),
        fresh[3].upper() + " - " + fresh[4] + "'s " + fresh[5],
    ]


def generate_queries(rng, vocabulary, document_words, corpus):
    duplicated = [index for index, count in enumerate(copies(corpus)) if count > 1]
    frequency = document_frequency(document_words)
    rare_vocabulary = [word for word in vocabulary if frequency.get(word.lower(), 0) <= MAX_QUERY_DF]
    queries = out_of_vocabulary_queries(rng) + special_word_queries(rng)
    tie_queries = 10
    for index in range(MULTILINGUAL_QUERIES - len(queries)):
        if index < tie_queries:
            # words of a duplicated document, so the copies tie at the top of the ranking
            source = document_words[rng.choice(duplicated)]
        else:
            source = rng.choice(document_words)
        # Queries made of common words would score nearly every document and the reference files would
        # outgrow their size budget: only a few queries may use them.
        if rng.random() >= COMMON_WORD_QUERY_SHARE:
            source = [word for word in source if frequency[word.lower()] <= MAX_QUERY_DF] or source
        words = []
        for _ in range(rng.randint(2, 8)):
            if rng.random() < 0.6:
                words.append(rng.choice(source))
            else:
                words.append(vary_case(rng, rng.choice(rare_vocabulary)))
        queries.append(join_words(rng, words))
    return queries


def special_word_queries(rng):
    """Every special word in some query, so the analyzer's tokens are compared on each of them."""
    words = list(SPECIAL_WORDS)
    rng.shuffle(words)
    size = 8
    return [join_words(rng, words[start:start + size]) for start in range(0, len(words), size)]


def document_frequency(document_words):
    """Documents per word, ignoring case: an approximation of the vectorizer's, good enough to steer."""
    frequency = {}
    for words in document_words:
        for word in set(word.lower() for word in words):
            frequency[word] = frequency.get(word, 0) + 1
    return frequency


def copies(corpus):
    """For each document, how many documents have its exact text."""
    counts = {}
    for document in corpus:
        counts[document["text"]] = counts.get(document["text"], 0) + 1
    return [counts[document["text"]] for document in corpus]


def reference(config, doc_ids, texts, queries):
    vectorizer = TfidfVectorizer(
        token_pattern=config["token_pattern"],
        lowercase=config["lowercase"],
        sublinear_tf=config["sublinear_tf"],
    )
    matrix = vectorizer.fit_transform(texts)
    analyzer = vectorizer.build_analyzer()
    vocabulary = {
        str(term): float(idf) for term, idf in zip(vectorizer.get_feature_names_out(), vectorizer.idf_)
    }
    rows = []
    for query in queries:
        similarities = cosine_similarity(vectorizer.transform([query]), matrix)[0]
        scores = {doc_ids[i]: float(similarities[i]) for i in range(len(doc_ids)) if similarities[i] > 0}
        rows.append({"query": query, "tokens": list(analyzer(query)), "scores": scores})
    return {"config": config, "versions": versions(), "vocabulary": vocabulary, "queries": rows}


def write_json(path, value):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        json.dump(value, out, ensure_ascii=False, indent=1, sort_keys=True)
        out.write("\n")


def read_json(path):
    with open(path, encoding="utf-8") as source:
        return json.load(source)


def write_references(name, corpus, queries, config_names):
    doc_ids = [document["doc_id"] for document in corpus]
    texts = [document["text"] for document in corpus]
    for config_name in config_names:
        result = reference(CONFIGS[config_name], doc_ids, texts, queries)
        write_json(PARITY_DIR / name / (config_name + ".json"), result)
        describe(name, config_name, result)


def describe(name, config_name, result):
    """Report on stderr what the data exercises: empty results and ties at the cutoffs."""
    empty = sum(1 for row in result["queries"] if not row["scores"])
    straddling = {3: 0, 10: 0}
    for row in result["queries"]:
        ranked = sorted(row["scores"].values(), reverse=True)
        for k in straddling:
            if len(ranked) > k and ranked[k - 1] == ranked[k]:
                straddling[k] += 1
    entries = sum(len(row["scores"]) for row in result["queries"])
    print(
        "%s/%s: %d terms, %d queries, %d empty, %d scores, ties across k=3: %d, k=10: %d"
        % (name, config_name, len(result["vocabulary"]), len(result["queries"]), empty, entries,
           straddling[3], straddling[10]),
        file=sys.stderr,
    )


def main():
    seed_corpus = read_json(RESOURCES_DIR / "seed" / "corpus.json")
    seed_queries = [case["query"] for case in read_json(RESOURCES_DIR / "seed" / "golden.json")]
    write_references("seed", seed_corpus, seed_queries, SEED_CONFIGS)

    rng = random.Random(SEED)
    vocabulary, weights = build_vocabulary(rng)
    document_words, corpus = generate_corpus(rng, vocabulary, weights)
    queries = generate_queries(rng, vocabulary, document_words, corpus)
    write_json(PARITY_DIR / "multilingual" / "corpus.json", corpus)
    write_json(PARITY_DIR / "multilingual" / "queries.json", queries)
    write_references("multilingual", corpus, queries, list(CONFIGS))


if __name__ == "__main__":
    main()
