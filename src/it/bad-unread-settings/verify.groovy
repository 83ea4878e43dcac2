// A corpus or golden dataset beside a BEIR folder, and a BEIR split without one: a configuration error naming the
// parameters when the project's own POM writes them, a warning when a -D property gives them; the BEIR folder alone
// passes. An empty value, and a tfidf setting at its default beside a run file, are errors.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def runs = log.split(/\[INFO\] Scanning for projects/)
assert runs.size() == 7 : 'six builds expected in build.log'

def beside = "beir names a folder holding both the corpus and the judgments: give it without corpus and goldenDataset."
def fromOutside = "(A setting from a parent POM or a -D property reaches every module, so this is a warning: the" +
        " setting is ignored here.)"
assert runs[1].contains("[WARNING] rag-eval: " + beside + " " + fromOutside)
assert runs[1].contains('GATE PASSED')
assert runs[1].contains('BUILD SUCCESS')

assert runs[2].contains("rag-eval configuration error: " + beside)
checks.assertUserError(basedir, runs[2], 'bad-unread-settings', 'configuration')

assert runs[3].contains("[WARNING] rag-eval: beirSplit names a qrels split of a BEIR folder, but beir is not given:" +
        " the split would be ignored. Give beir too, or remove beirSplit. " + fromOutside)
assert runs[3].contains('BUILD SUCCESS')

assert runs[4].contains('GATE PASSED')
assert runs[4].contains('BUILD SUCCESS')
assert new File(basedir, 'target/rag-eval-beir/report.json').isFile()

// Before, an empty thresholds property meant "no thresholds configured; nothing to enforce".
assert runs[5].contains("rag-eval configuration error: thresholds is given, but empty. Give it a value, or leave it" +
        " out (it has no default): an empty value is never read as unset.")
checks.assertUserError(basedir, runs[5], 'bad-unread-settings', 'configuration')

// Before, only a value other than the default was refused: <lowercase>true</lowercase> passed silently.
assert runs[6].contains("rag-eval configuration error: lowercase is set, but run is evaluated instead of a" +
        " retriever, as its results are: it would be ignored. Remove it, or evaluate a retriever without run.")
checks.assertUserError(basedir, runs[6], 'bad-unread-settings', 'configuration')
return true
