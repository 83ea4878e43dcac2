"""Reference locations of chunk texts in documents, for ChunkLocatorParityTest.

Runs chunking_evaluation's rigorous_document_search and find_query_despite_whitespace (brandonstarxel/
chunking_evaluation, commit d451fc4cf56e417b755994b4ca5212fd5057c0d2, chunking_evaluation/utils.py: the two
functions taken from the file with ast, not retyped) with fuzzywuzzy's fuzz, process, utils, string_processing and
StringMatcher (seatgeek/fuzzywuzzy, commit af443f918eebbccff840b86fa606ac150563f466, the files themselves written to a
temporary package) over the Levenshtein package's ratio (python-Levenshtein's successor, which chunking_evaluation's
setup.py installs with fuzzywuzzy).

Each case's expected result is the reference's (start, end), or null when it finds nothing, and the step that decided:
EXACT (target, a trailing '.' dropped, in the document), WHITESPACE_AND_CASE (find_query_despite_whitespace matched),
FUZZY (process.extractOne over re.split(r'[.!?]\\s*|\\n', document) with fuzz.token_sort_ratio scored >= 98) or
NOT_FOUND; for the last two the best score too. The step is read by calling the reference's own pieces in its order,
and checked against rigorous_document_search's answer.

Two kinds of case:
- synthetic: small documents stored whole, each written to make one rule decide (first occurrence, the dropped '.',
  Python's whitespace and case folding, the fuzzy step's sentence span, empty sentences, Latin-1 letters dropped by
  fuzzywuzzy's asciidammit, code point offsets, rounding at 97.5 and 98.5);
- corpus: chunks of Chroma's chunking-evaluation corpora (read from the corpora folder, not stored): the chunk's code
  point range in the corpus plus the perturbations applied to it, drawn with a fixed seed, so that the Java test
  rebuilds the same target. Perturbations, applied in order to the chunk text (offsets in code points):
    ["append", s]           text + s
    ["edit", at, n, s]      text[:at] + s + text[at + n:]
    ["upper_ascii"]         a-z to A-Z      ["lower_ascii"]   A-Z to a-z
    ["whitespace", s]       every run of [ \\t\\n\\r] replaced by s
    ["repeat", n]           the text n times
  A corpus case may instead give its target whole ("target").

Usage: python generate_located_chunks.py <chunking_evaluation git dir> <fuzzywuzzy git dir> <corpora folder> <out.json>
"""
import ast
import json
import os
import random
import re
import subprocess
import sys
import tempfile

CHUNKING_GIT, FUZZY_GIT, CORPORA, OUT = sys.argv[1:5]
CHUNKING_COMMIT = "d451fc4cf56e417b755994b4ca5212fd5057c0d2"
FUZZY_COMMIT = "af443f918eebbccff840b86fa606ac150563f466"
FUZZY_FILES = ["__init__", "fuzz", "process", "utils", "string_processing", "StringMatcher"]
CORPUS_IDS = ["chatlogs", "finance", "pubmed", "state_of_the_union", "wikitexts"]
PER_KIND = 10
SEED = 20261206


def git_show(git_dir, commit, path):
    return subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], check=True,
                          capture_output=True).stdout.decode("utf-8")


def reference():
    package = tempfile.mkdtemp()
    os.makedirs(package + "/fuzzywuzzy")
    for name in FUZZY_FILES:
        with open(f"{package}/fuzzywuzzy/{name}.py", "w", encoding="utf-8") as file:
            file.write(git_show(FUZZY_GIT, FUZZY_COMMIT, f"fuzzywuzzy/{name}.py"))
    sys.path.insert(0, package)
    from fuzzywuzzy import fuzz, process
    from fuzzywuzzy import StringMatcher
    assert fuzz.SequenceMatcher is StringMatcher.StringMatcher, "python-Levenshtein is needed"
    tree = ast.parse(git_show(CHUNKING_GIT, CHUNKING_COMMIT, "chunking_evaluation/utils.py"))
    wanted = {"find_query_despite_whitespace", "rigorous_document_search"}
    module = ast.Module(body=[n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in wanted],
                        type_ignores=[])
    scope = {"re": re, "fuzz": fuzz, "process": process}
    exec(compile(module, "chunking_evaluation/utils.py", "exec"), scope)
    return scope["rigorous_document_search"], scope["find_query_despite_whitespace"], fuzz, process


