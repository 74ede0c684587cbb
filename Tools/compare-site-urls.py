#!/usr/bin/env python3
"""Compares the page addresses of a docaudit site with those of a DocC archive.

usage: compare-site-urls.py SITE DOCC [--json] [--list] [--fail-under PERCENT]

SITE is the folder `docaudit site` wrote; its pages are `documentation/**/index.html`, each
known by its folder (`argumentparser/option/init(name:)`). DOCC is the folder `docc convert`
wrote; its pages are `data/documentation/**.json`, each known by its path without `.json`.

Each DocC page docaudit lacks is put in a class, read from the page's render JSON:

  synthesized      the compiler's copy of a protocol member in a conforming type
                   (`::SYNTHESIZED::` in `metadata.externalID`), `!=(_:_:)` of an Equatable type;
  collection       an "… Implementations" group page (`role` collectionGroup);
  hash             an overload told apart by a hash: DocC hashes the compiler's identifier, which
                   only a build knows, so docaudit's digits differ. It counts as present when
                   docaudit has as many hashed pages of that name in that folder;
  other            anything else.

Printed: how many DocC pages exist in the site exactly, and counting hashed overloads as
present; the missing ones by class; the site's pages DocC does not have. `--list` prints every
path of each class, `--json` the same as JSON. `--fail-under` exits 1 when the share of DocC's
pages present (hashes counted) is below PERCENT. Developer-only; stdlib only.
"""
import argparse
import json
import os
import re
import sys
from collections import Counter

HASH = re.compile(r"^(.*)-([0-9a-z]{1,7})$")


def site_pages(site):
    root = os.path.join(site, "documentation")
    pages = set()
    for folder, _, files in os.walk(root):
        if "index.html" in files:
            pages.add(os.path.relpath(folder, root).replace(os.sep, "/"))
    return pages


def docc_pages(docc):
    root = os.path.join(docc, "data", "documentation")
    pages = {}
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".json"):
                path = os.path.relpath(os.path.join(folder, name), root)[: -len(".json")].replace(os.sep, "/")
                pages[path] = os.path.join(folder, name)
    return pages


def hashed(path):
    """(folder, base name) of a path whose last component ends with a hash, else None."""
    folder, _, last = path.rpartition("/")
    match = HASH.match(last)
    if not match or match.group(2).startswith("swift") or not re.search(r"\d", match.group(2)) and len(match.group(2)) > 6:
        return None
    return folder, match.group(1)


def classify(path, file):
    with open(file, encoding="utf-8") as handle:
        page = json.load(handle)
    metadata = page.get("metadata", {})
    if "::SYNTHESIZED::" in metadata.get("externalID", ""):
        return "synthesized"
    if metadata.get("role") == "collectionGroup":
        return "collection"
    if hashed(path):
        return "hash"
    return "other"


def compare(site, docc):
    ours = site_pages(site)
    theirs = docc_pages(docc)
    exact = sorted(set(theirs) & ours)
    missing = {"synthesized": [], "collection": [], "hash": [], "other": []}
    for path in sorted(set(theirs) - ours):
        missing[classify(path, theirs[path])].append(path)
    # Hashed overloads count as present up to the number docaudit has of the same name.
    available = Counter(key for key in (hashed(path) for path in ours - set(theirs)) if key)
    hash_matched = []
    for path in missing["hash"]:
        key = hashed(path)
        if available[key] > 0:
            available[key] -= 1
            hash_matched.append(path)
    matched_ours = set(exact)
    extra = sorted(path for path in ours - set(theirs))
    extra_unmatched = []
    spent = Counter(hashed(path) for path in hash_matched)
    for path in extra:
        key = hashed(path)
        if key and spent[key] > 0:
            spent[key] -= 1
            continue
        extra_unmatched.append(path)
    total = len(theirs)
    return {
        "docc_pages": total,
        "site_pages": len(ours),
        "exact": len(exact),
        "hash_matched": len(hash_matched),
        "exact_percent": round(100 * len(exact) / total, 1) if total else 0,
        "present_percent": round(100 * (len(exact) + len(hash_matched)) / total, 1) if total else 0,
        "missing": {name: [p for p in paths if p not in hash_matched] for name, paths in missing.items()},
        "site_only": extra_unmatched,
        "site_in_docc_percent": round(100 * (len(ours) - len(extra_unmatched)) / len(ours), 1) if ours else 0,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site")
    parser.add_argument("docc")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--fail-under", type=float)
    arguments = parser.parse_args()
    for folder, inside in ((arguments.site, "documentation"), (arguments.docc, "data/documentation")):
        if not os.path.isdir(os.path.join(folder, inside)):
            sys.exit(f"compare-site-urls: {folder} has no {inside}/ folder")
    result = compare(arguments.site, arguments.docc)
    if arguments.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"DocC pages: {result['docc_pages']}, site pages: {result['site_pages']}")
        print(f"DocC pages in the site: {result['exact']} exactly ({result['exact_percent']} %), "
              f"{result['exact'] + result['hash_matched']} counting hashed overloads ({result['present_percent']} %)")
        for name, paths in result["missing"].items():
            print(f"  missing, {name}: {len(paths)}")
            if arguments.list:
                for path in paths:
                    print(f"    {path}")
        print(f"site pages DocC has: {result['site_in_docc_percent']} %; site only: {len(result['site_only'])}")
        if arguments.list:
            for path in result["site_only"]:
                print(f"    {path}")
    if arguments.fail_under is not None and result["present_percent"] < arguments.fail_under:
        sys.exit(1)


if __name__ == "__main__":
    main()
