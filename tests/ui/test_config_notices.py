"""A mistake in config/companion.toml or a game's component file: the app starts anyway, on the defaults, and
Home says what is wrong, where, and what is allowed (a traceback before, at start-up or at New game)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from companion.core.settings import AppConfig, config_dir


@pytest.fixture
def bad_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "config"
    shutil.copytree(config_dir(), folder)
    app_file = folder / "companion.toml"
    app_file.write_text(app_file.read_text(encoding="utf-8").replace("width = 800", 'width = "wide"')
                        .replace('default = "fr"', 'default = "klingon"'), encoding="utf-8")
    (folder / "games" / "catan_ep.toml").write_text("[components\nships = 3\n", encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(folder))
    return folder


def test_the_app_starts_on_the_defaults_and_home_says_why(start_app, bad_config: Path) -> None:  # type: ignore[no-untyped-def]
    assert AppConfig.load().display.width == 800
    app = start_app()
    lines = app.screen.ids.banner.text.splitlines()
    app_file, catan = bad_config / "companion.toml", bad_config / "games" / "catan_ep.toml"
    assert lines[0].startswith(f'{app_file}, line 5: [display] width = "wide" cannot be used; write a whole number')
    assert lines[1].startswith(f'{app_file}, line 14: [language] default = "klingon" cannot be used')
    assert lines[2].startswith(f"{catan}, line 1, column 12: Not valid TOML (")
    assert lines[2].endswith("the app asks the table for what the file holds")
    app = start_app(language="fr")
    assert app.screen.ids.banner.text.splitlines()[0].startswith(f"{app_file}, ligne 5 : [display] width = \"wide\"")
