#!/usr/bin/env python3
"""Lists the relationship and topic sections of each page DocC rendered, to diff two builds.

usage: docc-sections.py [--members] [--strip-hashes] [--summary] [-o FILE] DOCC_OUTPUT_DIR

DOCC_OUTPUT_DIR is what `docc convert … --output-path DIR` wrote (a `.doccarchive` works too):
its render JSON files under `data/documentation/` are the pages, one a file. For each page
this prints, sorted by the page's path (`/documentation/Module/Type/member`):

    {"page": PATH, "kind": KIND, "relationships": [...], "topics": [...], "defaultImplementations": [...]}

one page a line inside a JSON list, so that `diff` of two outputs shows one page a line.
KIND is the symbol kind (`struct`, `init`, `extension`, …) or, for an article, its role
(`article`, `collectionGroup`). The three lists hold the section titles, in DocC's order, of
the render JSON's `relationshipsSections` ("Inherits From", "Conforms To", "Conforming
Types", "Inherited By", …), `topicSections` (the catalog's own and the generated ones:
"Instance Properties", "Default Implementations", …) and `defaultImplementationsSections`
(on a requirement's page: "P Implementations"). A list that would be empty is left out.
Generated topic sections are marked with a trailing ` *`.

  --members        each title becomes [TITLE, [member paths]]: the section's identifiers
                   with `doc://BUNDLE` dropped (an unresolved outside symbol stays as the
                   precise identifier DocC puts there, e.g. `s:SQ`)
  --strip-hashes   drop DocC's hash disambiguators (`run()-20aoy` becomes `run()-#`): they
                   are hashes of the precise identifiers, which another tool may spell
                   differently; kind disambiguators (`-swift.struct`) stay
  --summary        print page counts by kind and section counts by title to stderr
  -o FILE          write to FILE instead of standard output

Run it on the compiler's build and on docaudit's and diff the two files. Developer-only;
stdlib only; never part of `make test`.
"""
import argparse
import collections
import json
import os
import re
import sys

HASH = re.compile(r"^(.+)-([0-9a-z]{3,7})$")


def strip_hash(component):
    """`name(x:)-1a2b3` → `name(x:)-#`. A hash has a digit or follows a `)` or an operator;
    a word after a hyphen (an article's file name) is not a hash."""
    m = HASH.match(component)
    if not m:
        return component
    name, tail = m.groups()
    if any(c.isdigit() for c in tail) or name.endswith(")") or not name[-1].isalnum():
        return name + "-#"
    return component


def page_path(identifier, strip):
    """The path of a `doc://bundle/documentation/...` identifier; other identifiers (an
    unresolved precise identifier) as they are."""
    if identifier.startswith("doc://"):
        rest = identifier[len("doc://"):]
        cut = rest.find("/")
        path = rest[cut:] if cut >= 0 else rest
        if not path.startswith("/documentation/") and not path.startswith("/tutorials/"):
            return path.lstrip("/")  # `doc://bundle/s:SQ`: an outside symbol DocC could not resolve
    else:
        path = identifier
    if strip and path.startswith("/"):
        path = "/".join(strip_hash(c) for c in path.split("/"))
    return path


def sections(render, key, members, strip):
    out = []
    for section in render.get(key) or []:
        title = section.get("title") or section.get("type") or "(untitled)"
        if section.get("generated"):
            title += " *"
        if members:
            out.append([title, [page_path(i, strip) for i in section.get("identifiers") or []]])
        else:
            out.append(title)
    return out


def read_pages(root, members=False, strip=False):
    """Every render JSON page under ROOT/data/documentation, as the dicts printed."""
    base = os.path.join(root, "data", "documentation")
    if not os.path.isdir(base):
        sys.exit(f"docc-sections: no data/documentation under {root}")
    pages = []
    for folder, _, files in os.walk(base):
        for name in files:
            if not name.endswith(".json"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                render = json.load(f)
            metadata = render.get("metadata") or {}
            url = (render.get("identifier") or {}).get("url") or os.path.join(folder, name)
            page = {"page": page_path(url, strip),
                    "kind": metadata.get("symbolKind") or metadata.get("role") or render.get("kind")}
            for key, out_key in (("relationshipsSections", "relationships"),
                                 ("topicSections", "topics"),
                                 ("defaultImplementationsSections", "defaultImplementations")):
                found = sections(render, key, members, strip)
                if found:
                    page[out_key] = found
            pages.append(page)
    pages.sort(key=lambda p: (p["page"], p["kind"] or ""))
    return pages


def summary(pages, out):
    kinds = collections.Counter(p["kind"] for p in pages)
    print(f"{len(pages)} pages", file=out)
    for kind, n in sorted(kinds.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {n:5} {kind}", file=out)
    titles = collections.Counter()
    for p in pages:
        for key in ("relationships", "topics", "defaultImplementations"):
            for s in p.get(key, []):
                titles[(key, s[0] if isinstance(s, list) else s)] += 1
    print("sections (pages having each):", file=out)
    for (key, title), n in sorted(titles.items()):
        print(f"  {n:5} {key}: {title}", file=out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("output_dir")
    ap.add_argument("--members", action="store_true")
    ap.add_argument("--strip-hashes", action="store_true")
    ap.add_argument("--summary", action="store_true")
    ap.add_argument("-o", "--output")
    args = ap.parse_args(argv)
    pages = read_pages(args.output_dir, args.members, args.strip_hashes)
    text = "[\n" + ",\n".join(json.dumps(p, ensure_ascii=False) for p in pages) + "\n]\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if args.summary:
        summary(pages, sys.stderr)


if __name__ == "__main__":
    main()
