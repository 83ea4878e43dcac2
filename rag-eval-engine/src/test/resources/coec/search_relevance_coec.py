#!/usr/bin/env python3
"""Expected COEC values for rag-eval's parity test, computed as OpenSearch search-relevance computes its implicit
judgments, so that the test needs neither OpenSearch nor Python.

search-relevance's calculation needs a cluster (it queries the ubi_events index), so this is a line-by-line
transcription of its code path, commit d8be5d1b18de545ca98270a76f20f6504b603f3a of
github.com/opensearch-project/search-relevance, file
src/main/java/org/opensearch/searchrelevance/judgments/clickmodel/coec/CoecClickModel.java:

* getRankAggregatedClickThrough (lines 77-153): the events with position.ordinal <= maxRank, counted per action_name
  and ordinal; for rank 0 .. maxRank-1, CTR = clicks / impressions, 0.0 when there is no impression.
* getClickthroughRate / processClickthroughSearch (lines 155-252): per event (ordinal <= maxRank), keyed by the event's
  own user_query and object_id: "click" (any case) adds a click, "impression" an impression, both lower the pair's
  rank to the event's ordinal (ClickthroughRate.logRank keeps the lowest); any other action creates the pair only.
* calculateCoecJudgments (lines 664-708): rating = clicks / (CTR[lowest rank] * impressions), 0.0 when that is not
  above 0, written String.format(Locale.ROOT, "%.3f", rating) (Java rounds the shortest decimal form half up).

The events are generated here, seeded, each document of a query always shown at the same position, so that
search-relevance's lowest-rank shortcut and the definition rag-eval follows (expected clicks summed over the
positions shown) agree; see docs/implicit-judgments.md for where they part.

    python3 search_relevance_coec.py   # writes ubi-log.jsonl and search-relevance-coec.tsv beside itself
"""
import json
import os
import random
from decimal import Decimal, ROUND_HALF_UP

MAX_RANK = 10
QUERIES = {"laptop bag": ["b1", "b2", "b3", "b4", "b5"],
           "usb c cable": ["c1", "c2", "c3", "c4"],
           "desk lamp": ["l1", "l2", "l3", "l4", "l5"]}


def events(rng):
    out = []
    for search in range(600):
        query = sorted(QUERIES)[search % 3]
        query_id = "s%04d" % search
        # The search's ubi_queries record (grow asks for questions); search-relevance reads only the events.
        out.append({"query_id": query_id, "user_query": query, "client_id": "c%d" % (search % 17),
                    "query_response_hit_ids": QUERIES[query]})
        for ordinal, doc in enumerate(QUERIES[query]):
            base = {"query_id": query_id, "user_query": query, "client_id": "c%d" % (search % 17),
                    "event_attributes": {"object": {"object_id": doc, "object_id_field": "sku"},
                                         "position": {"ordinal": ordinal}}}
            out.append(dict(base, action_name="impression"))
            # Position bias times each document's own appeal: what COEC is to separate.
            appeal = {"1": 0.5, "2": 0.9, "3": 0.3, "4": 0.6, "5": 0.2}[doc[-1]]
            if rng.random() < appeal / (1 + ordinal):
                out.append(dict(base, action_name="click"))
                if rng.random() < 0.3:
                    out.append(dict(base, action_name="add_to_cart"))
    return out


def search_relevance(records):
    evts = [r for r in records if "action_name" in r]
    clicks_at, impressions_at = {}, {}
    for e in evts:
        ordinal = e["event_attributes"]["position"]["ordinal"]
        if ordinal > MAX_RANK:
            continue
        action = e["action_name"].lower()
        if action == "click":
            clicks_at[ordinal] = clicks_at.get(ordinal, 0) + 1
        elif action == "impression":
            impressions_at[ordinal] = impressions_at.get(ordinal, 0) + 1
    ctr = {rank: (clicks_at.get(rank, 0) / impressions_at[rank] if impressions_at.get(rank, 0) > 0 else 0.0)
           for rank in range(MAX_RANK)}
    rates = {}
    for e in evts:
        ordinal = e["event_attributes"]["position"]["ordinal"]
        if ordinal > MAX_RANK:
            continue
        rate = rates.setdefault((e["user_query"], e["event_attributes"]["object"]["object_id"]),
                                {"clicks": 0, "impressions": 0, "rank": 2 ** 31 - 1})
        action = e["action_name"].lower()
        if action == "click":
            rate["clicks"] += 1
            rate["rank"] = min(rate["rank"], ordinal)
        elif action == "impression":
            rate["impressions"] += 1
            rate["rank"] = min(rate["rank"], ordinal)
    rows = []
    for (query, doc), rate in sorted(rates.items()):
        expected = ctr.get(rate["rank"], 0.0) * rate["impressions"]
        rating = rate["clicks"] / expected if expected > 0 else 0.0
        rows.append((query, doc, rate["clicks"], rate["impressions"], repr(rating),
                     str(Decimal(repr(rating)).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP))))
    return rows


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    evts = events(random.Random(20250614))
    with open(os.path.join(here, "ubi-log.jsonl"), "w", encoding="utf-8", newline="\n") as out:
        for e in evts:
            out.write(json.dumps(e, sort_keys=True) + "\n")
    with open(os.path.join(here, "search-relevance-coec.tsv"), "w", encoding="utf-8", newline="\n") as out:
        out.write("user_query\tobject_id\tclicks\timpressions\trating\trating_3\n")
        for row in search_relevance(evts):
            out.write("\t".join(str(v) for v in row) + "\n")


if __name__ == "__main__":
    main()
