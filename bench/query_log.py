#!/usr/bin/env python3
"""A synthetic query log for the grow goal's benchmark: JSON Lines of plain records
({"query", "timestamp", "user_id"}), queries drawn from a Zipf distribution over a vocabulary of question
templates, a share of them carrying personal data (e-mail addresses, phone numbers, card numbers, IBANs, IP
addresses, tokens), and a share of UBI records (ubi_queries with user_query, ubi_events). Every search shows five
documents (a plain record's "results", a UBI query's impression events) and some are clicked, less often the lower
they are shown ("clicks", UBI click events with the position), so the grow goal also tallies clicks for its
implicit judgments (COEC). Seeded: the same arguments give the same file.

    python3 bench/query_log.py --lines 1000000 --out bench/out/query-log.jsonl
"""
import argparse
import json
import random

SUBJECTS = ["password", "invoice", "refund", "sso", "2fa", "webhook", "api key", "export", "billing address",
            "team member", "plan", "trial", "data retention", "audit log", "integration", "mobile app", "dark mode",
            "notification", "calendar sync", "backup", "domain", "certificate", "proxy", "rate limit", "quota"]
FORMS = ["how do I reset my {}", "where can I change the {}", "{} not working", "why is my {} blocked",
         "can I export the {}", "how to delete a {}", "{} settings", "what does the {} cost", "set up {} for my team",
         "{} error after update", "is there a limit on {}", "how long does a {} take"]


def luhn_card(rng):
    digits = [4] + [rng.randrange(10) for _ in range(14)]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            d -= 9 if d > 9 else 0
        total += d
    digits.append((10 - total % 10) % 10)
    s = "".join(map(str, digits))
    return " ".join(s[i:i + 4] for i in range(0, 16, 4))


def iban(rng):
    bban = "".join(str(rng.randrange(10)) for _ in range(18))
    numeric = int(bban + "131400")  # DE00 moved to the end, D=13, E=14
    check = 98 - numeric % 97
    return "DE%02d %s" % (check, " ".join(bban[i:i + 4] for i in range(0, 18, 4)))


def personal(rng, i):
    kind = i % 6
    if kind == 0:
        return "change the e-mail of user%d@example.com" % rng.randrange(10 ** 6)
    if kind == 1:
        return "please call me back on +49 30 %07d" % rng.randrange(10 ** 7)
    if kind == 2:
        return "why was %s charged twice this month" % luhn_card(rng)
    if kind == 3:
        return "how long does a refund to %s take" % iban(rng)
    if kind == 4:
        return "blocked from 10.%d.%d.%d since this morning" % (rng.randrange(256), rng.randrange(256),
                                                                 rng.randrange(256))
    return "%x%x" % (rng.getrandbits(64), rng.getrandbits(64))


def results(rng, query):
    """Five documents shown for the query (the same ones for the same text), each clicked with a probability that
    falls with its position and varies by document, as position bias and relevance would have it."""
    base = sum(map(ord, query)) * 7919
    shown = ["doc-%d" % ((base + 104729 * j) % 20_000) for j in range(5)]
    clicked = [doc for position, doc in enumerate(shown)
               if rng.random() < (0.3 / (position + 1)) * (0.5 + (hash_of(doc) % 100) / 100)]
    return shown, clicked


def hash_of(text):
    return sum((i + 1) * ord(c) for i, c in enumerate(text))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--templates", type=int, default=200_000, help="distinct questions before noise")
    parser.add_argument("--zipf", type=float, default=1.1)
    parser.add_argument("--personal", type=float, default=0.02, help="share of lines with personal data")
    parser.add_argument("--ubi", type=float, default=0.1, help="share of lines written as UBI records")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    # Zipf by inverse transform over a precomputed cumulative table.
    weights = [1 / (rank ** args.zipf) for rank in range(1, args.templates + 1)]
    total = sum(weights)
    cumulative, running = [], 0.0
    for w in weights:
        running += w / total
        cumulative.append(running)
    import bisect
    with open(args.out, "w", encoding="utf-8") as out:
        written = 0
        i = -1
        # --lines counts lines written: a UBI search takes several (its query, impressions, clicks), a plain one.
        while written < args.lines:
            i += 1
            if rng.random() < args.personal:
                query = personal(rng, i)
            else:
                rank = bisect.bisect_left(cumulative, rng.random())
                subject = SUBJECTS[rank % len(SUBJECTS)]
                form = FORMS[(rank // len(SUBJECTS)) % len(FORMS)]
                variant = rank // (len(SUBJECTS) * len(FORMS))
                query = form.format(subject) + ("" if variant == 0 else " v%d" % variant)
                # Surface noise that normalisation folds: case, spaces, a question mark.
                if rng.random() < 0.1:
                    query = query.capitalize() + "?"
            timestamp = "2025-01-%02dT%02d:%02d:00Z" % (1 + i % 28, i % 24, i % 60)
            user = "u%d" % rng.randrange(50_000)
            shown, clicked = results(rng, query)
            if rng.random() < args.ubi:
                # A UBI search: its query record, an impression per document shown, a click event per click.
                query_id = "q%d" % i
                out.write(json.dumps({"query_id": query_id, "user_query": query, "client_id": user,
                                      "timestamp": timestamp, "query_response_hit_ids": shown}) + "\n")
                written += 1
                for position, doc in enumerate(shown):
                    for action in ["impression"] + (["click"] if doc in clicked else []):
                        out.write(json.dumps({"action_name": action, "query_id": query_id, "client_id": user,
                                              "timestamp": timestamp, "event_attributes": {
                                                  "position": {"ordinal": position},
                                                  "object": {"object_id": doc}}}) + "\n")
                        written += 1
            else:
                out.write(json.dumps({"query": query, "timestamp": timestamp, "user_id": user, "results": shown,
                                      "clicks": clicked}) + "\n")
                written += 1


if __name__ == "__main__":
    main()
