"""docs/pi.md: every section the code and config cite (docs/pi.md#SECTION) exists, and the files it lists are
the ones the kiosk installs."""

from __future__ import annotations

import re
from pathlib import Path

from companion import kiosk

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "pi.md"


def anchors() -> set[str]:
    return {re.sub(r"[^a-z0-9 -]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
            for line in DOC.read_text(encoding="utf-8").splitlines() if line.startswith("## ")}


def test_every_cited_section_exists() -> None:
    cited = set()
    for path in [*ROOT.glob("companion/**/*.py"), *ROOT.glob("config/**/*"), *ROOT.glob("tools/*"),
                 *ROOT.glob("tests/**/*.py"), ROOT / "dev"]:
        if path.is_file():
            cited |= set(re.findall(r"docs/pi\.md#([a-z0-9-]+)", path.read_text(encoding="utf-8", errors="replace")))
    assert cited and cited <= anchors(), cited - anchors()


def test_the_doc_lists_every_file_the_kiosk_installs(tmp_path: Path) -> None:
    text = DOC.read_text(encoding="utf-8")
    for item in kiosk.plan(tmp_path, "player"):
        assert f"`/{item.path}`" in text
