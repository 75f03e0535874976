"""Validates Lottie JSON files against the Lottie 1.0 JSON schema.

The schema is the one lottie-specs ships (lottie_specs/data/lottie.schema.json, draft 2020-12);
both packages come from Tests/requirements.txt, in the virtual environment `make deps` creates.

Usage: lottie_schema_check.py FILE...

Prints one line per error, "FILE: $.json.path: message", and exits 1 when any file has an
error (or cannot be read as JSON), 0 when every file is valid.
"""

import json
import sys

import jsonschema
import lottie_specs


def json_path(path):
    """The error's place in the document as a JSONPath: $.layers[0].ks."""
    text = "$"
    for part in path:
        text += "[%d]" % part if isinstance(part, int) else "." + str(part)
    return text


# Keys that tell the alternatives of a oneOf apart: a layer's or shape's type, and whether a
# property is animated.
DISCRIMINATORS = ("ty", "a")


def leaves(error):
    """The errors that explain `error`: for a oneOf or anyOf that no alternative matched (whose
    own message only repeats the whole object), the errors of the alternative the object meant,
    the one whose `ty` (or `a`) fits and that has the fewest errors."""
    if not error.context:
        return [error]
    if all(sub.validator == "const" and not sub.relative_path for sub in error.context):
        # An enumeration written as a oneOf of constants.
        allowed = ", ".join(repr(sub.validator_value) for sub in error.context)
        error.message = "%r is not one of %s" % (error.instance, allowed)
        return [error]
    branches = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    meant = [
        branch
        for branch in branches.values()
        if not any(len(e.relative_path) == 1 and e.relative_path[0] in DISCRIMINATORS for e in branch)
    ]
    best = min(meant or branches.values(), key=len)
    return [leaf for sub in best for leaf in leaves(sub)]


def message(error, limit=200):
    text = error.message
    return text if len(text) <= limit else text[: limit - 1] + "…"


def main(arguments):
    if not arguments:
        print("usage: lottie_schema_check.py FILE...", file=sys.stderr)
        return 2
    with lottie_specs.schema_path().open() as file:
        schema = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    failed = False
    for name in arguments:
        try:
            with open(name, encoding="utf-8") as file:
                document = json.load(file)
        except (OSError, ValueError) as error:
            print("%s: $: cannot read JSON: %s" % (name, error))
            failed = True
            continue
        lines = set()
        for error in validator.iter_errors(document):
            for leaf in leaves(error):
                lines.add((tuple(map(str, leaf.absolute_path)), json_path(leaf.absolute_path), message(leaf)))
        for _, path, text in sorted(lines):
            print("%s: %s: %s" % (name, path, text))
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
