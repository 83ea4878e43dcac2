// The judge: a stub chat endpoint (../stub-chat.groovy) that answers UMBRELA's question about a (query, passage) pair
// with the grade a fixed judge gives it (0 when it is not listed), as "##final score: N". Each request's grade is
// appended to target/stub-requests.log, so that verify.groovy can count the questions asked.
def judged = [
        ['How do I protect my account from someone else logging in?', 'Single sign-on (SSO)', 2],
        ['How do I protect my account from someone else logging in?', 'To permanently delete your account', 1],
        ['How do I enable 2FA?', 'To reset your password', 1],
        ['When does my subscription renew?', 'Refunds are available', 2],
        ['Can I cancel and get a refund?', 'Subscriptions renew monthly', 3],
        ['What can a Member do versus an Admin?', 'Single sign-on (SSO)', 1],
        ['How do I export my data before deleting my account?', 'Teams support three roles', 1],
]
def log = new File(basedir, 'target/stub-requests.log')
log.parentFile.mkdirs()
def stub = new GroovyShell(this.class.classLoader).parse(new File(itStubChat))
stub.start(basedir, 'judge-agreement') { String body ->
    def rule = judged.find { body.contains(it[0]) && body.contains(it[1]) }
    def grade = rule == null ? 0 : rule[2]
    synchronized (log) {
        log << "${grade}\n"
    }
    return '##final score: ' + grade
}
return true
