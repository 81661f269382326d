"""Import every module of the app and the engines, one by one, and say how many: on an emulated Pi
(`./dev pi-check`) this is the proof that every wheel the lock chose for aarch64 loads (OpenCV, Kivy, numpy,
lgpio where it is pulled in) and that no module reaches for what only x86 has. Run under a virtual screen:
the screens' modules open Kivy's window on import."""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys

PACKAGES = ("games", "companion")


def module_names() -> list[str]:
    names: list[str] = []
    for package_name in PACKAGES:
        package = importlib.import_module(package_name)
        names.append(package_name)
        names += [info.name for info in pkgutil.walk_packages(package.__path__, prefix=f"{package_name}.")]
    return names


def main() -> int:
    os.environ.setdefault("KIVY_NO_ARGS", "1")
    failed = []
    names = module_names()
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as error:  # every failure is reported, not only the first
            failed.append(f"{name}: {type(error).__name__}: {error}")
    for line in failed:
        print(f"import failed: {line}", file=sys.stderr)
    print(f"{len(names) - len(failed)} of {len(names)} modules imported")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