SEARCH, LOOSE, FUZZ, PROCESS = reference()


def expected(document, target):
    result = SEARCH(document, target)
    stripped = target[:-1] if target.endswith(".") else target
    score = None
    if stripped in document:
        step = "EXACT"
    elif LOOSE(document, stripped) is not None:
        step = "WHITESPACE_AND_CASE"
    else:
        best = PROCESS.extractOne(stripped, re.split(r'[.!?]\s*|\n', document), scorer=FUZZ.token_sort_ratio)
        score = best[1]
        step = "FUZZY" if score >= 98 else "NOT_FOUND"
    assert (result is None) == (step == "NOT_FOUND"), (target, result, step)
    return {"step": step, "start": None if result is None else result[1],
            "end": None if result is None else result[2], "score": score}


def apply(text, ops):
    for op in ops:
        if op[0] == "append":
            text = text + op[1]
        elif op[0] == "edit":
            text = text[:op[1]] + op[3] + text[op[1] + op[2]:]
        elif op[0] == "upper_ascii":
            text = "".join(c.upper() if "a" <= c <= "z" else c for c in text)
        elif op[0] == "lower_ascii":
            text = "".join(c.lower() if "A" <= c <= "Z" else c for c in text)
        elif op[0] == "whitespace":
            text = re.sub(r"[ \t\n\r]+", op[1], text)
        elif op[0] == "repeat":
            text = text * op[1]
        else:
            raise ValueError(op)
    return text


# ---------------------------------------------------------------- synthetic documents, each case naming its rule

def sized_sentence(length, seed):
    """Lower-case ASCII words, exactly length characters, so that fuzzywuzzy's prepared text is the sentence."""
    rng = random.Random(seed)
    words = []
    while sum(len(w) + 1 for w in words) < length - 8:
        words.append("".join(rng.choice("bcdfghjklmnpqrstvwxz") for _ in range(rng.randint(3, 7))))
    sentence = " ".join(words)
    return sentence + " " + "y" * (length - len(sentence) - 1)


