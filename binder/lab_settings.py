"""JupyterLab settings for the classroom, written into an environment's settings overrides.

Code cells wrap their long lines: on a projector (1024×768 zoomed to 150 %) a tutorial's longer
lines ran off the screen. ``python binder/lab_settings.py [prefix]``, the prefix being the Python
environment's (``sys.prefix`` by default); settings already there are kept.
"""

import json
import pathlib
import sys

SETTINGS = {"@jupyterlab/notebook-extension:tracker": {"codeCellConfig": {"lineNumbers": False, "lineWrap": True}}}


def write(prefix: str) -> pathlib.Path:
    path = pathlib.Path(prefix, "share", "jupyter", "lab", "settings", "overrides.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    settings = json.loads(path.read_text()) if path.exists() else {}
    for plugin, values in SETTINGS.items():
        settings.setdefault(plugin, {}).update(values)
    path.write_text(json.dumps(settings, indent=2) + "\n")
    return path


if __name__ == "__main__":
    print(f"wrote {write(sys.argv[1] if len(sys.argv) > 1 else sys.prefix)}")
