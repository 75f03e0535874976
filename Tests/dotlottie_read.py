"""Reads dotLottie archives as an independent reader does: python-lottie's dotLottie importer
(pinned in requirements-players.txt) loads each animation the manifest lists, and Python's own
zipfile checks every entry's CRC-32 and hands back its bytes.

Arguments: archive paths. Writes one JSON object: for each archive, {"manifest": …, "animations":
{id: {"fr", "ip", "op", "w", "h", "layers", "markers": [names], "bytes": base64 of
animations/ID.json}}}. Exit status 0, or 1 with a one-line reason on standard error.
"""

import base64
import json
import sys
import zipfile

from lottie.importers.dot_lottie import import_dotlottie


def read(path):
    with zipfile.ZipFile(path) as archive:
        broken = archive.testzip()
        if broken is not None:
            raise ValueError(f"{path}: {broken} fails its CRC-32")
        manifest = json.loads(archive.read("manifest.json"))
        animations = {}
        for entry in manifest["animations"]:
            identifier = entry["id"]
            animation = import_dotlottie(path, id=identifier)
            animations[identifier] = {
                "fr": animation.frame_rate, "ip": animation.in_point, "op": animation.out_point,
                "w": animation.width, "h": animation.height, "layers": len(animation.layers),
                "markers": [marker.comment for marker in (animation.markers or [])],
                "bytes": base64.b64encode(archive.read(f"animations/{identifier}.json")).decode(),
            }
        return {"manifest": manifest, "animations": animations}


def main():
    try:
        json.dump({path: read(path) for path in sys.argv[1:]}, sys.stdout)
    except Exception as error:  # noqa: BLE001 - any failure to read is the answer
        sys.stderr.write(f"dotlottie_read: {error}\n")
        sys.exit(1)


if __name__ == "__main__":
    main()
