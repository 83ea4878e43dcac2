// The judge: a stub chat endpoint (../stub-chat.groovy). To ragas' statement prompt it answers the answer's sentences,
// each a statement; to its verdict prompt, verdict 1 for a statement the context holds word for word (case aside),
// else 0, in a fenced JSON block as models often write. Each request's body is appended to target/stub-requests.log,
// so that verify.groovy can count and read what was asked.
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

def log = new File(basedir, 'target/stub-requests.log')
log.parentFile.mkdirs()
def stub = new GroovyShell(this.class.classLoader).parse(new File(itStubChat))
stub.start(basedir, 'faithfulness-gate') { String body ->
    synchronized (log) {
        log << JsonOutput.toJson(body) + '\n'
    }
    def prompt = new JsonSlurper().parseText(body).messages[0].content as String
    def input = new JsonSlurper().parseText(prompt.substring(prompt.lastIndexOf('\ninput: ') + 8,
            prompt.lastIndexOf('\nOutput: ')))
    if (prompt.startsWith('Given a question and an answer')) {
        def statements = (input.answer as String).split(/(?<=\.)\s+/).collect { it.replaceAll(/\.$/, '') }
        return JsonOutput.toJson([statements: statements])
    }
    def context = (input.context as String).toLowerCase()
    def verdicts = input.statements.collect { statement ->
        [statement: statement, reason: 'read in the context',
         verdict: context.contains(statement.toLowerCase()) ? 1 : 0]
    }
    return '```json\n' + JsonOutput.prettyPrint(JsonOutput.toJson([statements: verdicts])) + '\n```'
}
return true
