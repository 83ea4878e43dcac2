package io.github.rageval.engine.faithfulness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.rageval.engine.retriever.text.PythonText;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JSON in a model's reply, found as ragas finds it before it validates the reply's model
 * ({@code RagasOutputParser.parse_output_string}, {@code src/ragas/prompt/pydantic_prompt.py} of
 * explodinggradients/ragas at commit 3e28e9dec93897f47a98065be4c62f6d072a45a7):
 *
 * <ol>
 *   <li>ragas' {@code extract_json} ({@code src/ragas/prompt/utils.py}): from the first {@code ```json} when there is
 *       one, the first {@code [} or {@code {} and up to where its brackets balance, counting brackets inside strings
 *       too (a quirk kept: {@code "a } brace"} ends the object early); the text as it is when there is no bracket or
 *       they never balance;</li>
 *   <li>LangChain's {@code JsonOutputParser.parse_result}: that text stripped (Python's whitespace), then
 *       {@code parse_json_markdown} ({@code libs/core/langchain_core/utils/json.py} of langchain-ai/langchain at
 *       commit 0072311906cce45940dbea5a13c2903d670ef502): spaces, line ends and back-ticks stripped from both ends,
 *       {@code _custom_parser}'s escaping inside an {@code "action_input"} string, then {@code parse_partial_json}:
 *       Python's {@code json.loads(strict=False)} (control characters allowed inside strings, {@code NaN} and
 *       {@code Infinity} read, nothing after the value), and when that fails a reply cut short is completed (an open
 *       string closed, open brackets closed in order) and shortened a character at a time until it reads; a closing
 *       bracket that matches none gives no value at all; on failure the text after the first {@code ```} is tried
 *       the same way.</li>
 * </ol>
 */
final class RagasReplyJson {
    private static final JsonMapper PYTHON_JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS, JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();
    private static final Pattern MARKDOWN = Pattern.compile("```(json)?(.*)", Pattern.DOTALL);
    private static final Pattern ACTION_INPUT = Pattern.compile("(\"action_input\":\\s*\")(.*?)(\")",
            Pattern.DOTALL | Pattern.UNICODE_CHARACTER_CLASS);
    private static final String STRIPPED = " \n\r\t`";

    private RagasReplyJson() {
    }

    /** Python's {@code json.JSONDecodeError}: the text reads as no JSON value. */
    static final class NotJson extends Exception {
        private static final long serialVersionUID = 1L;

        NotJson() {
            super(null, null, false, false);
        }
    }

    /**
     * The value the reply holds, as ragas and LangChain read it.
     *
     * @return the value; null where {@code parse_partial_json} returns None (a bracket that closes nothing)
     * @throws NotJson where LangChain raises its {@code OutputParserException} for text that is no JSON
     */
    static JsonNode read(String reply) throws NotJson {
        String text = PythonText.strip(extractJson(reply));
        try {
            return parseJson(text);
        } catch (NotJson e) {
            Matcher fenced = MARKDOWN.matcher(text);
            return parseJson(fenced.find() ? fenced.group(2) : text);
        }
    }

    /** ragas' {@code extract_json}. */
    static String extractJson(String reply) {
        String text = reply;
        int markdown = text.indexOf("```json");
        if (markdown != -1) {
            text = text.substring(markdown);
        }
        int bracket = text.indexOf('[');
        int brace = text.indexOf('{');
        if (bracket == -1 && brace == -1) {
            return text;
        }
        int start = bracket == -1 ? brace : brace == -1 ? bracket : Math.min(bracket, brace);
        char open = text.charAt(start);
        char close = open == '[' ? ']' : '}';
        int count = 0;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == open) {
                count++;
            } else if (c == close) {
                count--;
            }
            if (count == 0) {
                return text.substring(start, i + 1);
            }
        }
        return text;
    }

    /** LangChain's {@code _parse_json}. */
    private static JsonNode parseJson(String json) throws NotJson {
        String stripped = strip(json);
        Matcher matcher = ACTION_INPUT.matcher(stripped);
        StringBuilder escaped = new StringBuilder();
        while (matcher.find()) {
            String value = matcher.group(2).replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
                    .replaceAll("(?<!\\\\)\"", "\\\\\"");
            matcher.appendReplacement(escaped, Matcher.quoteReplacement(matcher.group(1) + value + matcher.group(3)));
        }
        matcher.appendTail(escaped);
        return parsePartialJson(escaped.toString());
    }

    /** LangChain's {@code parse_partial_json}, character by character as Python iterates a string (code points). */
    static JsonNode parsePartialJson(String s) throws NotJson {
        try {
            return loads(s);
        } catch (NotJson e) {
            // Completed below.
        }
        StringBuilder chars = new StringBuilder();
        Deque<Integer> ends = new ArrayDeque<>();
        Deque<Character> stack = new ArrayDeque<>();
        boolean insideString = false;
        boolean escaped = false;
        int[] points = s.codePoints().toArray();
        for (int c : points) {
            String added = Character.toString(c);
            if (insideString) {
                if (c == '"' && !escaped) {
                    insideString = false;
                } else if (c == '\n' && !escaped) {
                    added = "\\n";
                } else if (c == '\\') {
                    escaped = !escaped;
                } else {
                    escaped = false;
                }
            } else if (c == '"') {
                insideString = true;
                escaped = false;
            } else if (c == '{') {
                stack.push('}');
            } else if (c == '[') {
                stack.push(']');
            } else if (c == '}' || c == ']') {
                if (!stack.isEmpty() && stack.peek() == c) {
                    stack.pop();
                } else {
                    return null;
                }
            }
            chars.append(added);
            ends.push(chars.length());
        }
        if (insideString) {
            if (escaped) {
                pop(chars, ends);
            }
            chars.append('"');
            ends.push(chars.length());
        }
        StringBuilder closing = new StringBuilder();
        stack.forEach(closing::append);
        while (!ends.isEmpty()) {
            try {
                return loads(chars + closing.toString());
            } catch (NotJson e) {
                pop(chars, ends);
            }
        }
        return loads(s);
    }

    /** Removes the last element added (a character, or the two of an escaped line feed). */
    private static void pop(StringBuilder chars, Deque<Integer> ends) {
        ends.pop();
        chars.setLength(ends.isEmpty() ? 0 : ends.peek());
    }

    private static JsonNode loads(String s) throws NotJson {
        try {
            JsonNode value = PYTHON_JSON.readTree(s);
            if (value == null || value.isMissingNode()) {
                throw new NotJson();
            }
            return value;
        } catch (JsonProcessingException e) {
            throw new NotJson();
        }
    }

    /** Python's {@code str.strip(" \n\r\t`")}. */
    private static String strip(String text) {
        int from = 0;
        int to = text.length();
        while (from < to && STRIPPED.indexOf(text.charAt(from)) >= 0) {
            from++;
        }
        while (to > from && STRIPPED.indexOf(text.charAt(to - 1)) >= 0) {
            to--;
        }
        return text.substring(from, to);
    }

}
