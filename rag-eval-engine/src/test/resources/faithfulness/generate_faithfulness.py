"""Reference outputs of ragas' faithfulness, for FaithfulnessParityTest.

ragas' code is taken from the files themselves with ast, not retyped, at explodinggradients/ragas commit
3e28e9dec93897f47a98065be4c62f6d072a45a7:

- src/ragas/metrics/_faithfulness.py: the pydantic models, StatementGeneratorPrompt and NLIStatementPrompt (their
  instructions and examples) and Faithfulness._compute_score;
- src/ragas/prompt/pydantic_prompt.py: PydanticPrompt._generate_output_signature, _generate_examples and to_string,
  how a prompt becomes the one string sent to the model;
- src/ragas/prompt/utils.py: extract_json, the first step of reading a reply (RagasOutputParser.parse_output_string).

The second step, LangChain's PydanticOutputParser.parse (JsonOutputParser.parse_result: the text stripped, then
parse_json_markdown, then the model validated), is transcribed below from langchain-ai/langchain at commit
0072311906cce45940dbea5a13c2903d670ef502, libs/core/langchain_core/utils/json.py (parse_partial_json,
parse_json_markdown, _parse_json, _custom_parser), since LangChain is not installed here; the validation is pydantic's
own (model_validate, lax mode).

What it stores: rendered prompts (the statement prompt for a question and an answer, the verdict prompt for the
contexts joined as Faithfulness._create_verdicts joins them and the statements), replies read as ragas reads them
(the statements, or the verdicts and the score; null where ragas' parser raises and ragas would ask the model to fix
its output), and the scores.

Usage: python generate_faithfulness.py <ragas git directory> <out.json>   (needs pydantic 2)
"""
import ast
import json
import math
import re
import subprocess
import sys
import typing as t

import pydantic
from pydantic import BaseModel, Field

RAGAS, OUT = sys.argv[1:3]
COMMIT = "3e28e9dec93897f47a98065be4c62f6d072a45a7"


def source(path):
    return subprocess.run(["git", "--git-dir", RAGAS, "show", COMMIT + ":" + path], check=True,
                          capture_output=True, text=True).stdout


def nodes(path, wanted):
    tree = ast.parse(source(path))
    return [node for node in tree.body if getattr(node, "name", None) in wanted]


def methods(path, cls, wanted):
    base = nodes(path, {cls})[0]
    return [node for node in base.body if isinstance(node, ast.FunctionDef) and node.name in wanted]


def run(body, scope):
    module = ast.Module(body=body, type_ignores=[])
    ast.fix_missing_locations(module)
    exec(compile(module, "ragas", "exec"), scope)


class PydanticPrompt:
    """ragas' PydanticPrompt reduced to its rendering: the three methods below are ragas' own."""

    def __class_getitem__(cls, item):
        return cls


scope = {"t": t, "json": json, "BaseModel": BaseModel, "Field": Field, "InputModel": BaseModel,
         "np": type("np", (), {"nan": math.nan}),
         "logger": type("logger", (), {"warning": staticmethod(lambda *a: None)})}
prompt_methods = methods("src/ragas/prompt/pydantic_prompt.py", "PydanticPrompt",
                         {"_generate_output_signature", "_generate_examples", "to_string"})
for method in prompt_methods:
    run([method], scope)
    setattr(PydanticPrompt, method.name, scope[method.name])
scope["PydanticPrompt"] = PydanticPrompt
run(nodes("src/ragas/prompt/utils.py", {"extract_json"}), scope)
run(nodes("src/ragas/metrics/_faithfulness.py", {
    "StatementGeneratorInput", "StatementGeneratorOutput", "StatementGeneratorPrompt", "StatementFaithfulnessAnswer",
    "NLIStatementOutput", "NLIStatementInput", "NLIStatementPrompt"}), scope)
run(methods("src/ragas/metrics/_faithfulness.py", "Faithfulness", {"_compute_score"}), scope)
compute_score = scope["_compute_score"]
extract_json = scope["extract_json"]
statement_prompt = scope["StatementGeneratorPrompt"]()
verdict_prompt = scope["NLIStatementPrompt"]()


# --- LangChain, transcribed (see the docstring) ---------------------------------------------------------------------
def _replace_new_line(match):
    value = match.group(2)
    value = re.sub(r"\n", r"\\n", value)
    value = re.sub(r"\r", r"\\r", value)
    value = re.sub(r"\t", r"\\t", value)
    value = re.sub(r'(?<!\\)"', r"\"", value)
    return match.group(1) + value + match.group(3)


def _custom_parser(multiline_string):
    return re.sub(r'("action_input"\:\s*")(.*?)(")', _replace_new_line, multiline_string, flags=re.DOTALL)


