package io.github.rageval.engine.retriever.dense;

import io.github.rageval.engine.format.FileError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.IntSupplier;
import java.util.stream.Stream;

/**
 * Document vectors kept between builds, so that a build on an unchanged corpus encodes nothing and a build after
 * editing 1% of the documents encodes those 1%.
 *
 * <p>Entries are keyed by the model's identity as it encodes documents (its ONNX file's SHA-256, max tokens,
 * pooling, normalisation, document prefix: {@link #modelKey}) and by each text's SHA-256. Each build that encodes
 * something adds one shard file under {@code <folder>/dense/<model key>/} ({@link CacheShard}), written to a
 * temporary file and moved into place, and never changed afterwards: concurrent builds (two modules with
 * {@code mvn -T 2}, two CI jobs on one machine) only ever add whole files, and a reader sees a shard whole or not at
 * all. A shard whose checksum, header or content does not hold (a NaN, vectors of another size than the model's) is
 * reported, deleted and its vectors encoded again, never used: a cache problem is a warning, never a failed build.
 * The folder is kept under {@code maxBytes}: a shard that gave vectors is touched, and the least recently used shards
 * are deleted first.
 */
final class EmbeddingCache {
    /** Temporary files older than this belong to a build that died: removed. */
    private static final Duration STALE = Duration.ofHours(1);

    private final Path folder;
    private final long maxBytes;
    private final List<String> problems = new ArrayList<>();

    /**
     * @param folder the cache folder ({@code ~/.cache/rag-eval} by default); created when first written
     * @param maxBytes the most the folder's shards may take together
     */
    EmbeddingCache(Path folder, long maxBytes) {
        this.folder = folder;
        this.maxBytes = maxBytes;
    }

    Path folder() {
        return folder;
    }

    /** What went wrong with the cache, once each: corrupt shards, a folder that cannot be written. */
    List<String> problems() {
        return List.copyOf(problems);
    }

    /** The key of a model as it encodes documents: any change of these changes every vector. */
    static String modelKey(DenseSettings settings) {
        return sha256(String.join("\n", settings.model().sha256(), Integer.toString(settings.maxTokens()),
                settings.pooling().key(), Boolean.toString(settings.normalize()), settings.documentPrefix()))
                .substring(0, 32);
    }

    static String textKey(String text) {
        return sha256(text);
    }

    /**
     * The cached entries of the wanted texts, by text key.
     *
     * @param wanted the text keys to look for
     * @param dimensions the size of the model's vectors: a shard of another size (written by a build that went wrong,
     *     whatever its checksum says) is reported and deleted rather than ranked with
     */
    Map<String, CacheShard.Entry> lookUp(String modelKey, Set<String> wanted, IntSupplier dimensions) {
        Map<String, CacheShard.Entry> found = new HashMap<>();
        Path models = folder.resolve("dense").resolve(modelKey);
        if (!Files.isDirectory(models) || wanted.isEmpty()) {
            return found;
        }
        // Asked only when there are shards to check: it runs the model once.
        int expected = dimensions.getAsInt();
        for (Path shard : shards(models)) {
            CacheShard.Content content;
            try {
                content = CacheShard.read(shard, modelKey);
                if (content.dimensions() != expected) {
                    throw new CacheShard.CorruptShardException("vectors of " + content.dimensions() + " dimensions,"
                            + " the model's have " + expected);
                }
            } catch (NoSuchFileException e) {
                continue; // evicted by another build meanwhile
            } catch (IOException | CacheShard.CorruptShardException e) {
                problems.add("dense: the embedding cache file " + shard + " is unusable ("
                        + (e instanceof IOException io ? FileError.reason(io) : e.getMessage()) + "):"
                        + " deleted, and its vectors encoded again");
                deleteQuietly(shard);
                continue;
            }
            boolean used = false;
            for (CacheShard.Entry entry : content.entries()) {
                if (wanted.contains(entry.textKey()) && !found.containsKey(entry.textKey())) {
                    found.put(entry.textKey(), entry);
                    used = true;
                }
            }
            if (used) {
                touch(shard);
            }
        }
        return found;
    }

    /** Adds the entries as one new shard, then keeps the folder under its size. */
    void store(String modelKey, List<CacheShard.Entry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        Path models = folder.resolve("dense").resolve(modelKey);
        Path written = null;
        try {
            Files.createDirectories(models);
            String name = System.currentTimeMillis() + "-" + UUID.randomUUID();
            Path temporary = models.resolve(".tmp-" + name);
            try {
                CacheShard.write(temporary, modelKey, entries);
                written = models.resolve(name + CacheShard.SUFFIX);
                try {
                    Files.move(temporary, written, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temporary, written);
                }
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            problems.add("dense: cannot write to the embedding cache " + folder + " (" + FileError.reason(e) + "): the"
                    + " next build encodes these documents again. Set cacheDirectory to a writable folder.");
            return;
        }
        evict(written);
    }

    /** Deletes least recently used shards until the folder holds at most maxBytes; old temporary files go too. */
    private void evict(Path keep) {
        List<Path> all = new ArrayList<>();
        long total = 0;
        Path dense = folder.resolve("dense");
        try (Stream<Path> files = Files.walk(dense, 2)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String name = file.getFileName().toString();
                if (name.startsWith(".tmp-") && isOlderThan(file, STALE)) {
                    deleteQuietly(file);
                } else if (name.endsWith(CacheShard.SUFFIX) && Files.isRegularFile(file)) {
                    all.add(file);
                    total += sizeOf(file);
                }
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            return; // another build is evicting: its deletions are ours
        }
        all.sort(Comparator.comparing(EmbeddingCache::lastUsed).thenComparing(Path::toString));
        for (Path shard : all) {
            if (total <= maxBytes) {
                break;
            }
            if (shard.equals(keep)) {
                continue;
            }
            total -= sizeOf(shard);
            deleteQuietly(shard);
        }
        if (total > maxBytes) {
            problems.add("dense: this build's vectors alone take more than cacheMaxSize (" + maxBytes + " bytes);"
                    + " raise it so that the cache can hold a corpus");
        }
    }

    private static List<Path> shards(Path models) {
        List<Path> shards = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(models, "*" + CacheShard.SUFFIX)) {
            files.forEach(shards::add);
        } catch (IOException e) {
            return shards;
        }
        shards.sort(Comparator.comparing(Path::toString));
        return shards;
    }

    private static FileTime lastUsed(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    private static boolean isOlderThan(Path file, Duration age) {
        return lastUsed(file).toMillis() < System.currentTimeMillis() - age.toMillis();
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    private static void touch(Path file) {
        try {
            Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis()));
        } catch (IOException e) {
            // A shard another build just evicted: nothing to keep fresh.
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // Left for the next eviction.
        }
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
