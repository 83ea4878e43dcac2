// A corpus or golden dataset beside a BEIR folder, and a BEIR split without one: configuration errors naming the
// parameters, before anything is read; the BEIR folder alone passes.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def runs = log.split(/\[INFO\] Scanning for projects/)
assert runs.size() == 5 : 'four builds expected in build.log'

def beside = "rag-eval configuration error: beir names a folder holding both the corpus and the judgments: give it" +
        " without corpus and goldenDataset."
assert runs[1].contains(beside)
assert runs[2].contains(beside)
assert runs[3].contains("rag-eval configuration error: beirSplit names a qrels split of a BEIR folder, but beir is" +
        " not given: the split would be ignored. Give beir too, or remove beirSplit.")
(1..3).each { run ->
    checks.assertUserError(basedir, runs[run], 'bad-unread-settings', 'configuration')
}

assert runs[4].contains('GATE PASSED')
assert runs[4].contains('BUILD SUCCESS')
assert new File(basedir, 'target/rag-eval-beir/report.json').isFile()
return true