def parse_partial_json(s, *, strict=False):
    try:
        return json.loads(s, strict=strict)
    except json.JSONDecodeError:
        pass
    new_chars = []
    stack = []
    is_inside_string = False
    escaped = False
    for char in s:
        new_char = char
        if is_inside_string:
            if char == '"' and not escaped:
                is_inside_string = False
            elif char == "\n" and not escaped:
                new_char = "\\n"
            elif char == "\\":
                escaped = not escaped
            else:
                escaped = False
        elif char == '"':
            is_inside_string = True
            escaped = False
        elif char == "{":
            stack.append("}")
        elif char == "[":
            stack.append("]")
        elif char in {"}", "]"}:
            if stack and stack[-1] == char:
                stack.pop()
            else:
                return None
        new_chars.append(new_char)
    if is_inside_string:
        if escaped:
            new_chars.pop()
        new_chars.append('"')
    stack.reverse()
    while new_chars:
        try:
            return json.loads("".join(new_chars + stack), strict=strict)
        except json.JSONDecodeError:
            new_chars.pop()
    return json.loads(s, strict=strict)


_json_markdown_re = re.compile(r"```(json)?(.*)", re.DOTALL)
_json_strip_chars = " \n\r\t`"


def _parse_json(json_str):
    json_str = json_str.strip(_json_strip_chars)
    json_str = _custom_parser(json_str)
    return parse_partial_json(json_str)


def parse_json_markdown(json_string):
    try:
        return _parse_json(json_string)
    except json.JSONDecodeError:
        match = _json_markdown_re.search(json_string)
        json_str = json_string if match is None else match.group(2)
    return _parse_json(json_str)


def read_reply(reply, model):
    """RagasOutputParser.parse_output_string without its retry: the model, or None where LangChain raises."""
    text = extract_json(reply).strip()
    try:
        parsed = parse_json_markdown(text)
    except json.JSONDecodeError:
        return None
    try:
        return model.model_validate(parsed)
    except pydantic.ValidationError:
        return None
# ---------------------------------------------------------------------------------------------------------------------


def finite(value):
    return None if isinstance(value, float) and math.isnan(value) else value


QUESTIONS = [
    ("Who was Albert Einstein?", "He was a physicist. He developed relativity."),
    ("What is the refund window?", "Refunds are available within 14 days for annual plans."),
    ("Quote \"this\" and a back\\slash?", "Line one.\nLine two\twith a tab, and \"quotes\"."),
    ("Ünïcödé — 日本語 and emoji 😀?", "Café crème costs €3; naïve façade. 👍"),
    ("Control \u0001 and \u001f characters, and DEL \u007f?", ""),
    ("Braces {query} and {answer} stay", "JSON-like {\"statements\": []} in an answer </tag> & more"),
    ("  leading and trailing space  ", "\r\nwindows line ends\r\n"),
    ("Unicode line separators \u2028 \u2029 and \u0085", "\u00a0non-breaking space and \ufeff BOM"),
]

VERDICT_INPUTS = [
    (["Refunds are available within 14 days of a charge for annual plans.", "Monthly plans are not refundable."],
     ["Refunds are available within 14 days.", "Refunds apply to annual plans."]),
    ([], ["A statement with no context."]),
    ([""], ["An empty context."]),
    (["One \"quoted\" context\nwith a line feed.", "Ünïcödé 😀 context\t tab."], ["Ünïcödé statement \\ slash."]),
    (["a", "", "b"], ["s1", "s2", "s3", "s4"]),
]

STATEMENT_REPLIES = [
    '{"statements": ["Einstein was a physicist.", "Einstein developed relativity."]}',
    'Here you go:\n```json\n{"statements": ["A.", "B."]}\n```\nDone.',
    '```\n{"statements": ["fenced without json"]}\n```',
    '{"statements": []}',
    '{"statements": ["truncated reply", "cut he',
    '{"statements": ["nested [brackets] in a string"]}',
    '{"statements": ["a string with } a brace"]}',
    'The answer has no statements.',
    '',
    '{"statements": "not a list"}',
    '{"statements": [1, 2]}',
    '{"statement": ["wrong key"]}',
    '["a list", "at the top"]',
    '{"statements": ["raw\ncontrol character inside"]}',
    '{"statements": ["ok"], "extra": true}',
    '{"statements": ["first"]} {"statements": ["second"]}',
    '{"statements": ["unicode é 日本 😀", "escaped \\u00e9"]}',
    '{"statements": [null]}',
    '{"statements": ["a"],}',
    "{'statements': ['single quotes']}",
    '{"statements": ["a", "b"]]}',
    '  \n {"statements": ["leading space"]}  ',
    '{"statements": ["x"], "statements": ["duplicate key, the last wins"]}',
    '{"statements": NaN}',
]


