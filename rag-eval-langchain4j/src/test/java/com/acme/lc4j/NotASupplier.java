package com.acme.lc4j;

/** A class that is no factory. */
public class NotASupplier {
}