def substituted(text, count, wanted):
    """The text with count letters replaced, chosen so that 100 * Levenshtein.ratio of the sorted tokens is wanted."""
    import Levenshtein
    sorted_text = FUZZ._process_and_sort(text, True)
    for first in range(1, len(text)):
        out = list(text)
        for p in range(first, len(text), max(1, len(text) // (count + 1)))[:count]:
            out[p] = "a" if out[p] not in " a" else out[p]
        candidate = "".join(out)
        if 100 * Levenshtein.ratio(FUZZ._process_and_sort(candidate, True), sorted_text) == wanted:
            return candidate
    raise ValueError((text, count, wanted))


def synthetic():
    docs = {
        "cats": "The cat sat. The cat sat on the mat! Dogs bark?\nBirds sing.\n\nEnd of the story",
        "concat": "Concatenate the strings here. cat\nMore text follows",
        "blank": "First line\n\nSecond line",
        "dashes": "Opening words\n---\nClosing words",
        "spaces": "alpha\u2028beta\u00a0gamma\u001fdelta\u0085epsilon\u3000zeta",
        "folding": "Die Stra\u00dfe ist lang. \u0390 und \u03b0. Kelvin: 5 k. Long s: stop. Dotless: \u0131s. \ufb05 x",
        "emoji": "\U0001f642 Smile \U0001d400\U0001d401 here. \U0001f642 smile again, ok?",
        "cafe": "The caf\u00e9 opened early in the morning and served hot coffee to everyone who came by the harbour.",
        "lodz": "Trains leave \u0141\u00f3d\u017a at nine and arrive in the capital before eleven in the morning.",
        "marks": "A cafe\u0301 au lait is what she ordered at the counter on the corner of the square today.",
        "regex": "Use A+B  (C) [d] here. Also x*y|z and $5.00 total",
        "twins": "",
        "rounding": "",
        "plain": "abc",
        "dims": "The room measures fourxfive metres and the hall measures sixxseven metres across the whole floor.",
        "ayes": "\u00ffes we can sing all day long in the old town of lights and sounds and songs\nNext",
        "nbsp": "Say helloworld to the people in the town square every single morning before work",
    }
    long = sized_sentence(120, 1)
    docs["twins"] = long + "1. " + long + "2. " + long + "3"
    s40 = sized_sentence(40, 2)
    s200 = sized_sentence(200, 3)
    s60 = sized_sentence(60, 4)
    docs["rounding"] = "Intro line.\n" + s40 + ".\n" + s200 + ".\n" + s60 + ".\nOutro"
    cases = [
        ("cats", "The cat sat", "first of two occurrences"),
        ("cats", "The cat sat on the mat.", "trailing period dropped, exact"),
        ("cats", "cat sat.", "trailing period dropped, span one shorter"),
        ("cats", "", "empty target found at 0"),
        ("cats", ".", "a lone period becomes the empty target"),
        ("cats", "..", "one period dropped, the other found"),
        ("cats", "the  CAT\nsat on", "whitespace and case differ"),
        ("cats", "cat sat on the mat!", "trailing ! is not dropped: exact"),
        ("cats", "Dogs bark?\n\nBirds", "extra newline: whitespace step"),
        ("cats", "sat the cat", "words reordered: fuzzy sentence span"),
        ("cats", "thecat sat", "words joined: nothing matches"),
        ("cats", "story of the end", "reordered last sentence"),
        ("cats", "Totally unrelated words", "not found"),
        ("concat", "Cat!", "fuzzy sentence found earlier inside a word"),
        ("concat", "Strings the concatenate here", "fuzzy sentence span"),
        ("blank", "\u2014", "empty prepared target matches the empty sentence at 0"),
        ("blank", "\u00e9\u00e0\u00fc", "Latin-1 letters dropped: empty, matches the empty sentence"),
        ("cats", "\u00e9\u00e0\u00fc", "Latin-1 only target, no empty sentence"),
        ("dashes", "!!", "empty prepared target matches the punctuation-only sentence"),
        ("spaces", "alpha beta gamma delta epsilon zeta", "Python whitespace in the document"),
        ("spaces", "alpha\u001cbeta", "U+001C splits the target's words"),
        ("spaces", "gamma\u2029delta", "U+2029 splits the target's words"),
        ("spaces", "alpha\u200bbeta", "zero-width space is no whitespace"),
        ("plain", "\u3000", "whitespace-only target: empty pattern found at 0"),
        ("plain", " \n ", "whitespace-only target, found at 0 by the whitespace step"),
        ("folding", "STRA\u1e9eE IST", "capital sharp s folds to sharp s"),
        ("folding", "\u1fd3 UND \u1fe3", "Greek letters Python folds together"),
        ("folding", "5 \u212a", "Kelvin sign folds to k"),
        ("folding", "LONG \u017f: \u017fTOP", "long s folds to s"),
        ("folding", "dotless: IS", "dotless i folds to I"),
        ("folding", "\ufb06 X", "ligature st folds to long s t"),
        ("folding", "STRASSE IST", "SS is no sharp s"),
        ("emoji", "\U0001d400\U0001d401 here", "code point offsets after an emoji"),
        ("emoji", "SMILE again, OK", "code point offsets, whitespace step"),
        ("emoji", "again smile \U0001f642", "fuzzy with supplementary characters"),
        ("cafe", "The cafe opened early in the morning and served hot coffee to everyone who came by the harbour!",
         "Latin-1 letter dropped, score stays high"),
        ("cafe", "The CAF\u00c9 opened early in the morning", "case folding of a Latin-1 letter"),
        ("lodz", "Trains leave Lodz at nine and arrive in the capital before eleven in the morning!",
         "non-Latin-1 letters kept by asciidammit"),
        ("lodz", "Trains leave \u0141\u00d3D\u0179 at nine", "non-ASCII case folding"),
        ("marks", "A cafe au lait is what she ordered at the counter on the corner of the square today!",
         "combining mark is no word character"),
        ("regex", "a+b (c) [D] HERE", "regular expression characters escaped"),
        ("regex", "x*y|z and $5", "metacharacters"),
        ("regex", "$5.00 total.", "period inside kept, trailing dropped"),
        ("twins", long + "9", "tie between sentences: the first best"),
        ("rounding", substituted(s40, 1, 97.5), "97.5 rounds half to even: 98, accepted"),
        ("rounding", substituted(s200, 3, 98.5), "98.5 rounds half to even: 98"),
        ("rounding", substituted(s60, 1, 100 * (1 - 2 / 120)), "one letter in 60: 98.3"),
        ("rounding", substituted(s60, 2, 100 * (1 - 4 / 120)), "two letters in 60: 96.7 rounds to 97, refused"),
        ("rounding", s40 + " " + s60, "two sentences joined"),
        ("dims", "The room measures four\u00d7five metres and the hall measures six\u00d7seven metres across the floor",
         "the query is processed twice: a Latin-1 sign separates its words"),
        ("ayes", "we \u0178es can sing all day long in the old town of lights and sounds and songs",
         "the query is processed twice: a capital whose lower case is Latin-1 vanishes"),
        ("nbsp", "Say hello\u00a0world to the people in the town square every single morning before work",
         "no-break space: whitespace step"),
        ("nbsp", "Say hello\u00a0world the to people in the town square every single morning before work",
         "no-break space separates the query's words only"),
    ]
    out = []
    for doc, target, rule in cases:
        out.append({"document": doc, "target": target, "rule": rule, **expected(docs[doc], target)})
    return docs, out


# ---------------------------------------------------------------- corpus chunks, perturbed

def sentences_of(corpus):
    spans, last = [], 0
    for match in re.finditer(r'[.!?]\s*|\n', corpus):
        spans.append((last, match.start()))
        last = match.end()
    spans.append((last, len(corpus)))
    return spans


def word_starts(text):
    return [m.start() for m in re.finditer(r"[A-Za-z]{4,}", text)]


def corpus_cases(corpus_id, corpus, rng):
    sentences = [s for s in sentences_of(corpus) if s[1] - s[0] >= 40]
    long_sentences = [s for s in sentences if s[1] - s[0] >= 110]
    chunks800 = [(i, min(i + 800, len(corpus))) for i in range(0, len(corpus), 800)]

    def window(lo=50, hi=800):
        size = rng.randint(lo, hi)
        start = rng.randrange(0, len(corpus) - size)
        return start, start + size

    def sentence(pool=None):
        return rng.choice(pool or sentences)

    def change_letter(span, letter=None):
        text = corpus[span[0]:span[1]]
        starts = word_starts(text)
        if not starts:
            return None
        at = rng.choice(starts) + 1
        new = letter or ("q" if text[at] != "q" else "z")
        return ["edit", at, 1, new]

    kinds = {
        "exact_window": lambda: (window(), []),
        "chunk_800": lambda: (rng.choice(chunks800), []),
        "trailing_period": lambda: (window(), [["append", "."]]),
        "whitespace_newlines": lambda: (window(), [["whitespace", "\n"]]),
        "whitespace_double": lambda: (window(), [["whitespace", "  "]]),
        "whitespace_removed": lambda: (sentence(), [["whitespace", ""]]),
        "upper_case": lambda: (window(), [["upper_ascii"]]),
        "lower_case": lambda: (window(), [["lower_ascii"]]),
        "word_changed_long": lambda: (lambda s: (s, [change_letter(s)]))(sentence(long_sentences)),
        "word_changed": lambda: (lambda s: (s, [change_letter(s)]))(sentence()),
        "two_words_changed": lambda: (lambda s: (s, [change_letter(s), change_letter(s)]))(sentence(long_sentences)),
        "words_swapped": lambda: (lambda s: (s, swap_words(s)))(sentence()),
        "punctuation_added": lambda: (lambda s: (s, [["edit", space_in(s), 1, ", "]]))(sentence()),
        "repeated": lambda: (window(30, 200), [["repeat", 2]]),
        "earlier_occurrence": lambda: (repeated_span(), []),
        "non_ascii_latin1": lambda: (lambda s: (s, [change_letter(s, "\u00e9")]))(sentence(long_sentences)),
        "non_ascii_other": lambda: (lambda s: (s, [change_letter(s, "\u0142")]))(sentence(long_sentences)),
        "sentence_with_period": lambda: (sentence(), [["append", "."]]),
    }

    def swap_words(span):
        text = corpus[span[0]:span[1]]
        words = list(re.finditer(r"\S+", text))
        if len(words) < 2:
            return None
        a, b = words[0], words[1]
        return [["edit", a.start(), b.end() - a.start(), b.group() + " " + a.group()]]

    def space_in(span):
        text = corpus[span[0]:span[1]]
        spaces = [i for i, c in enumerate(text) if c == " "]
        return rng.choice(spaces) if spaces else 0

    def repeated_span():
        for _ in range(200):
            size = rng.randint(12, 40)
            start = rng.randrange(len(corpus) // 2, len(corpus) - size)
            if corpus.find(corpus[start:start + size]) < start:
                return start, start + size
        return window()

    cases = []
    for kind, make in kinds.items():
        for _ in range(PER_KIND):
            span, ops = make()
            if ops is None or any(op is None for op in ops):
                continue
            target = apply(corpus[span[0]:span[1]], ops)
            cases.append({"corpus": corpus_id, "kind": kind, "chunk": list(span), "ops": ops,
                          **expected(corpus, target)})
    for words in (["zebra", "quantum", "marmalade", "lighthouse"], ["the", "of", "and", "a", "to", "in"]):
        target = " ".join(rng.sample(words, len(words))) + " xylophone"
        cases.append({"corpus": corpus_id, "kind": "not_found", "target": target, **expected(corpus, target)})
    return cases


def main():
    docs, cases = synthetic()
    rng = random.Random(SEED)
    corpus_lengths = {}
    for corpus_id in CORPUS_IDS:
        with open(f"{CORPORA}/{corpus_id}.md", "r", encoding="utf-8") as file:
            corpus = file.read()
        corpus_lengths[corpus_id] = len(corpus)
        cases += corpus_cases(corpus_id, corpus, rng)
    counts = {}
    for case in cases:
        key = ("corpus " if "corpus" in case else "synthetic ") + case["step"]
        counts[key] = counts.get(key, 0) + 1
    out = {"chunking_evaluation": CHUNKING_COMMIT, "fuzzywuzzy": FUZZY_COMMIT, "corpus_lengths": corpus_lengths,
           "documents": docs, "counts": dict(sorted(counts.items())), "cases": cases}
    with open(OUT, "w", encoding="utf-8") as file:
        json.dump(out, file, ensure_ascii=True, indent=None, separators=(",", ":"))
        file.write("\n")
    print(json.dumps(out["counts"], indent=1))
    for case in cases:
        if "rule" in case:
            print(case["step"], case["start"], case["end"], case["score"], case["rule"])


main()
