// mvn rag-eval:help: a screen for the goals, a line per parameter with -Ddetail (maven-plugin-plugin's generated help
// printed every parameter's whole Javadoc: 1,163 lines with -Ddetail), one goal's with -Dgoal, an unknown goal named.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

// The four invocations share build.log: each starts by scanning for projects.
def steps = log.split(/(?m)^.*\[INFO\] Scanning for projects\.\.\.$/).findAll { it.contains('help-detail') }
assert steps.size() == 4
def (overview, detail, grow, unknown) = steps

/** The help's own lines: from its first line to the closing one, as printed. */
List<String> help(String step) {
    def lines = step.readLines()
    def first = lines.findIndexOf { it.contains('rag-eval Maven plugin ') }
    def last = lines.findIndexOf { it.startsWith('What each does: docs/configuration.md.') }
    assert first >= 0 && last > first : step
    return lines.subList(first, last + 1)
}

def goals = ['check', 'baseline', 'pool', 'judge', 'faithfulness', 'judgments', 'grow', 'lock', 'aggregate', 'help']
def listing = help(overview)
assert listing.size() < 20
goals.each { goal -> assert listing.count { it.startsWith("rag-eval:${goal} ") } == 1 : goal }

def all = help(detail)
assert all.size() < 250 : "${all.size()} lines"
assert all.every { it.length() <= 100 } : all.findAll { it.length() > 100 }
goals.each { goal -> assert all.count { it.startsWith("rag-eval:${goal}: ") } == 1 : goal }
assert all.any { it ==~ /  thresholds +rageval\.thresholds +\(unset\)/ }
assert all.any { it ==~ /  reportDirectory +rageval\.aggregate\.reportDirectory +target\/rag-eval-aggregate/ }

def one = help(grow)
assert one.count { it.startsWith('rag-eval:') } == 1 && one.any { it.startsWith('rag-eval:grow: ') }
assert one.any { it ==~ /  minImpressions +rageval\.minImpressions +10/ }

assert unknown.contains("rag-eval configuration error: goal 'chek' (-Dgoal) names no goal of the rag-eval plugin.")
checks.assertNoStackTrace(log)
return true
