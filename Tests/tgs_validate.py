"""Checks Telegram stickers as Telegram's tools do: python-lottie's Telegram validator
(lottie.exporters.tgs_validator, pinned in requirements-players.txt) reads each .tgs file, checks its
size and every object of the animation it holds, and reports errors, warnings and notes; Python's
own gzip unpacks it, independently of the writer's libdeflate.

Arguments: sticker paths. Writes one JSON object: for each path, {"bytes": the file's size,
"issues": [{"severity": "Error" | "Warning" | "Note", "message": …}], "lottie": the gunzipped
Lottie JSON text}. Exit status 0, or 1 with a one-line reason on standard error.
"""

import gzip
import json
import os
import sys

from lottie.exporters.tgs_validator import Severity, TgsValidator


def check(path):
    validator = TgsValidator(Severity.Note)
    validator.check_file(path)
    with open(path, "rb") as sticker:
        text = gzip.decompress(sticker.read()).decode("utf-8")
    issues = [{"severity": error.severity.name, "message": str(error)} for error in validator.errors]
    return {"bytes": os.path.getsize(path), "issues": issues, "lottie": text}


def main():
    try:
        json.dump({path: check(path) for path in sys.argv[1:]}, sys.stdout)
    except Exception as error:  # noqa: BLE001 - any failure to read is the answer
        sys.stderr.write(f"tgs_validate: {error}\n")
        sys.exit(1)


if __name__ == "__main__":
    main()
