/**
 * ragas' faithfulness, through an OpenAI-compatible chat model: the recorded answer split into statements, each
 * statement judged against the contexts the answer was given, the share judged faithful. The prompts are ragas' own,
 * rendered byte for byte as ragas renders them; the replies are read as ragas reads them; every reply is kept in the
 * judge's answer cache, so that the check gates on the metric offline, reading the cache only.
 */
package io.github.rageval.engine.faithfulness;
