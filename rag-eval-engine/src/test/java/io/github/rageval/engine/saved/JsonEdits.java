package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Edits of a written file's JSON tree, to test how its reader takes a tampered value. */
final class JsonEdits {
    private JsonEdits() {
    }

    /** Sets the value at a JSON pointer whose parent exists: an object's field, or an array's item. */
    static void set(ObjectNode root, String pointer, JsonNode value) {
        int slash = pointer.lastIndexOf('/');
        JsonNode parent = slash == 0 ? root : root.at(pointer.substring(0, slash));
        String last = pointer.substring(slash + 1);
        if (parent instanceof ArrayNode array) {
            array.set(Integer.parseInt(last), value);
        } else {
            ((ObjectNode) parent).set(last, value);
        }
    }

    /** Removes an object's field or an array's item, given by a JSON pointer whose parent exists. */
    static void remove(ObjectNode root, String pointer) {
        int slash = pointer.lastIndexOf('/');
        JsonNode parent = root.at(pointer.substring(0, slash));
        String last = pointer.substring(slash + 1);
        if (parent instanceof ArrayNode array) {
            array.remove(Integer.parseInt(last));
        } else {
            ((ObjectNode) parent).remove(last);
        }
    }
}
