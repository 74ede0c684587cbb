#!/usr/bin/env python3
"""Validates docaudit's review-tool reports against their consumers' published schemas.

usage: validate-reports.py [--sarif-schema FILE] [--rdjson-schema FILE] DOCAUDIT_BIN DIR...

For each DIR, runs `DOCAUDIT_BIN check --format F` there (from DIR, as CI runs it) for
F in sarif, rdjson and codeclimate, and checks:
  - sarif against the SARIF 2.1.0 JSON schema (OASIS, sarif-2.1/schema/sarif-schema-2.1.0.json);
  - rdjson against reviewdog's DiagnosticResult.json (proto/rdf/jsonschema), made strict: no
    object may hold a field the schema does not name, so a misspelt field is caught too;
  - codeclimate against GitLab's documented Code Quality fields (no schema is published):
    description, check_name, fingerprint, severity (info, minor, major, critical, blocker),
    location.path (relative) and location.lines.begin, each of the right type; fingerprints
    unique, as GitLab shows only the first issue of a fingerprint;
  - that the three formats, and SARIF's partialFingerprints, name the same findings.
Schemas are read from the files given, else downloaded from GitHub. Needs the `jsonschema`
package (pip install jsonschema). Developer-only; never part of `make test`, since the schemas
are not ours to vendor.
"""
import argparse
import json
import os
import subprocess
import sys
import urllib.request

import jsonschema

SARIF_URL = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/main/sarif-2.1/schema/sarif-schema-2.1.0.json"
RDJSON_URL = "https://raw.githubusercontent.com/reviewdog/reviewdog/master/proto/rdf/jsonschema/DiagnosticResult.json"
SEVERITIES = {"info", "minor", "major", "critical", "blocker"}


def load(path, url):
    if path:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    with urllib.request.urlopen(url) as response:
        return json.load(response)


def strict(schema):
    """The schema with every object definition closed to fields it does not name."""
    if isinstance(schema, dict):
        if "properties" in schema:
            schema = dict(schema, additionalProperties=False)
        return {key: strict(value) for key, value in schema.items()}
    if isinstance(schema, list):
        return [strict(value) for value in schema]
    return schema


def report(binary, folder, form):
    run = subprocess.run([binary, "check", "--format", form], cwd=folder, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"{folder}: check --format {form} exited {run.returncode}: {run.stderr.strip()}")
    return json.loads(run.stdout)


def schema_errors(validator, document):
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in validator.iter_errors(document)]


def code_quality_errors(issues):
    errors = []
    if not isinstance(issues, list):
        return ["the report is not a JSON array"]
    for index, issue in enumerate(issues):
        def need(ok, what):
            if not ok:
                errors.append(f"[{index}]: {what}")
        need(isinstance(issue.get("description"), str) and issue["description"], "description: a non-empty string")
        need(isinstance(issue.get("check_name"), str) and issue["check_name"], "check_name: a non-empty string")
        need(isinstance(issue.get("fingerprint"), str) and issue["fingerprint"], "fingerprint: a non-empty string")
        need(issue.get("severity") in SEVERITIES, f"severity: one of {sorted(SEVERITIES)}")
        location = issue.get("location", {})
        path = location.get("path")
        need(isinstance(path, str) and path and not path.startswith(("/", "./")), "location.path: a relative path")
        begin = location.get("lines", {}).get("begin")
        need(isinstance(begin, int) and begin >= 1, "location.lines.begin: a line number")
    fingerprints = [issue.get("fingerprint") for issue in issues]
    if len(set(fingerprints)) != len(fingerprints):
        errors.append("fingerprints are not unique")
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sarif-schema")
    parser.add_argument("--rdjson-schema")
    parser.add_argument("binary")
    parser.add_argument("folders", nargs="+")
    options = parser.parse_args()
    options.binary = os.path.abspath(options.binary)
    sarif = jsonschema.Draft4Validator(load(options.sarif_schema, SARIF_URL))
    rdjson = jsonschema.Draft4Validator(strict(load(options.rdjson_schema, RDJSON_URL)))
    failed = False
    for folder in options.folders:
        documents = {form: report(options.binary, folder, form) for form in ("sarif", "rdjson", "codeclimate")}
        problems = {
            "sarif": schema_errors(sarif, documents["sarif"]),
            "rdjson": schema_errors(rdjson, documents["rdjson"]),
            "codeclimate": code_quality_errors(documents["codeclimate"]),
        }
        results = documents["sarif"]["runs"][0]["results"]
        counts = {len(results), len(documents["rdjson"]["diagnostics"]), len(documents["codeclimate"])}
        if len(counts) != 1:
            problems["codeclimate"].append(f"the formats count different findings: {sorted(counts)}")
        sarif_prints = [result["partialFingerprints"]["docaudit/v2"] for result in results]
        if sarif_prints != [issue["fingerprint"] for issue in documents["codeclimate"]]:
            problems["codeclimate"].append("SARIF's partialFingerprints differ from the Code Quality fingerprints")
        suggestions = sum(len(diagnostic.get("suggestions", [])) for diagnostic in documents["rdjson"]["diagnostics"])
        for form, errors in problems.items():
            failed = failed or bool(errors)
            for error in errors[:10]:
                print(f"{folder}: {form}: {error}")
        print(f"{folder}: {len(results)} findings, {suggestions} suggestions: "
              + ", ".join(f"{form} {'valid' if not errors else f'{len(errors)} problems'}" for form, errors in problems.items()))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
