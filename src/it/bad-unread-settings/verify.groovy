// A corpus or golden dataset beside a BEIR folder, and a BEIR split without one: a configuration error naming the
// parameters when the project's own POM writes them, a warning when a -D property gives them; the BEIR folder alone
// passes.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def runs = log.split(/\[INFO\] Scanning for projects/)
assert runs.size() == 5 : 'four builds expected in build.log'

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
return true
