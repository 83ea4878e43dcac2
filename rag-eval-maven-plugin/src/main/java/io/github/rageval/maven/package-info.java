/**
 * The Maven goals, a thin layer over the engine: {@code check} (bound to {@code verify}) and {@code baseline}
 * read their parameters, build the engine's settings once, call it, log what it returns, and map its outcome to
 * Maven's: a failed gate to {@code MojoFailureException}, a bad configuration, input or retriever to
 * {@code MojoExecutionException} with one clear paragraph.
 */
package io.github.rageval.maven;
