/**
 * The Maven goals, a thin layer over the engine: {@code check} (bound to {@code verify}), {@code baseline} and
 * {@code aggregate} read their parameters, build the engine's settings once, call it, log what it returns, and map
 * its outcome to Maven's: a failed gate to {@code MojoFailureException}, a bad configuration, input or retriever to
 * {@code MojoExecutionException} with one clear paragraph. What only Maven knows stays here, in small classes: which
 * reactor projects bind {@code check} and where their reports are ({@code CheckModules}), whether an aggregate runs
 * after a module ({@code LaterAggregate}), and the failures checks left to it ({@code DeferredFailures}).
 */
package io.github.rageval.maven;
