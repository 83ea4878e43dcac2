package io.github.rageval.engine.retriever;

/**
 * Where a class a retriever configuration names is looked up, and what to do when it is not there, as the front end
 * that collected the settings says it: the Maven goals look on the project's test classpath, the command line on
 * {@code --classpath}. Class-not-found messages are built from it, so that neither front end's user gets the other's
 * advice.
 *
 * @param place what the classpath is called in a message: {@code the project's test classpath}
 * @param todo what to check or do, one or more sentences
 */
public record ClasspathAdvice(String place, String todo) {
    /** The Maven goals': the project's compiled test classes and test-scope dependencies. */
    public static final ClasspathAdvice TEST_CLASSPATH = new ClasspathAdvice("the project's test classpath",
            "Check the name, and that the class is in src/test/java (compiled by test-compile, so run at least the"
                    + " test-compile phase) or in a test-scope dependency.");
}
