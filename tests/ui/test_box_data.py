"""Box data once, shared: one table's price rows exported to a USB stick, imported into a fresh data folder,
and the next Ilos game starts without asking for them; a corrupt or other game's file refused, nothing lost
(docs/design.md#box-data-once-shared)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.screens.i18n import tr
from tests.ui.ilos_helpers import create_ilos_game
from tests.ui.test_screenshots import OUT


def import_file(app, path: Path) -> None:  # type: ignore[no-untyped-def]
    app.tap(app.screen.ids.settings_button)
    app.tap(tr._("Import from a file"))
    app.tap(app.sheet().answer_buttons["ilos"])
    app.tap(app.sheet().answer_buttons[path])


@pytest.mark.screenshots
def test_a_box_file_made_at_one_table_skips_the_entry_at_another(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick))
    app = start_app()
    create_ilos_game(app, ["Ann", "Bo"], first_time=True)  # the price rows typed once
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.settings_button)
    app.tap("Export to a USB stick")
    app.tap(app.sheet().answer_buttons["ilos"])
    app.screenshot(OUT / "800x480" / "en-box-export-folder.png")
    app.tap(app.sheet().answer_buttons[stick])
    exported = stick / "ilos-box.json"
    assert json.loads(exported.read_text(encoding="utf-8"))["game"] == "ilos"
    (stick / "corrupt.json").write_bytes(b'{"format": "table-companion-box", "vers')
    kilia = {"format": "table-companion-box", "version": 1, "game": "kilia", "values": {"kilia_data_x": 1}}
    (stick / "kilia-box.json").write_text(json.dumps(kilia), encoding="utf-8")

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "fresh"))  # another table's Pi
    app = start_app(language="fr")
    for bad, said in (("corrupt.json", "corrupt.json n'est pas un fichier de boîte de l'application : rien n'a été importé"),
                      ("kilia-box.json", "kilia-box.json contient les données de boîte d'un autre jeu : rien n'a été importé")):
        import_file(app, stick / bad)
        assert said in app.visible_texts()
        app.hide_toast()
        app.tap(tr._("Back"))
    assert not [k for k, _ in app.context.preferences.items() if k.startswith("ilos_")]  # nothing half-imported
    import_file(app, exported)
    assert "Ilos : données de boîte importées ; Nouvelle partie ne les demandera plus" in app.visible_texts()
    app.screenshot(OUT / "800x480" / "fr-box-imported.png")
    app.tap(tr._("Back"))
    create_ilos_game(app, ["Ann", "Bo"], first_time=False)  # straight to the table: no price rows asked
