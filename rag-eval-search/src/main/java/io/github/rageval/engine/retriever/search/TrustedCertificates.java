package io.github.rageval.engine.retriever.search;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The certificates an {@code https://} cluster is trusted by: the JVM's trust store (its {@code cacerts}, or
 * {@code javax.net.ssl.trustStore} when the build sets it), plus, with {@code caFile}, the certificates of a PEM
 * file, for a cluster whose certificate a private CA signed or that signs its own (OpenSearch's demo certificates).
 * A server is trusted when either accepts its chain; host names are still verified.
 */
final class TrustedCertificates {

    private TrustedCertificates() {
    }

    /** The SSL context to use: the JVM's default without a CA file, else one trusting both. */
    static SSLContext context(Optional<Path> caFile, String retriever, OptionWords words)
            throws ConfigurationException {
        try {
            if (caFile.isEmpty()) {
                return SSLContext.getDefault();
            }
            X509TrustManager jvm = trustManager(null);
            X509TrustManager file = trustManager(keyStore(caFile.get(), retriever, words));
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {new EitherTrustManager(jvm, file)}, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new ConfigurationException("the " + retriever + " retriever cannot set up TLS: " + e.getMessage(), e);
        }
    }

    private static KeyStore keyStore(Path file, String retriever, OptionWords words) throws ConfigurationException,
            GeneralSecurityException {
        Collection<? extends Certificate> certificates;
        try (InputStream in = Files.newInputStream(file)) {
            certificates = CertificateFactory.getInstance("X.509").generateCertificates(in);
        } catch (IOException | CertificateException e) {
            throw new ConfigurationException(words.valued(HttpOptions.CA_FILE, Shown.value(file)) + " of the "
                    + retriever + " retriever cannot be read as PEM certificates (" + e.getMessage() + "). Give the"
                    + " CA certificate as a PEM file (-----BEGIN CERTIFICATE-----).", e);
        }
        if (certificates.isEmpty()) {
            throw new ConfigurationException(words.valued(HttpOptions.CA_FILE, Shown.value(file)) + " of the "
                    + retriever + " retriever holds no certificate. Give the CA certificate as a PEM file"
                    + " (-----BEGIN CERTIFICATE-----).");
        }
        KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
        try {
            store.load(null, null);
        } catch (IOException e) {
            throw new GeneralSecurityException(e);
        }
        int i = 0;
        for (Certificate certificate : certificates) {
            store.setCertificateEntry("ca-" + i++, certificate);
        }
        return store;
    }

    /** The X.509 trust manager of a key store, or of the JVM's trust store for null. */
    private static X509TrustManager trustManager(KeyStore store) throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        for (TrustManager manager : factory.getTrustManagers()) {
            if (manager instanceof X509TrustManager x509) {
                return x509;
            }
        }
        throw new GeneralSecurityException("no X.509 trust manager");
    }

    /** Trusts a server when the JVM's trust store or the CA file does. */
    private record EitherTrustManager(X509TrustManager first, X509TrustManager second) implements X509TrustManager {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            try {
                first.checkClientTrusted(chain, authType);
            } catch (CertificateException e) {
                second.checkClientTrusted(chain, authType);
            }
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            try {
                first.checkServerTrusted(chain, authType);
            } catch (CertificateException e) {
                second.checkServerTrusted(chain, authType);
            }
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            List<X509Certificate> all = new ArrayList<>(List.of(first.getAcceptedIssuers()));
            all.addAll(List.of(second.getAcceptedIssuers()));
            return all.toArray(new X509Certificate[0]);
        }
    }
}
