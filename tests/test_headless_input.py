"""Bad input to the headless commands, through the real command: one line on stderr naming the file and the
line or field at fault and what is allowed, in the user's language, exit 2 (1 for a refusal of the rules);
never a traceback, and never more than 200 MB of memory (each run has that much address space, no more)."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MEMORY = 200 * 2**20
KILIA = {"wheels": {}, "players": [{"name": "A", "colour": "white"}, {"name": "B", "colour": "red"}]}


def limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def companion(*args: str, language: str = "en", config: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANGUAGE": language}
    if config is not None:
        env["COMPANION_CONFIG_DIR"] = str(config)
    return subprocess.run([sys.executable, "-m", "companion", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env=env, preexec_fn=limited)


def refused(result: subprocess.CompletedProcess[str], status: int = 2) -> str:
    """The one line said, after checking that it is all that was said, with the status."""
    assert result.returncode == status, (result.returncode, result.stderr[-2000:])
    assert result.stdout == "" and result.stderr.count("\n") == 1, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    return result.stderr.strip()


def written(tmp_path: Path, content: str | bytes, name: str = "in.json") -> Path:
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def test_a_hundred_thousand_nested_brackets(tmp_path: Path) -> None:
    # Was a RecursionError.
    path = written(tmp_path, "[" * 100_000 + "]" * 100_000)
    assert refused(companion("score", "kilim", str(path))) == (
        f"{path}: Lists and objects are nested too deep; at most 20 levels")


def test_a_lone_surrogate_in_a_name(tmp_path: Path) -> None:
    # Was a UnicodeEncodeError when the answer was printed.
    path = written(tmp_path, '{"players": [{"name": "Red\\ud800", "carpet": ["AA"]}]}')
    assert refused(companion("score", "kilim", str(path))).startswith(
        f"{path}: players[0].name: the text holds a lone UTF-16 surrogate")


@pytest.mark.parametrize("game, data, said", [
    ("catan-ep", {"scenario": [2], "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}]},
     "scenario must be one of 1, 2, 3, 4, 5, not [2]"),
    ("kilia", {**KILIA, "players": [{"name": "A", "colour": ["white"]}, {"name": "B", "colour": "red"}]},
     'players[0].colour must be one of white, yellow, red, brown, not ["white"]'),
])
def test_a_list_where_a_word_is_expected(tmp_path: Path, game: str, data: object, said: str) -> None:
    # Was a TypeError (unhashable type: 'list').
    path = written(tmp_path, json.dumps(data))
    assert refused(companion("score", game, str(path))) == f"{path}: {said}"


def test_a_contract_of_4299_digits(tmp_path: Path) -> None:
    # Was parsed, summed, and too long to print.
    huge = "9" * 4299
    text = json.dumps(KILIA).replace('"colour": "red"', f'"colour": "red", "contracts": [{huge}, {huge}]')
    path = written(tmp_path, text)
    column = text.index(huge) + 1
    assert refused(companion("score", "kilia", str(path))) == (
        f"{path}, line 1, column {column}: A number of 4299 digits; numbers here have at most 9")


def test_an_empty_name_in_an_auction_is_bad_input(tmp_path: Path) -> None:
    # Was the engine's refusal, exit 1.
    path = written(tmp_path, json.dumps({"bids": {"": 3, "Blue": 4}}))
    assert refused(companion("kilim", "auction", str(path))) == (
        f'{path}: bids[""] must be a player\'s name: 1 to 40 characters, not blank; not ""')


@pytest.mark.parametrize("rows, cols, said", [
    (3300, 3000, "The file is bigger than 1048576 bytes; files here are a few kilobytes"),  # 10 MB: 198 s, 3.5 GB
    (1000, 1000, "players[0].carpet has 1000 rows; a carpet has at most 100"),  # 1 MB: 15.6 s
    (100, 101, "players[0].carpet[0] has 101 cells; a carpet row has at most 100"),
])
def test_a_huge_carpet_is_refused_at_once(tmp_path: Path, rows: int, cols: int, said: str) -> None:
    path = written(tmp_path, json.dumps({"players": [{"name": "Red", "carpet": ["A" * cols] * rows}]}))
    started = time.monotonic()
    assert refused(companion("score", "kilim", str(path))) == f"{path}: {said}"
    assert time.monotonic() - started < 20  # Python's start-up included, on a loaded machine


def test_the_largest_carpets_allowed_are_scored(tmp_path: Path) -> None:
    players = [{"name": f"P{n}", "carpet": ["ABCDE" * 20] * 100} for n in range(5)]
    result = companion("score", "kilim", str(written(tmp_path, json.dumps({"players": players}))))
    assert result.returncode == 0, result.stderr
    assert [p["size"] for p in json.loads(result.stdout)["players"]] == [10_000] * 5


def test_bytes_that_are_not_utf8_are_named_by_line_and_column(tmp_path: Path) -> None:
    path = written(tmp_path, b'{"players": [\n  {"name": "R\xe9d", "carpet": ["A"]}]}')
    assert refused(companion("score", "kilim", str(path))) == (
        f"{path}, line 2, column 14: The byte 0xe9 is not UTF-8; save the file as UTF-8 text")


def test_malformed_json_is_named_by_line_and_column(tmp_path: Path) -> None:
    path = written(tmp_path, '{"players": [\n  {"name": "Red",, "carpet": ["A"]}]}')
    assert refused(companion("score", "kilim", str(path))) == (
        f"{path}, line 2, column 18: Not JSON (Expecting property name enclosed in double quotes)")


def test_a_malformed_component_file_is_named_with_its_line(tmp_path: Path) -> None:
    # config/games/catan_ep.toml with a fault was a TOMLDecodeError traceback.
    config = tmp_path / "config"
    shutil.copytree(ROOT / "config", config)
    toml = config / "games" / "catan_ep.toml"
    lines = toml.read_text(encoding="utf-8").splitlines()
    lines[9] = "harbor_settlements = = 4"
    toml.write_text("\n".join(lines) + "\n", encoding="utf-8")
    path = written(tmp_path, json.dumps({"scenario": 1, "players": [{"name": n} for n in "abc"]}))
    said = refused(companion("score", "catan-ep", str(path), config=config))
    assert said.startswith(f"{toml}, line 10, column 22: Not valid TOML (")


def test_bad_input_is_said_in_the_users_language(tmp_path: Path) -> None:
    path = written(tmp_path, json.dumps({"bids": {"Red": 3}}))
    assert refused(companion("kilim", "auction", str(path), language="fr")) == (
        f"{path} : bids doit nommer de 2 à 5 joueurs, pas 1")
    assert refused(companion("kilim", "auction", str(path), language="ja")).startswith(f"{path}：")


def test_a_refusal_of_the_rules_exits_1_in_the_users_language(tmp_path: Path) -> None:
    path = written(tmp_path, json.dumps({"bids": {"Red": 3, "Blue": 4}, "spent": {"Red": [3]}}))
    assert refused(companion("kilim", "auction", str(path)), 1) == (
        f"{path}: Red already spent the gold card 3 today; still in hand: 1-2, 4-10, and the special cards not used "
        "today")
    assert "Red" in refused(companion("kilim", "auction", str(path), language="fr"), 1)


def config_with(tmp_path: Path, name: str, line: int, text: str) -> tuple[Path, Path]:
    """A copy of config/ whose file ``name`` has its line ``line`` (1-based) replaced: (the folder, the file)."""
    config = tmp_path / "config"
    shutil.copytree(ROOT / "config", config)
    target = config / name
    lines = target.read_text(encoding="utf-8").splitlines()
    lines[line - 1] = text
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return config, target


def test_a_5000_digit_integer_in_a_component_file_is_named_with_its_line(tmp_path: Path) -> None:
    # Was a ValueError traceback (Python's 4,300-digit limit on int()).
    config, toml = config_with(tmp_path, "games/catan_ep.toml", 10, "harbor_settlements = " + "4" * 5000)
    path = written(tmp_path, json.dumps({"scenario": 1, "players": [{"name": n} for n in "abc"]}))
    said = refused(companion("score", "catan-ep", str(path), config=config))
    assert said == (f"{toml}, line 10, column 22: The number 4444444444...444444 is too big; numbers here have at "
                    "most 9 digits")


def test_a_5000_digit_pin_in_the_hardware_file_stops_the_app_in_one_line(tmp_path: Path) -> None:
    config, toml = config_with(tmp_path, "hardware.toml", 46, "advance = " + "2" * 5000)
    result = companion("run", "--exit-after", "1", config=config)
    said = refused(result)
    assert said.startswith(f"companion: {toml}, line 46") and "is too big; numbers here have at most 9 digits" in said


def test_a_5000_digit_width_in_companion_toml_is_a_notice_and_the_default(tmp_path: Path) -> None:
    from companion.core.settings import AppConfig

    _, toml = config_with(tmp_path, "companion.toml", 5, "width = " + "8" * 5000)
    loaded = AppConfig.load(toml)  # was: the ValueError traceback before any window
    assert loaded.display.width == 800 and len(loaded.notices) == 1
    assert "is too big; numbers here have at most 9 digits" in loaded.notices[0].english()


@pytest.mark.parametrize("number", ["1e5000", "-1e5000", "1e12"])
def test_a_number_too_big_in_a_catan_track_is_named(tmp_path: Path, number: str) -> None:
    # 1e5000 was read as infinity, and scoring it a traceback.
    text = ('{"scenario": 2, "players": [{"name": "Red"}, {"name": "Blue"}],\n'
            f' "missions": {{"pirate_lairs": [["Red", 1]]}}, "tracks": {{"pirate_lairs": [0, {number}, 1]}}}}')
    said = refused(companion("score", "catan-ep", str(written(tmp_path, text))))
    assert said == (f"{tmp_path / 'in.json'}, line 2, column 77: The number {number} is too big; numbers here have "
                    "at most 9 digits")


@pytest.mark.parametrize("command", [("replay",), ("score", "kilim")])
def test_a_fifo_or_a_device_as_the_input_file_is_refused_at_once(tmp_path: Path, command: tuple[str, ...]) -> None:
    # A FIFO was opened for reading and waited for a writer forever.
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero")):
        started = time.monotonic()
        assert refused(companion(*command, str(path))) == (
            f"{path}: Not a regular file (a pipe, a device or a folder); give a file saved on a disk")
        assert time.monotonic() - started < 20