def verdict(statement, value, reason="because"):
    return {"statement": statement, "reason": reason, "verdict": value}


VERDICT_REPLIES = [
    json.dumps({"statements": [verdict("s1", 1), verdict("s2", 0)]}),
    json.dumps({"statements": [verdict("s1", 1), verdict("s2", 1), verdict("s3", 1)]}),
    json.dumps({"statements": [verdict("s1", 0)]}),
    json.dumps({"statements": []}),
    json.dumps({"statements": [verdict("s1", 2), verdict("s2", -1), verdict("s3", 0)]}),
    json.dumps({"statements": [verdict("s1", True), verdict("s2", False)]}),
    json.dumps({"statements": [verdict("s1", "1"), verdict("s2", "0")]}),
    json.dumps({"statements": [verdict("s1", 1.0), verdict("s2", 0.0)]}),
    json.dumps({"statements": [verdict("s1", 0.5)]}),
    json.dumps({"statements": [verdict("s1", "yes")]}),
    json.dumps({"statements": [verdict("s1", None)]}),
    json.dumps({"statements": [{"statement": "s1", "verdict": 1}]}),
    json.dumps({"statements": [{"statement": "s1", "reason": 3, "verdict": 1}]}),
    json.dumps({"statements": [verdict("s1", 1), verdict("s2", 0), verdict("s3", 1)]}) + "\nThat is all.",
    "```json\n" + json.dumps({"statements": [verdict("s1", 1)]}, indent=4) + "\n```",
    '{"statements": [{"statement": "s1", "reason": "r", "verdict": 1}, {"statement": "s2", "reas',
    json.dumps({"statements": [verdict("s1", 10 ** 30)]}),
    json.dumps({"statements": [verdict("s1", " 1 ")]}),
    json.dumps({"statements": [verdict("s1", "1.0")]}),
    json.dumps({"statements": [verdict("s1", 1e3)]}),
    json.dumps({"statements": [verdict("s1", [1])]}),
    "not json at all",
    json.dumps({"statements": {"statement": "s1", "reason": "r", "verdict": 1}}),
    json.dumps({"statements": [verdict("s1", "+1")]}),
    json.dumps({"statements": [verdict("s1", "1_000")]}),
    json.dumps({"statements": [verdict("s1", "0x1")]}),
    json.dumps({"statements": [verdict("s1", "٣")]}),
] + [json.dumps({"statements": [verdict("s1", value), verdict("s2", 1)]}) for value in (
    "1.", "1.00", "-0", "00", "1_0.0", "\u00a01\u2003", "\x1c1", "1e3", "_1", "1_", "1__0", "+-1", "", "-", "inf",
    "0.000", "-1.0", "1.0.0", "12345678901234567890", 1e30, 2.0 ** 63, -0.0, 1e18, 0, -1, 10 ** 40)]


def main():
    statement_cases = []
    for question, answer in QUESTIONS:
        data = scope["StatementGeneratorInput"](question=question, answer=answer)
        statement_cases.append({"question": question, "answer": answer,
                                "prompt": statement_prompt.to_string(data)})
    verdict_cases = []
    for contexts, statements in VERDICT_INPUTS:
        # Faithfulness._create_verdicts: the retrieved contexts joined by line feeds.
        data = scope["NLIStatementInput"](context="\n".join(contexts), statements=statements)
        verdict_cases.append({"contexts": contexts, "statements": statements, "prompt": verdict_prompt.to_string(data)})
    statement_replies = []
    for reply in STATEMENT_REPLIES:
        read = read_reply(reply, scope["StatementGeneratorOutput"])
        statement_replies.append({"reply": reply, "statements": None if read is None else read.statements})
    verdict_replies = []
    for reply in VERDICT_REPLIES:
        read = read_reply(reply, scope["NLIStatementOutput"])
        if read is None:
            verdict_replies.append({"reply": reply, "read": False})
            continue
        verdict_replies.append({"reply": reply, "read": True, "judged": len(read.statements),
                                "faithful": sum(1 if a.verdict else 0 for a in read.statements),
                                "score": finite(compute_score(None, read))})
    out = {"ragas_commit": COMMIT, "pydantic": pydantic.VERSION, "statement_prompts": statement_cases,
           "verdict_prompts": verdict_cases, "statement_replies": statement_replies,
           "verdict_replies": verdict_replies}
    with open(OUT, "w", encoding="utf-8") as file:
        json.dump(out, file, ensure_ascii=False, indent=1)
        file.write("\n")


main()
