"""Reference data for the LLM judge's tests, from UMBRELA's own source (castorini/umbrela).

Usage: python3 generate.py <umbrela checkout>

Writes, beside this script:
- the zero-shot "bing" prompt template as UMBRELA's YAML loader reads it, into the engine's resources
  (../../../main/resources/io/github/rageval/engine/goldenset/judge/qrel_zeroshot_bing.txt);
- parse-cases.json: answers and what UMBRELA's parse_fewshot_response makes of them ([grade, valid]);
- request-cases.json: for each model name, the body of the chat completion UMBRELA's OpenAI judge sends;
- reasoning-cases.json: chat messages with content, reasoning and reasoning_content, and the grade UMBRELA reads.
The functions are taken from UMBRELA's source by their names and run as they are (not copied here), so the cases
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

# The requests and the reading of reasoning fields, from UMBRELA's OpenAI judge (src/umbrela/gpt_judge.py): its
# constants and the methods that build a chat completion's parameters, cut from the module and run as they are on a
# bare object holding the model's name (the client and the SDK are not needed to build the parameters).
gpt_source = (root / "src/umbrela/gpt_judge.py").read_text("utf-8")
gpt_module = ast.parse(gpt_source)
gpt_class = next(node for node in gpt_module.body if isinstance(node, ast.ClassDef) and node.name == "GPTJudge")
request_methods = {"_model_name_contains_any", "_uses_reasoning_style_api", "_resolve_max_new_tokens",
                   "_normalize_messages", "_build_completion_params"}
builder = ast.parse("class RequestBuilder:\n    pass\n").body[0]
builder.body = [node for node in gpt_class.body if isinstance(node, ast.FunctionDef) and node.name in request_methods]
constants = [node for node in gpt_module.body if isinstance(node, ast.Assign)]
run_gpt = next(node for node in gpt_class.body if isinstance(node, ast.AsyncFunctionDef) and node.name == "run_gpt")
# run_gpt's own statements: the messages it sends, the answer's content it keeps (lower-cased) and its reasoning.
run_gpt_messages = next(node for node in run_gpt.body if isinstance(node, ast.Assign)
                        and node.targets[0].id == "messages")
run_gpt_try = next(node for node in ast.walk(run_gpt) if isinstance(node, ast.Try))
run_gpt_reading = [node for node in run_gpt_try.body if isinstance(node, ast.Assign)
                   and node.targets[0].id in ("output", "reasoning")]
gpt_namespace = {"Any": object}
module = ast.Module(body=constants + [builder], type_ignores=[])
exec(compile(ast.fix_missing_locations(module), "gpt_judge.py", "exec"), gpt_namespace)

requests = []
for model in ["qwen3:8b", "gpt-4o", "gpt-4o-mini", "gpt-4.1", "llama3.1:8b", "deepseek-r1:8b", "gpt-oss:20b",
              "o1", "o3-mini", "o4-mini", "openai/o4-mini", "gpt-5", "gpt-5-mini", "GPT-5", "O3-mini"]:
    judge = gpt_namespace["RequestBuilder"]()
    judge.model_name = model
    judge.engine = model  # as _create_standard_client sets it: the model's name
    messages = eval(compile(ast.Expression(run_gpt_messages.value), "gpt_judge.py", "eval"),
                    {"prompt": "the prompt"})
    params = judge._build_completion_params(messages, 100)  # judge()'s default max_new_tokens
    # The OpenAI SDK takes timeout as an option of the request, not a field of the body it sends.
    del params["timeout"]
    requests.append({"model": model, "body": json.dumps(params, ensure_ascii=False, separators=(",", ":"))})
(here / "request-cases.json").write_text(json.dumps(requests, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

# The reasoning beside the content: extract_reasoning_content and prepare_judgments of common_utils.py, run as they
# are on the message as the OpenAI SDK gives it (an object with an attribute per field of the message's JSON).
def cut(name):
    begin = source.index("\ndef " + name + "(") + 1
    finish = source.index("\ndef ", begin + 1)
    return ast.parse(source[begin:finish]).body[0]


import types
from collections.abc import Sequence

utils = {"re": re, "Any": object, "Sequence": Sequence, "Judgment": dict,
         "parse_fewshot_response": parse}
exec(compile(ast.Module(body=[cut("extract_reasoning_content"), cut("prepare_judgments")], type_ignores=[]),
             "common_utils.py", "exec"), utils)
messages = [
    {"content": "##final score: 2"},
    {"content": None, "reasoning_content": "The passage answers it. ##final score: 1"},
    {"content": "", "reasoning": "##Final Score: 3"},
    {"content": None, "reasoning": "final score: 2", "reasoning_content": "final score: 1"},
    {"content": None, "reasoning": "", "reasoning_content": "final score: 1"},
    {"content": None, "reasoning": None, "reasoning_content": "final score: 3"},
    {"content": "##final score: 2", "reasoning_content": "It answers the question; final score: 1"},
    {"content": "##final score: 2", "reasoning": "On the scale from 0 to 3 it is partly relevant."},
    {"content": "FINAL SCORE: 3", "reasoning": "The user asks for a FINAL SCORE: 2"},
    {"content": "  ", "reasoning": "##final score: 2"},
    {"content": "##final score: 0", "reasoning": "   "},
    {"content": None},
    {"content": "", "reasoning": ""},
    {"content": "I cannot tell.", "reasoning_content": "Nothing here says how relevant it is."},
]
reasoning_cases = []
for message in messages:
    response = types.SimpleNamespace(choices=[types.SimpleNamespace(message=types.SimpleNamespace(**message))])
    reading = {"response": response, "common_utils": types.SimpleNamespace(**utils)}
    for statement in run_gpt_reading:
        exec(compile(ast.Module(body=[statement], type_ignores=[]), "gpt_judge.py", "exec"), reading)
    judgment = utils["prepare_judgments"]([reading["output"]], [("query", "passage")], ["prompt"], "model",
                                          [reading["reasoning"]])[0]
    reasoning_cases.append({"message": message, "grade": judgment["judgment"], "valid": judgment["result_status"]})
(here / "reasoning-cases.json").write_text(json.dumps(reasoning_cases, indent=2, ensure_ascii=False) + "\n",
                                           encoding="utf-8")
