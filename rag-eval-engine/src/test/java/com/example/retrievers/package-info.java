/** Retrievers standing for a team's own code in the engine's tests: loaded from the test classes in isolation. */
package com.example.retrievers;
