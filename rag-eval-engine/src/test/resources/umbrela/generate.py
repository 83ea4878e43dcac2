"""Reference data for the LLM judge's tests, from UMBRELA's own source (castorini/umbrela).

Usage: python3 generate.py <umbrela checkout>

Writes, beside this script:
- the zero-shot "bing" prompt template as UMBRELA's YAML loader reads it, into the engine's resources
  (../../../main/resources/io/github/rageval/engine/goldenset/judge/qrel_zeroshot_bing.txt);
- parse-cases.json: answers and what UMBRELA's parse_fewshot_response makes of them ([grade, valid]).
The parsing function is taken from UMBRELA's source by its name and run as it is (not copied here), so the cases
are UMBRELA's answers, not ours. Needs PyYAML.
"""
import ast
import json
import re
import sys
from pathlib import Path

import yaml

root = Path(sys.argv[1])
here = Path(__file__).resolve().parent

template = yaml.safe_load((root / "src/umbrela/prompts/prompt_templates/qrel_zeroshot_bing.yaml").read_text("utf-8"))
target = here.parents[2] / "main/resources/io/github/rageval/engine/goldenset/judge/qrel_zeroshot_bing.txt"
target.write_text(template["prefix_user"], encoding="utf-8")
# One rendered prompt, as UMBRELA's str.format renders it, for the renderer's test.
rendered = template["prefix_user"].format(examples="", query="how do {passage} braces render?",
                                          passage="Braces {query} stay as written.\nA second line.")
(here / "rendered-prompt.txt").write_text(rendered, encoding="utf-8")

# The function's own lines, cut from the module at its top-level boundaries (the module's other lines use syntax
# newer than some Pythons read, and import plotting libraries the function does not need).
source = (root / "src/umbrela/utils/common_utils.py").read_text("utf-8")
start = source.index("\ndef parse_fewshot_response(") + 1
end = source.index("\ndef ", start + 1)
function = ast.parse(source[start:end]).body[0]
namespace = {"re": re}
exec(compile(ast.Module(body=[function], type_ignores=[]), "common_utils.py", "exec"), namespace)
parse = namespace["parse_fewshot_response"]

answers = [
    # UMBRELA's own test cases (tests/test_evaluation_utils.py) and its prompt's asked-for format.
    '{"overall_score": 3}', "I would give it a score of 2.", "final score is 1", "no numeric label present",
    "##final score: 3", "##final score: 0", "##Final Score: 2\n", "  ##final score:1  ",
    # Answers seen from chat models, and the order of UMBRELA's patterns among them.
    "M: 2\nT: 1\nO: 3", '{"M": 2, "T": 3, "O": 1}', "'o': 2", "o = 1", "Relevance category: 2",
    "It falls into the category 1", "The relevance category would be 3", "score: 2", "Score of 1",
    "I assign it a score of 3", "The passage is 2 ", "##final score: 2\nThe scale goes from 0 to 3.",
    "On a scale from 0 to 3, ##final score: 2", "final score - 2", "final score = 3",
    "2", "\n\n3", "7", "", "The answer is four.", "score: 5", "category 2; category 3",
]
cases = []
for answer in answers:
    grade, valid = parse(answer, "passage", "query")
    cases.append({"answer": answer, "grade": grade, "valid": valid})
(here / "parse-cases.json").write_text(json.dumps(cases, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
