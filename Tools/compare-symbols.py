#!/usr/bin/env python3
"""Compares `docaudit symbols` with the swift-syntax reference tool, declaration by declaration.

usage: compare-symbols.py [--show N] [--json FILE] DOCAUDIT_BIN REFERENCE_BIN DIR...

For each DIR, runs `DOCAUDIT_BIN symbols DIR --format jsonl` and `REFERENCE_BIN DIR`, matches
declarations by (file, line, kind, name, parent) and reports:
  - declarations only in one side (after a second pass that pairs leftovers differing in just one
    of line, name, kind or parent, reported as that key field differing);
  - for matched declarations, every field that differs (access, visible, documented, example,
    summary);
  - lines that are not in the exact output format (compact JSON, keys in order, the spec's
    escaping), and whether docaudit's order follows the reference's;
  - per DIR and in total, the agreement: a declaration agrees when it is in both outputs and
    every field is equal; the percentage is over all declarations of either side.
--show N prints the first N disagreements of each category (default 5). --json FILE also writes
the counts as JSON. Developer-only (stdlib only); never part of `make test`.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

KEYS = ("file", "line", "kind", "name", "parent", "access", "visible", "documented", "example", "summary")
IDENTITY = ("file", "line", "kind", "name", "parent")
FIELDS = ("access", "visible", "documented", "example", "summary")
# Second pass: leftovers equal in all identity fields but this one are one declaration.
RELAXED = ("line", "name", "kind", "parent")


def canonical_json_string(text):
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif code < 0x20:
            out.append("\\u%04x" % code)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def canonical_line(record):
    parts = []
    for key in KEYS:
        value = record[key]
        if isinstance(value, bool):
            encoded = "true" if value else "false"
        elif isinstance(value, int):
            encoded = str(value)
        else:
            encoded = canonical_json_string(value)
        parts.append(f'"{key}":{encoded}')
    return "{" + ",".join(parts) + "}"


def run(command):
    """Runs a command and returns (records, format problems, exit code, stderr)."""
    proc = subprocess.run(command, capture_output=True)
    records, problems = [], []
    for number, raw in enumerate(proc.stdout.decode("utf-8", errors="replace").splitlines(), 1):
        try:
            record = json.loads(raw, object_pairs_hook=collections.OrderedDict)
        except json.JSONDecodeError as error:
            problems.append(f"line {number}: not JSON ({error}): {raw[:200]}")
            continue
        if not isinstance(record, dict) or tuple(record.keys()) != KEYS:
            problems.append(f"line {number}: keys {list(record.keys()) if isinstance(record, dict) else type(record).__name__}, expected {list(KEYS)}")
            if isinstance(record, dict) and all(k in record for k in KEYS):
                records.append(record)
            continue
        if canonical_line(record) != raw:
            problems.append(f"line {number}: not in canonical form: {raw[:200]}")
        records.append(record)
    return records, problems, proc.returncode, proc.stderr.decode("utf-8", errors="replace")


def key_of(record, fields=IDENTITY):
    return tuple(record[f] for f in fields)


def pair(left, right):
    """Pairs records of the two sides. Returns (pairs, only_left, only_right, relaxed_pairs)."""
    index = collections.defaultdict(collections.deque)
    for i, record in enumerate(right):
        index[key_of(record)].append(i)
    pairs, leftover_left = [], []
    used = set()
    for i, record in enumerate(left):
        candidates = index.get(key_of(record))
        if candidates:
            j = candidates.popleft()
            used.add(j)
            pairs.append((i, j))
        else:
            leftover_left.append(i)
    leftover_right = [j for j in range(len(right)) if j not in used]
    relaxed = []
    for field in RELAXED:
        others = tuple(f for f in IDENTITY if f != field)
        index = collections.defaultdict(list)
        for j in leftover_right:
            index[key_of(right[j], others)].append(j)
        still_left, taken = [], set()
        for i in leftover_left:
            candidates = [j for j in index.get(key_of(left[i], others), []) if j not in taken]
            if not candidates:
                still_left.append(i)
                continue
            if field == "line":
                j = min(candidates, key=lambda j: abs(right[j]["line"] - left[i]["line"]))
            else:
                j = candidates[0]
            taken.add(j)
            relaxed.append((i, j, field))
        leftover_left = still_left
        leftover_right = [j for j in leftover_right if j not in taken]
    return pairs, leftover_left, leftover_right, relaxed


def describe(record):
    where = f'{record["file"]}:{record["line"]}'
    path = (record["parent"] + "." if record["parent"] else "") + record["name"]
    return f'{where} {record["kind"]} {path}'


class Report:
    def __init__(self):
        self.total = 0
        self.agree = 0
        self.categories = collections.Counter()
        self.examples = collections.defaultdict(list)

    def add(self, category, text, show):
        self.categories[category] += 1
        if len(self.examples[category]) < show:
            self.examples[category].append(text)

    def merge(self, other):
        self.total += other.total
        self.agree += other.agree
        self.categories.update(other.categories)


def compare(docaudit, reference, directory, show):
    ours, ours_format, ours_rc, ours_err = run([docaudit, "symbols", directory, "--format", "jsonl", "--paths-as-typed"])
    refs, refs_format, refs_rc, refs_err = run([reference, directory])
    report = Report()
    for label, rc, err in (("docaudit", ours_rc, ours_err), ("reference", refs_rc, refs_err)):
        if rc != 0:
            report.add(f"{label} exit code", f"exit {rc}: {err.strip()[:300]}", show)
    for problem in ours_format:
        report.add("docaudit format", problem, show)
    for problem in refs_format:
        report.add("reference format", problem, show)

    pairs, only_ours, only_refs, relaxed = pair(ours, refs)
    report.total = len(pairs) + len(relaxed) + len(only_ours) + len(only_refs)
    for i, j in pairs:
        a, b = ours[i], refs[j]
        differing = [f for f in FIELDS if a[f] != b[f]]
        if not differing:
            report.agree += 1
        for field in differing:
            report.add(f"{field} differs", f"{describe(b)}: docaudit {a[field]!r}, reference {b[field]!r}", show)
    for i, j, field in relaxed:
        a, b = ours[i], refs[j]
        report.add(f"{field} differs", f"{describe(b)}: docaudit {a[field]!r}, reference {b[field]!r}", show)
        for other in FIELDS:
            if a[other] != b[other]:
                report.add(f"{other} differs", f"{describe(b)}: docaudit {a[other]!r}, reference {b[other]!r}", show)
    for i in only_ours:
        report.add("only in docaudit", describe(ours[i]), show)
    for j in only_refs:
        report.add("only in reference", describe(refs[j]), show)

    # Order: docaudit should list the paired declarations in the reference's order.
    order = sorted(pairs + [(i, j) for i, j, _ in relaxed])
    inversions = 0
    for (i1, j1), (i2, j2) in zip(order, order[1:]):
        if j2 < j1:
            inversions += 1
            report.add("order differs", f"docaudit lists {describe(ours[i2])} after {describe(ours[i1])}", show)
    return report, len(ours), len(refs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", type=int, default=5, metavar="N", help="disagreements shown per category (default 5)")
    parser.add_argument("--json", metavar="FILE", help="also write the counts as JSON")
    parser.add_argument("docaudit")
    parser.add_argument("reference")
    parser.add_argument("dirs", nargs="+", metavar="DIR")
    args = parser.parse_args()

    total = Report()
    summary = {"repos": {}}
    for directory in args.dirs:
        name = os.path.basename(os.path.normpath(directory)) or directory
        report, count_ours, count_refs = compare(args.docaudit, args.reference, directory, args.show)
        total.merge(report)
        pct = 100.0 * report.agree / report.total if report.total else 100.0
        print(f"== {name}: {pct:.2f}% agree ({report.agree}/{report.total}; docaudit {count_ours}, reference {count_refs})")
        for category in sorted(report.categories):
            print(f"   {category}: {report.categories[category]}")
            for example in report.examples[category]:
                print(f"      {example}")
        summary["repos"][name] = {
            "agree": report.agree, "total": report.total, "percent": round(pct, 2),
            "docaudit": count_ours, "reference": count_refs, "categories": dict(report.categories)}
    pct = 100.0 * total.agree / total.total if total.total else 100.0
    print(f"== TOTAL: {pct:.2f}% agree ({total.agree}/{total.total})")
    for category in sorted(total.categories):
        print(f"   {category}: {total.categories[category]}")
    summary["total"] = {"agree": total.agree, "total": total.total, "percent": round(pct, 2),
                        "categories": dict(total.categories)}
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(summary, handle, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
