// One project, one failing gate, three front ends: the check goal (build.log), the JUnit gate (SameGateTest's output
// file) and the command line (run here on the built jar). Each runs the engine's one flow for the check, so they reach
// the same verdict, write the same report.json and say the same lines, once front-end prefixes ([INFO],
// "rag-eval: warning: "), the report folder and how each names failOnViolation are set aside.
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

// The command line, as a user runs it in the project's folder.
def jar = new File(localRepositoryPath, "io/github/rageval/rag-eval-cli/${ragEvalVersion}/rag-eval-cli-${ragEvalVersion}.jar")
assert jar.isFile() : "the command line's jar is not in the ITs' local repository: ${jar}"
def command = [System.getProperty('java.home') + '/bin/java', '-jar', jar.path, 'check',
               '--retriever', 'com.acme.search.KeywordRetriever', '--classpath', 'target/test-classes',
               '--corpus', 'src/test/rag/corpus.json', '--golden-dataset', 'src/test/rag/golden.json', '--k', '3',
               '--thresholds', 'mean_recall=0.90,mrr=0.85,hit_rate=0.95', '--fail-on-violation', 'false',
               '--show-queries', 'misses', '--report-directory', 'target/rag-eval-cli',
               '--project-name', 'one-flow-three-front-ends']
def process = new ProcessBuilder(command).directory(basedir).redirectErrorStream(true).start()
def cliOutput = process.inputStream.getText('UTF-8')
assert process.waitFor() == 0 : "the command line failed:\n${cliOutput}"
new File(basedir, 'target/cli-output.txt').text = cliOutput

// What each front end said. Maven's: the check goal's lines, from its header to the end of the build.
def mavenLines = log.readLines().dropWhile { !it.contains(':check (default) @ one-flow-three-front-ends ---') }
        .drop(1).takeWhile { !it.startsWith('[INFO] ------') }
assert !mavenLines.isEmpty() : 'the check goal said nothing'
def junitLines = new File(basedir, 'target/surefire-reports/com.acme.search.SameGateTest-output.txt').readLines()
def cliLines = cliOutput.readLines()

List said(List lines) {
    lines.collect { line ->
        line.replaceFirst(/^\[(INFO|WARNING|ERROR)\] ?/, '')
                .replaceFirst(/^rag-eval: (warning: )?/, '')
                .replaceAll(/target\/rag-eval-(maven|cli|junit)/, '<reports>')
                .replace('failOnViolation=false', '<failOnViolation false>')
                .replace('--fail-on-violation false', '<failOnViolation false>')
                .replace('setting("failOnViolation", "false")', '<failOnViolation false>')
    }
}
def maven = said(mavenLines)
def junit = said(junitLines)
def cli = said(cliLines)
assert maven.contains('rag-eval gate failed for one-flow-three-front-ends (<failOnViolation false>, build continues):')
assert maven.any { it.startsWith('GATE FAILED: ') }
assert junit == maven : "the JUnit gate said otherwise than the check goal:\n" + (junit - maven).join('\n') +
        "\n--- the goal said, and the JUnit gate did not:\n" + (maven - junit).join('\n')
assert cli == maven : "the command line said otherwise than the check goal:\n" + (cli - maven).join('\n') +
        "\n--- the goal said, and the command line did not:\n" + (maven - cli).join('\n')

// The same verdict and the same report.json, byte for byte.
def reports = ['maven', 'junit', 'cli'].collectEntries { [(it): new File(basedir, "target/rag-eval-${it}/report.json")] }
reports.each { name, file -> assert file.isFile() : "${name} wrote no report.json" }
def json = new JsonSlurper().parse(reports.maven)
assert json.passed == false
assert reports.junit.text == reports.maven.text : 'report.json of the JUnit gate differs from the check goal\'s'
assert reports.cli.text == reports.maven.text : 'report.json of the command line differs from the check goal\'s'

checks.assertNoStackTrace(log)
return true
