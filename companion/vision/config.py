"""The ``[camera]`` section of config/companion.toml, read without OpenCV: the app reads it at start-up, and
with ``source = "none"`` (the default) nothing else of this package is imported."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.core.datadir import data_dir
from companion.core.settings import config_dir
from games.base import fill

SOURCES = ("none", "usb", "picamera", "folder")


class VisionInputError(ValueError):
    """A file or argument the camera tools cannot use; the message says what and what is allowed. Made with
    ``said`` it carries a message id and its params too, so the command line says it in the user's language."""

    key = ""
    params: dict[str, Any] = {}

    @classmethod
    def said(cls, key: str, **params: Any) -> "VisionInputError":
        error = cls(fill(key, params))
        error.key, error.params = key, params
        return error


@dataclass(frozen=True)
class CameraConfig:
    source: str = "none"
    device: int = 0
    folder: str = ""
    width: int = 1280
    height: int = 960

    @staticmethod
    def load(path: Path | None = None) -> "CameraConfig":
        path = path or config_dir() / "companion.toml"
        try:
            data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
            camera = data.get("camera", {})
            config = CameraConfig(str(camera.get("source", "none")), int(camera.get("device", 0)),
                                  str(camera.get("folder", "")), int(camera.get("width", 1280)),
                                  int(camera.get("height", 960)))
        except (tomllib.TOMLDecodeError, TypeError, ValueError, AttributeError) as error:
            raise VisionInputError(f"{path}: [camera] cannot be read ({error})") from None
        if config.source not in SOURCES:
            raise VisionInputError(f"{path}: [camera] source = {config.source!r}; allowed: {', '.join(SOURCES)}")
        return config


def taught_path(name: str) -> Path:
    """Where the app keeps what a box was taught: ``<data folder>/vision/<name>`` (a REFS file such as
    ``<game>.refs``, or an album folder such as ``<game>-cards``)."""
    return data_dir() / "vision" / name
