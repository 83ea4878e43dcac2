// Two modules of one build writing one report folder: the build fails naming both, and the folder holds the
// complete set of the one module that claimed it first.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

def alpha = "io.github.rageval.it:alpha (${new File(basedir, 'alpha').canonicalPath})"
def beta = "io.github.rageval.it:beta (${new File(basedir, 'beta').canonicalPath})"
def named = { String second, String first ->
    log.contains("rag-eval configuration error: reportDirectory ") &&
            log.contains(" of ${second} is also the report folder of ${first} in this build: two modules writing one"
                    + " folder replace each other's reports")
}
assert named(beta, alpha) || named(alpha, beta) : 'no error naming both modules'
assert log.contains("Give each module a folder of its own, e.g. the default \${project.build.directory}/rag-eval.")
assert (log =~ /(?m)^\[INFO\] (alpha|beta) \.+ SUCCESS/).count == 1
assert (log =~ /(?m)^\[INFO\] (alpha|beta) \.+ FAILURE/).count == 1

def folder = new File(basedir, 'shared-reports')
def names = folder.list().findAll { !it.startsWith('.') } as Set
assert names == ['report.json', 'report.md', 'TEST-rag-eval.xml', 'report.html', 'run.trec'] as Set
def winner = log.contains(" of ${beta} is also") ? 'alpha' : 'beta'
assert new File(folder, 'report.md').text.startsWith("## rag-eval: ${winner} passed")
assert new File(folder, 'report.html').text.contains("<title>rag-eval report: ${winner}</title>")
assert new JsonSlurper().parse(new File(folder, 'report.json')).passed == true
// Nothing left beside it: no staged or set-aside folder.
assert !basedir.list().any { it.startsWith('.shared-reports.') }
checks.assertNoStackTrace(log)
return true
